import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import { AlertCircle, Users } from "lucide-react";
import type { TeamResponse } from "@layoutlift/core/contract/team";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toaster";
import { AppShell, useRequireAuth } from "@/features/app-shell";
import { authKeys } from "@/features/auth";
import { useTeam } from "../api/team";
import { InviteMemberDialog } from "./invite-member-dialog";
import { PendingInvitations } from "./pending-invitations";
import { TeamMembers } from "./team-members";
import { TeamUpsell } from "./team-upsell";

/** The outcome of an invitation link (the accept route redirects here with ?joined=1 or ?inviteError=…). */
function useInvitationOutcome() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const shown = useRef(false);
  const joined = params.get("joined") === "1";
  const error = params.get("inviteError");

  useEffect(() => {
    if (shown.current || (!joined && !error)) return;
    shown.current = true;
    if (joined) {
      toast.success("Welcome to the team!", { description: "You now share your team's plan and features." });
      void queryClient.invalidateQueries({ queryKey: authKeys.user });
    }
    const next = new URLSearchParams(params);
    next.delete("joined");
    if (!error) next.delete("inviteError");
    setParams(next, { replace: true });
  }, [joined, error, params, setParams, queryClient]);

  return error;
}

function TeamOverview({ team }: { team: TeamResponse }) {
  const tierName = team.subscriptionTier === "enterprise" ? "Enterprise" : "Pro";
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="space-y-1">
              <CardTitle className="flex items-center gap-2 text-2xl">
                {team.name}
                <Badge variant="pro">{tierName} Team</Badge>
              </CardTitle>
              <CardDescription>
                {team.seatsUsed} of {team.totalSeats} seats used
              </CardDescription>
            </div>
            {team.viewer.canManage && team.seatsAvailable > 0 ? <InviteMemberDialog /> : null}
          </div>
          <Progress value={(team.seatsUsed / Math.max(1, team.totalSeats)) * 100} aria-label="Seats used" className="mt-3" />
          {team.viewer.canManage && team.seatsAvailable === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">
              Every seat is taken or held by a pending invitation. Cancel an invitation or remove a member to invite someone new.
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="space-y-6">
          <section className="space-y-3" aria-labelledby="team-members">
            <h3 id="team-members" className="text-lg font-semibold">
              Members
            </h3>
            <TeamMembers team={team} />
          </section>
          <PendingInvitations team={team} />
        </CardContent>
      </Card>
    </div>
  );
}

/** /teams: upsell for trial users, otherwise the team, its seats, members and pending invitations. */
export function TeamsPage() {
  const { user, isLoading, isPaid } = useRequireAuth("home");
  const team = useTeam(!!user);
  const inviteError = useInvitationOutcome();

  useEffect(() => {
    document.title = "Team · LayoutLift";
  }, []);

  if (isLoading || !user) return <div role="status" aria-label="Loading" className="min-h-screen" />;

  let body;
  if (team.isLoading) body = <Skeleton className="h-72 w-full" role="status" aria-label="Loading team" />;
  else if (team.isError) {
    body = (
      <p role="alert" className="text-sm text-destructive">
        Your team could not be loaded. {team.error.message}
      </p>
    );
  } else if (!isPaid) body = <TeamUpsell />;
  else if (!team.data) {
    body = (
      <div className="flex flex-col items-center gap-3 py-16 text-center text-muted-foreground">
        <Users className="size-10" aria-hidden="true" />
        <p>No team data available</p>
      </div>
    );
  } else body = <TeamOverview team={team.data} />;

  return (
    <AppShell>
      <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Team</h1>
          <p className="mt-1 text-muted-foreground">Invite colleagues and manage who can do what.</p>
        </div>
        {inviteError ? (
          <div role="alert" className="flex gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive">
            <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
            <p>{inviteError}</p>
          </div>
        ) : null}
        {body}
      </div>
    </AppShell>
  );
}
