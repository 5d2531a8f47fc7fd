import type { ComponentProps, CSSProperties } from "react";
import { Toaster as Sonner, toast as sonner, type ExternalToast } from "sonner";
import { useTheme } from "@/components/theme-provider";
import { primaryActionBoxes, safeToastPosition, TOAST_OFFSET } from "@/lib/toast-placement";

type Show = (message: Parameters<typeof sonner>[0], data?: ExternalToast) => string | number;

/**
 * One toast at a time (spec section 9): a new message replaces the one on screen instead of queueing behind it,
 * and it appears in the first corner where it covers no primary action (Save, Apply, Get Enterprise, submit).
 */
function placed(show: Show): Show {
  return (message, data) => {
    sonner.dismiss();
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    return show(message, { position: safeToastPosition(viewport, primaryActionBoxes()), ...data });
  };
}

export const toast = Object.assign(placed(sonner), {
  success: placed(sonner.success),
  error: placed(sonner.error),
  info: placed(sonner.info),
  warning: placed(sonner.warning),
  message: placed(sonner.message),
  dismiss: sonner.dismiss,
});

/** Follows the app theme. Mounted once in the app providers. */
export function Toaster(props: ComponentProps<typeof Sonner>) {
  const { theme } = useTheme();
  return (
    <Sonner
      theme={theme}
      visibleToasts={1}
      richColors
      closeButton
      position="bottom-right"
      offset={{ top: TOAST_OFFSET.top, bottom: TOAST_OFFSET.side, left: TOAST_OFFSET.side, right: TOAST_OFFSET.side }}
      mobileOffset={{ top: TOAST_OFFSET.top, bottom: TOAST_OFFSET.mobileSide, left: TOAST_OFFSET.mobileSide, right: TOAST_OFFSET.mobileSide }}
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
