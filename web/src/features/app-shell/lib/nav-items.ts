import { CreditCard, FolderOpen, LayoutDashboard, Plug, Plus, Settings, Store, Users, type LucideIcon } from "lucide-react";

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Decides the highlighted item from the current location. */
  isActive: (location: { pathname: string; search: string; hash: string }) => boolean;
}

const onPath = (path: string) => (l: { pathname: string }) => l.pathname === path || l.pathname === `${path}/`;

/** Spec section 2, Sidebar: the Workspace and Account groups, in this order. */
export const workspaceItems: NavItem[] = [
  { label: "Dashboard", to: "/dashboard", icon: LayoutDashboard, isActive: (l) => onPath("/dashboard")(l) && l.hash !== "#layouts" },
  { label: "My Layouts", to: "/dashboard#layouts", icon: FolderOpen, isActive: (l) => onPath("/dashboard")(l) && l.hash === "#layouts" },
  { label: "Marketplace", to: "/marketplace", icon: Store, isActive: onPath("/marketplace") },
  { label: "Extract New", to: "/extract", icon: Plus, isActive: onPath("/extract") },
  { label: "Team", to: "/teams", icon: Users, isActive: onPath("/teams") },
  { label: "Integrations", to: "/integrations", icon: Plug, isActive: onPath("/integrations") },
];

export const accountItems: NavItem[] = [
  { label: "Settings", to: "/settings", icon: Settings, isActive: (l) => onPath("/settings")(l) && !l.search.includes("tab=subscription") },
  { label: "Billing", to: "/settings?tab=subscription", icon: CreditCard, isActive: (l) => onPath("/settings")(l) && l.search.includes("tab=subscription") },
];
