import type { ComponentProps, CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";
import { useTheme } from "@/app/theme-provider";

export { toast } from "sonner";

/** One toast at a time (spec section 9); follows the app theme. Mounted once in the app providers. */
export function Toaster(props: ComponentProps<typeof Sonner>) {
  const { theme } = useTheme();
  return (
    <Sonner
      theme={theme}
      visibleToasts={1}
      richColors
      closeButton
      position="bottom-right"
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as CSSProperties
      }
      {...props}
    />
  );
}
