import type { ReactNode } from "react";
import { LogOut, PanelLeft, Sparkles } from "lucide-react";
import { Logo, LogoMark } from "@/components/logo";
import { UserAvatar } from "@/components/user-avatar";
import { displayName } from "@/components/user-display";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { useUser, useLogout } from "@/features/auth";
import { useStartCheckout, allowanceOf } from "@/features/billing";
import { cn } from "@/lib/utils";
import { useSidebar } from "../hooks/use-sidebar";
import { accountItems, workspaceItems } from "../lib/nav-items";
import { SidebarNavItem } from "./sidebar-nav-item";
import { WorkspaceSwitcher } from "./workspace-switcher";

function NavGroup({ label, children }: { label: string; children: ReactNode }) {
  const { open, isMobile } = useSidebar();
  const collapsed = !open && !isMobile;
  return (
    <nav aria-label={label} className="px-2 py-2">
      <h2 className={cn("mb-1 px-2.5 text-xs font-semibold uppercase tracking-wide text-sidebar-foreground/60", collapsed && "sr-only")}>{label}</h2>
      <ul className="flex flex-col gap-0.5">{children}</ul>
    </nav>
  );
}

function UpgradeCard() {
  const checkout = useStartCheckout();
  return (
    <div className="mx-2 rounded-lg border border-sidebar-border bg-gradient-to-br from-brand-from/10 to-brand-to/10 p-3">
      <p className="flex items-center gap-1.5 text-sm font-semibold">
        <Sparkles className="size-4 text-primary" aria-hidden="true" /> Go Pro
      </p>
      <p className="mt-1 text-xs text-sidebar-foreground/70">50 layouts a month, AI editing and every export format.</p>
      <Button variant="gradient" size="sm" className="mt-3 w-full" disabled={checkout.isPending} onClick={() => checkout.start("pro")}>
        {checkout.isPending ? "Starting checkout..." : "Upgrade to Pro"}
      </Button>
    </div>
  );
}

function SidebarBody() {
  const { user, isPaid } = useUser();
  const logout = useLogout();
  const { open, isMobile } = useSidebar();
  const collapsed = !open && !isMobile;
  const atTrialLimit = !!user && !isPaid && !allowanceOf(user).canExtract;

  return (
    <div className="flex h-full flex-col">
      <div className={cn("flex h-16 shrink-0 items-center border-b border-sidebar-border px-4", collapsed && "justify-center px-0")}>
        {collapsed ? (
          <LogoMark className="size-7" />
        ) : (
          <Logo to="/dashboard" />
        )}
      </div>

      <div className="flex-1 overflow-y-auto overflow-x-hidden">
        {!collapsed && <WorkspaceSwitcher enabled={!!user} />}
        <NavGroup label="Workspace">
          {workspaceItems.map((item) => (
            <SidebarNavItem
              key={item.label}
              item={item}
              badge={
                item.to === "/extract" && atTrialLimit ? (
                  <Badge variant="pro" data-testid="extract-upgrade-badge">
                    Upgrade
                  </Badge>
                ) : undefined
              }
            />
          ))}
        </NavGroup>
        <NavGroup label="Account">
          {accountItems.map((item) => (
            <SidebarNavItem key={item.label} item={item} />
          ))}
        </NavGroup>
        {user && !isPaid && !collapsed && <UpgradeCard />}
      </div>

      <div className="shrink-0 border-t border-sidebar-border p-2">
        {user && (
          <div className={cn("flex items-center gap-3 rounded-md px-2 py-2", collapsed && "justify-center px-0")} data-testid="sidebar-user">
            <UserAvatar user={user} className="size-8" />
            {!collapsed && (
              <div className="min-w-0 flex-1 leading-tight">
                <p className="truncate text-sm font-medium">{displayName(user)}</p>
                <p className="truncate text-xs text-sidebar-foreground/70">{user.email}</p>
              </div>
            )}
          </div>
        )}
        <Tooltip>
          <TooltipTrigger asChild>
            <Button
              variant="ghost"
              className={cn("w-full justify-start gap-3 px-2.5 text-sidebar-foreground/80", collapsed && "justify-center px-0")}
              disabled={logout.isPending}
              onClick={() => logout.mutate()}
              aria-label={collapsed ? "Logout" : undefined}
            >
              <LogOut aria-hidden="true" />
              {!collapsed && "Logout"}
            </Button>
          </TooltipTrigger>
          {collapsed && <TooltipContent side="right">Logout</TooltipContent>}
        </Tooltip>
      </div>
    </div>
  );
}

/** The signed-in sidebar (spec section 2): fixed on desktop, collapsible to icons; a sheet on phones. */
export function AppSidebar() {
  const { open, isMobile, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    // The sheet is portalled out of the provider's element, so its 18rem width is spelled out (w-72) here.
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side="left"
          data-testid="app-sidebar"
          data-mobile="true"
          className="w-72 max-w-none bg-sidebar p-0 text-sidebar-foreground sm:max-w-none [&>button]:hidden"
        >
          <SheetTitle className="sr-only">Navigation</SheetTitle>
          <SheetDescription className="sr-only">Workspace and account navigation</SheetDescription>
          <SidebarBody />
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <div className="group peer hidden text-sidebar-foreground md:block" data-state={open ? "expanded" : "collapsed"}>
      {/* Reserves the sidebar's width in the page flow; the sidebar itself is fixed so it stays while content scrolls. */}
      <div className="w-(--sidebar-width) transition-[width] duration-200 ease-linear group-data-[state=collapsed]:w-(--sidebar-width-icon)" />
      <aside
        data-testid="app-sidebar"
        data-state={open ? "expanded" : "collapsed"}
        aria-label="Sidebar"
        className="fixed inset-y-0 left-0 z-20 flex h-svh w-(--sidebar-width) flex-col border-r border-sidebar-border bg-sidebar transition-[width] duration-200 ease-linear group-data-[state=collapsed]:w-(--sidebar-width-icon)"
      >
        <SidebarBody />
      </aside>
    </div>
  );
}

export function SidebarTrigger({ className }: { className?: string }) {
  const { toggleSidebar, open, isMobile, openMobile } = useSidebar();
  const expanded = isMobile ? openMobile : open;
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn("size-8", className)}
      onClick={toggleSidebar}
      aria-label="Toggle sidebar (Ctrl+B)"
      aria-expanded={expanded}
      data-testid="sidebar-trigger"
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}
