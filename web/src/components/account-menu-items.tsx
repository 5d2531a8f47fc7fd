import type { ComponentType, ReactNode } from "react";
import { Link } from "react-router-dom";
import { DropdownMenuItem, DropdownMenuLabel } from "@/components/ui/dropdown-menu";

/** The heading of an account menu: a title line over the signed-in email. */
export function AccountMenuHeader({ title, email, className }: { title: string; email: string; className?: string }) {
  return (
    <DropdownMenuLabel className="font-normal">
      <p className={className ?? "truncate text-sm font-medium"}>{title}</p>
      <p className="truncate text-xs text-muted-foreground">{email}</p>
    </DropdownMenuLabel>
  );
}

/** A menu entry that navigates within the app, with its icon hidden from assistive technology. */
export function MenuLinkItem({ to, icon: Icon, children }: { to: string; icon: ComponentType<{ "aria-hidden"?: boolean | "true" }>; children: ReactNode }) {
  return (
    <DropdownMenuItem asChild>
      <Link to={to}>
        <Icon aria-hidden="true" /> {children}
      </Link>
    </DropdownMenuItem>
  );
}
