import { LogOut } from "lucide-react";
import type { UserResponse } from "@layoutlift/core/contract/user";
import { Logo } from "@/components/logo";
import { ThemeToggle } from "@/components/theme-toggle";
import { UserAvatar } from "@/components/user-avatar";
import { displayName } from "@/components/user-display";
import { Button } from "@/components/ui/button";
import { SIGN_OUT_ACTION } from "@/features/auth";

/** The extraction screen's own header (spec section 2): wordmark, avatar, first name or email, logout. */
export function ExtractHeader({ user }: { user: UserResponse }) {
  return (
    <header className="sticky top-0 z-10 border-b bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/60">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-3 px-4 sm:px-6">
        <Logo to="/dashboard" className="text-base" />
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <div className="flex items-center gap-2" data-testid="extract-user">
            <UserAvatar user={user} className="size-8" />
            <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">{displayName(user) || user.email}</span>
          </div>
          <form method="post" action={SIGN_OUT_ACTION}>
            <Button type="submit" variant="ghost" size="sm">
              <LogOut aria-hidden="true" />
              <span className="hidden sm:inline">Logout</span>
              <span className="sr-only sm:hidden">Logout</span>
            </Button>
          </form>
        </div>
      </div>
    </header>
  );
}
