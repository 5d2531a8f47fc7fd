import type { ReactNode } from "react";
import { Logo } from "@/components/logo";
import { ThemeToggle } from "@/components/theme-toggle";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useUser } from "@/features/auth";
import { cn } from "@/lib/utils";
import { UserMenu } from "./user-menu";

/**
 * The top navigation of every screen but the landing page (spec section 2): logo (to the dashboard when signed
 * in), theme toggle, and the account menu or 'Sign in'. `leading` holds the sidebar trigger inside the app shell.
 */
export function AppHeader({
  leading,
  logo = "always",
  className,
}: {
  leading?: ReactNode;
  /** "mobile": the sidebar already shows the logo on wide screens. */
  logo?: "always" | "mobile";
  className?: string;
}) {
  const { user, isLoading } = useUser();
  return (
    <header
      className={cn(
        "sticky top-0 z-10 flex h-16 shrink-0 items-center gap-2 border-b bg-background/80 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/60 sm:px-6",
        className,
      )}
    >
      {leading}
      <Logo to={user ? "/dashboard" : "/"} className={cn("text-base", logo === "mobile" && "md:hidden")} />
      <div className="ml-auto flex items-center gap-1.5">
        <ThemeToggle />
        {isLoading ? (
          <Skeleton className="h-8 w-24 rounded-full" role="status" aria-label="Loading account" />
        ) : user ? (
          <UserMenu user={user} />
        ) : (
          <Button asChild size="sm">
            <a href="/api/login">Sign in</a>
          </Button>
        )}
      </div>
    </header>
  );
}
