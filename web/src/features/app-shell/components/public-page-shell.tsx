import type { ReactNode } from "react";
import { AppHeader } from "./app-header";
import { AppShell } from "./app-shell";
import { useUser } from "@/features/auth";

/**
 * Frame for screens visitors may see too (marketplace, integrations): the full app shell with its sidebar when
 * signed in, the top navigation alone otherwise, so a visitor never sees links that would bounce them to login.
 */
export function PublicPageShell({ children }: { children: ReactNode }) {
  const { user } = useUser();
  if (user) return <AppShell>{children}</AppShell>;
  return (
    <div className="flex min-h-screen flex-col bg-background">
      <AppHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
