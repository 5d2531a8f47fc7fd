import { useCallback, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from "react";
import { TooltipProvider } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import { useIsMobile } from "../hooks/use-is-mobile";
import { SidebarContext } from "../hooks/use-sidebar";
import { readSidebarCookie, writeSidebarCookie } from "../lib/sidebar-cookie";

const SIDEBAR_WIDTH_ICON = "3rem";
const SIDEBAR_SHORTCUT = "b";

/**
 * Owns the sidebar's state: persisted in the `sidebar_state` cookie, toggled with Ctrl/Cmd+B, and a sheet on
 * narrow screens (18rem wide there). `width` is 16rem by default; the dashboard passes 17rem (spec section 9).
 */
export function SidebarProvider({ width = "16rem", className, children }: { width?: string; className?: string; children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(readSidebarCookie);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarCookie(next);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((v) => !v);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SIDEBAR_SHORTCUT && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggleSidebar }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <TooltipProvider delayDuration={0}>
        <div
          data-slot="sidebar-wrapper"
          style={
            {
              "--sidebar-width": width,
              "--sidebar-width-icon": SIDEBAR_WIDTH_ICON,
            } as CSSProperties
          }
          className={cn("flex min-h-svh w-full bg-background", className)}
        >
          {children}
        </div>
      </TooltipProvider>
    </SidebarContext.Provider>
  );
}
