import { Link } from "react-router-dom";
import { LayoutDashboard, LogOut, Settings, Users } from "lucide-react";
import { UserAvatar } from "@/components/user-avatar";
import { displayName } from "@/components/user-display";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { UserResponse } from "@layoutlift/core/api/user";
import { useLogout } from "@/features/auth/api/logout";
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
        <DropdownMenuLabel className="font-normal">
          <p className="text-sm font-medium">My Account</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" /> Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/teams">
            <Users aria-hidden="true" /> Teams
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" /> Settings
          </Link>
        </DropdownMenuItem>
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
