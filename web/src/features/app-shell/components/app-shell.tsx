import type { ReactNode } from "react";
import { AppHeader } from "./app-header";
import { AppSidebar, SidebarTrigger } from "./app-sidebar";
import { SidebarProvider } from "./sidebar-provider";
import { ShellNotices } from "./shell-notices";

/** Sidebar + header frame of the signed-in screens; pages render their content as children. */
export function AppShell({ children, sidebarWidth }: { children: ReactNode; sidebarWidth?: string }) {
  return (
    <SidebarProvider width={sidebarWidth}>
      <AppSidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader leading={<SidebarTrigger className="-ml-1" />} logo="mobile" />
        <main id="main" className="flex-1">
          <ShellNotices />
          {children}
        </main>
      </div>
    </SidebarProvider>
  );
}
