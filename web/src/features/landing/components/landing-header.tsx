import { lazy, Suspense } from "react";
import { Link } from "react-router-dom";
import { Logo } from "@/components/logo";
import { ThemeToggle } from "@/components/theme-toggle";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useUser } from "@/features/auth";
import { onSectionLinkClick } from "../lib/scroll-to-section";

// Most landing visitors are signed out: the dropdown menu code loads only for those who need it.
const LandingUserMenu = lazy(async () => ({ default: (await import("./landing-user-menu")).LandingUserMenu }));

const sections = [
  { id: "features", label: "Features" },
  { id: "pricing", label: "Pricing" },
  { id: "faq", label: "FAQ" },
] as const;

export function LandingHeader() {
  const { user, isLoading, isPaid } = useUser();
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Sections" className="ml-6 hidden items-center gap-1 md:flex">
          {sections.map((s) => (
            <a
              key={s.id}
              href={`#${s.id}`}
              onClick={onSectionLinkClick(s.id)}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              {s.label}
            </a>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          {isLoading ? (
            <Skeleton className="h-9 w-32" aria-hidden="true" />
          ) : user ? (
            <Suspense fallback={<Skeleton className="h-9 w-32" aria-hidden="true" />}>
              <LandingUserMenu user={user} isPaid={isPaid} />
            </Suspense>
          ) : (
            <>
              <Button asChild variant="ghost" className="hidden sm:inline-flex">
                <a href="/api/login">Sign In</a>
              </Button>
              <Button asChild variant="gradient">
                <a href="/api/login">Get Started</a>
              </Button>
            </>
          )}
          {user && (
            <Button asChild variant="gradient" className="hidden lg:inline-flex">
              <Link to="/dashboard">Get Started</Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
