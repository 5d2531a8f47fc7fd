import { Laptop, Loader2, LogOut } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiAccessSection } from "@/features/api-keys";
import { useRevokeOtherSessions, useSessions } from "../api/sessions";

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

function ActiveSessions() {
  const sessions = useSessions();
  const revoke = useRevokeOtherSessions();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Active sessions</CardTitle>
        <CardDescription>Browsers and devices that are signed in to your account.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sessions.isLoading ? (
          <Skeleton className="h-16" />
        ) : sessions.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Sessions could not be loaded. {sessions.error.message}
          </p>
        ) : (
          <ul className="divide-y rounded-lg border" data-testid="session-list">
            {sessions.data?.map((s) => (
              <li key={s.id} className="flex items-center gap-3 p-3" data-current={s.current}>
                <Laptop className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2 text-sm font-medium">
                    {s.device}
                    {s.current && <Badge variant="success">This device</Badge>}
                  </p>
                  <p className="truncate text-xs text-muted-foreground">
                    {s.ip ? `${s.ip} · ` : ""}Last active {when(s.lastSeenAt)} · Signed in {when(s.createdAt)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Button variant="outline" onClick={() => revoke.mutate()} disabled={revoke.isPending || others === 0}>
          {revoke.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
          Sign Out All Other Sessions
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * No two-factor switch: a control that stores a preference but asks for nothing at sign-in would claim security it
 * does not give (issue 15). Sessions and API keys are the account's real security controls.
 */
export function SecurityTab() {
  return (
    <div className="space-y-6">
      <ActiveSessions />
      <ApiAccessSection />
    </div>
  );
}
