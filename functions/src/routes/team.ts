import { Hono } from "hono";
import { appUrl } from "@layoutlift/core/config";
import { inviteMemberSchema, updateMemberRoleSchema } from "@layoutlift/core/contract/team";
import { acceptInvitation, cancelInvitation, InvitationError, inviteMember, requireManagedTeam } from "@layoutlift/core/teams/invitations";
import { changeMemberRole, removeMember } from "@layoutlift/core/teams/members";
import { acceptMyInvitation, declineMyInvitation, listMyInvitations } from "@layoutlift/core/teams/my-invitations";
import { AppError } from "@layoutlift/core/errors";
import { teamForUser } from "@layoutlift/core/teams/team-view";
import type { AppEnv } from "../env.ts";
import { currentUser, requireUser } from "../middleware/require-user.ts";
import { validate } from "../middleware/validate.ts";

export const teamRoutes = new Hono<AppEnv>()
  // A browser navigation from the invitation link, so it answers with redirects rather than JSON.
  .get("/team/invitations/:token/accept", async (c) => {
    const user = c.var.user;
    if (!user) return c.redirect(`/api/login?next=${encodeURIComponent(c.req.path)}`, 302);
    const { db, now } = c.var.deps;
    try {
      await acceptInvitation(db, user, c.req.param("token"), now());
      return c.redirect("/teams?joined=1", 302);
    } catch (err) {
      if (err instanceof InvitationError) return c.redirect(`/teams?inviteError=${encodeURIComponent(err.message)}`, 302);
      throw err;
    }
  })
  // The signed-in user's own inbox: invitations sent to their address, accepted or declined without the link.
  .get("/team/invitations/mine", requireUser, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await listMyInvitations(db, currentUser(c), now()));
  })
  .post("/team/invitations/:id/accept", requireUser, async (c) => {
    const { db, now } = c.var.deps;
    try {
      const team = await acceptMyInvitation(db, currentUser(c), c.req.param("id"), now());
      return c.json({ team: { id: team.id, name: team.name } });
    } catch (err) {
      // Expired, seat taken, already in a team: the invitation exists but cannot be used right now.
      if (err instanceof InvitationError) throw new AppError(409, err.message);
      throw err;
    }
  })
  .post("/team/invitations/:id/decline", requireUser, async (c) => {
    const { db } = c.var.deps;
    await declineMyInvitation(db, currentUser(c), c.req.param("id"));
    return c.body(null, 204);
  })
  .get("/team", requireUser, async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await teamForUser(db, currentUser(c), now()));
  })
  .post("/team/invite", requireUser, validate("json", inviteMemberSchema), async (c) => {
    const { db, now, config } = c.var.deps;
    const user = currentUser(c);
    const team = await requireManagedTeam(db, user, now());
    const result = await inviteMember(db, team, user.id, c.req.valid("json"), now(), appUrl(config));
    return c.json(result, 201);
  })
  .patch("/team/member/:id", requireUser, validate("json", updateMemberRoleSchema), async (c) => {
    const { db, now } = c.var.deps;
    const team = await requireManagedTeam(db, currentUser(c), now());
    const member = await changeMemberRole(db, team, c.req.param("id"), c.req.valid("json").role);
    return c.json({ id: member.id, role: member.role });
  })
  .delete("/team/member/:id", requireUser, async (c) => {
    const { db, now } = c.var.deps;
    const team = await requireManagedTeam(db, currentUser(c), now());
    await removeMember(db, team, c.req.param("id"));
    return c.body(null, 204);
  })
  .delete("/team/invitations/:id", requireUser, async (c) => {
    const { db, now } = c.var.deps;
    const team = await requireManagedTeam(db, currentUser(c), now());
    await cancelInvitation(db, team, c.req.param("id"));
    return c.body(null, 204);
  });
