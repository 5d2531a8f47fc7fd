import { LayoutDashboard, LogOut, Settings, Users } from "lucide-react";
import { AccountMenuHeader, MenuLinkItem } from "@/components/account-menu-items";
import { UserAvatar } from "@/components/user-avatar";
import { displayName } from "@/components/user-display";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { UserResponse } from "@layoutlift/core/contract/user";
import { useLogout } from "@/features/auth";
import { toast } from "@/components/ui/toaster";

/** 'My Account' menu of the app header (spec section 2). */
export function UserMenu({ user }: { user: UserResponse }) {
  const logout = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-9 gap-2 px-1.5 sm:px-2" data-testid="user-menu-trigger">
          <UserAvatar user={user} className="size-7" />
          <span className="hidden max-w-32 truncate text-sm font-medium sm:inline">{displayName(user)}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <AccountMenuHeader title="My Account" email={user.email} />
        <DropdownMenuSeparator />
        <MenuLinkItem to="/dashboard" icon={LayoutDashboard}>
          Dashboard
        </MenuLinkItem>
        <MenuLinkItem to="/teams" icon={Users}>
          Teams
        </MenuLinkItem>
        <MenuLinkItem to="/settings" icon={Settings}>
          Settings
        </MenuLinkItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          disabled={logout.isPending}
          onSelect={() =>
            logout.mutate(undefined, {
              onError: (err) => toast.error(err.message || "Logout failed"),
            })
          }
        >
          <LogOut aria-hidden="true" /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
