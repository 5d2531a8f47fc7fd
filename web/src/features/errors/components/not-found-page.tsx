import { useEffect } from "react";
import { Link, useLocation } from "react-router-dom";
import { ArrowLeftIcon, CompassIcon, LayoutTemplateIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AppHeader } from "@/features/app-shell";
import { useUser } from "@/features/auth";

/** Any unknown path (the server answers it with HTTP 404 too). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const { user } = useUser();

  useEffect(() => {
    document.title = "Page Not Found — LayoutLift";
  }, []);

  return (
    <div className="flex min-h-screen flex-col bg-background">
      {/* The app's top navigation (spec: hidden on the landing only), so a signed-in user keeps their account menu. */}
      <AppHeader />
      <main id="main" className="flex flex-1 flex-col items-center justify-center gap-5 px-6 py-16 text-center">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <CompassIcon aria-hidden="true" className="size-8" />
        </span>
        <p className="text-sm font-semibold tracking-wide text-primary">404</p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Page Not Found</h1>
        <p className="max-w-md text-muted-foreground">
          We couldn't find <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm break-all">{pathname}</code>. It may have
          moved, or the address may be mistyped.
        </p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={user ? "/dashboard" : "/"}>
              <ArrowLeftIcon aria-hidden="true" /> {user ? "Back to Dashboard" : "Back to home"}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/marketplace">
              <LayoutTemplateIcon aria-hidden="true" /> Browse templates
            </Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
