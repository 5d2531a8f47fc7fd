import { Link } from "react-router-dom";
import { ChevronDownIcon, CreditCardIcon, LayoutDashboardIcon, LogOutIcon, SettingsIcon, SparklesIcon } from "lucide-react";
import { planLabel } from "@layoutlift/core/plans/plans";
import type { UserResponse } from "@layoutlift/core/contract/user";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { AccountMenuHeader, MenuLinkItem } from "@/components/account-menu-items";
import { UserAvatar } from "@/components/user-avatar";
import { fullName } from "@/components/user-display";
import { submitSignOut } from "@/features/auth";
import { scrollToSection } from "../lib/scroll-to-section";

/** Landing header's account menu (spec section 2): the full name is visible in the trigger. */
export function LandingUserMenu({ user, isPaid }: { user: UserResponse; isPaid: boolean }) {
  const name = fullName(user);
  const plan = planLabel(user.subscriptionTier, user.subscriptionStatus);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 px-2" data-testid="user-menu-trigger">
          <UserAvatar user={user} />
          <span className="hidden max-w-40 truncate font-medium sm:inline">{name}</span>
          <span className="sr-only sm:hidden">{name}</span>
          <ChevronDownIcon aria-hidden="true" className="size-4 text-muted-foreground" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <AccountMenuHeader title={name} email={user.email} className="truncate text-sm font-semibold" />
        <DropdownMenuSeparator />
        <MenuLinkItem to="/dashboard" icon={LayoutDashboardIcon}>
          Dashboard
        </MenuLinkItem>
        <MenuLinkItem to="/settings" icon={SettingsIcon}>
          Settings
        </MenuLinkItem>
        <DropdownMenuItem asChild>
          <Link to="/settings?tab=subscription">
            <CreditCardIcon aria-hidden="true" /> Subscription
            <Badge variant={isPaid ? "pro" : "secondary"} className="ml-auto">
              {plan}
            </Badge>
          </Link>
        </DropdownMenuItem>
        {user.subscriptionStatus !== "active" && (
          <DropdownMenuItem onSelect={() => scrollToSection("pricing")}>
            <SparklesIcon aria-hidden="true" className="text-primary" /> Upgrade to Pro
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={submitSignOut}>
          <LogOutIcon aria-hidden="true" /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
