import type { ReactNode } from "react";
import { Link, useLocation } from "react-router-dom";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import { useSidebar } from "../hooks/use-sidebar";
import type { NavItem } from "../lib/nav-items";

/** One sidebar link; when the sidebar is collapsed to icons its label moves into a tooltip. */
export function SidebarNavItem({ item, badge }: { item: NavItem; badge?: ReactNode }) {
  const location = useLocation();
  const { open, isMobile, setOpenMobile } = useSidebar();
  const active = item.isActive(location);
  const collapsed = !open && !isMobile;
  const Icon = item.icon;

  const link = (
    <Link
      to={item.to}
      aria-current={active ? "page" : undefined}
      aria-label={collapsed ? item.label : undefined}
      onClick={() => isMobile && setOpenMobile(false)}
      className={cn(
        "flex h-9 w-full items-center gap-3 overflow-hidden rounded-md px-2.5 text-sm font-medium text-sidebar-foreground/80 outline-none transition-colors",
        "hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring",
        active && "bg-sidebar-accent text-sidebar-accent-foreground",
        collapsed && "justify-center px-0",
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {!collapsed && <span className="flex-1 truncate">{item.label}</span>}
      {!collapsed && badge}
    </Link>
  );

  if (!collapsed) return <li>{link}</li>;
  return (
    <li>
      <Tooltip>
        <TooltipTrigger asChild>{link}</TooltipTrigger>
        <TooltipContent side="right">{item.label}</TooltipContent>
      </Tooltip>
    </li>
  );
}
