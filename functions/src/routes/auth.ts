import { Hono, type Context } from "hono";
import { z } from "zod";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { eq } from "drizzle-orm";
import { generateCodeVerifier, generateState } from "arctic";
import { SESSION_COOKIE, createSession, invalidateSession } from "@layoutlift/core/auth/sessions";
import { configuredProviders, localSignInEnabled } from "@layoutlift/core/auth/providers/registry";
import type { ProviderId, SignInProvider } from "@layoutlift/core/auth/providers/provider";
import { upsertUserFromProfile } from "@layoutlift/core/auth/users";
import { safeEqual } from "@layoutlift/core/auth/tokens";
import { localSignInSchema, safeNextPath } from "@layoutlift/core/contract/auth";
import { loadEntitlements } from "@layoutlift/core/plans/load-plan-state";
import { toUserResponse } from "@layoutlift/core/plans/user-response";
import { subscriptions } from "@layoutlift/core/db/schema/index";
import { AppError } from "@layoutlift/core/errors";
import type { AppEnv } from "../env.ts";
import { currentUser, requireUser } from "../middleware/require-user.ts";
import { clientIp } from "../middleware/client-ip.ts";
import { rateLimit } from "../middleware/rate-limit.ts";
import { clearSessionCookie, setSessionCookie } from "../lib/session-cookie.ts";
import { localSignInPage, providerChoicePage, signInErrorPage } from "../views/sign-in-page.ts";
import { signOutPage } from "../views/sign-out-page.ts";

const FLOW_COOKIE = "ll_oauth";
const FLOW_TTL_S = 10 * 60;

interface SignInFlow {
  provider: ProviderId;
  state: string;
  codeVerifier: string;
  next: string;
}

/** The flow cookie is not signed: anything in it is a claim to check, not a fact. */
const signInFlowSchema = z.object({ provider: z.string(), state: z.string(), codeVerifier: z.string(), next: z.string() });

function readFlow(raw: string | undefined): SignInFlow | null {
  if (!raw) return null;
  try {
    const parsed = signInFlowSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return parsed.success ? ({ ...parsed.data, provider: parsed.data.provider as ProviderId } satisfies SignInFlow) : null;
  } catch {
    return null;
  }
}

function isHttps(c: Context): boolean {
  return (c.req.header("x-forwarded-proto") ?? new URL(c.req.url).protocol.replace(":", "")) === "https";
}

/** The providers are built once per config object, not per request. */
const providerCache = new WeakMap<object, Map<ProviderId, SignInProvider>>();
function providersFor(c: Context<AppEnv>) {
  const config = c.var.deps.config;
  let providers = providerCache.get(config);
  if (!providers) {
    providers = configuredProviders(config);
    providerCache.set(config, providers);
  }
  return providers;
}

async function startSession(c: Context<AppEnv>, userId: string) {
  const { db, now } = c.var.deps;
  const session = await createSession(db, userId, { userAgent: c.req.header("user-agent"), ip: clientIp(c) }, now());
  setSessionCookie(c, session.token, session.expiresAt);
}

const signInLimit = rateLimit({ name: "sign-in", limit: 30, windowMs: 60_000 });

export const authRoutes = new Hono<AppEnv>()
  .get("/login", (c) => {
    const next = safeNextPath(c.req.query("next"));
    const providers = providersFor(c);
    if (localSignInEnabled(c.var.deps.config, providers)) return c.html(localSignInPage({ next }));
    if (providers.size === 0) {
      return c.html(signInErrorPage("Sign-in is not configured on this server. Please contact support."), 503);
    }
    if (providers.size === 1) {
      const [only] = providers.keys();
      return c.redirect(`/api/login/${only}?next=${encodeURIComponent(next)}`);
    }
    return c.html(providerChoicePage([...providers.values()].map((p) => ({ id: p.id, label: p.label })), next));
  })
  .post("/login/local", signInLimit, async (c) => {
    if (!localSignInEnabled(c.var.deps.config, providersFor(c))) {
      throw new AppError(404, "Local sign-in is not available on this server");
    }
    const form = Object.fromEntries(Object.entries(await c.req.parseBody()).filter(([, v]) => typeof v === "string"));
    const parsed = localSignInSchema.safeParse(form);
    if (!parsed.success) {
      const values = form as Record<string, string>;
      return c.html(
        localSignInPage({ next: safeNextPath(values.next), error: parsed.error.issues[0]?.message, values }),
        400,
      );
    }
    const { firstName, lastName, email, next } = parsed.data;
    const user = await upsertUserFromProfile(
      c.var.deps.db,
      "local",
      { providerAccountId: email, email, emailVerified: true, firstName, lastName: lastName || null, avatarUrl: null },
      c.var.deps.now(),
    );
    await startSession(c, user.id);
    return c.redirect(safeNextPath(next), 302);
  })
  .get("/login/:provider", signInLimit, async (c) => {
    const provider = providersFor(c).get(c.req.param("provider") as ProviderId);
    if (!provider) return c.html(signInErrorPage("That sign-in provider is not configured."), 404);
    const flow: SignInFlow = {
      provider: provider.id,
      state: generateState(),
      codeVerifier: generateCodeVerifier(),
      next: safeNextPath(c.req.query("next")),
    };
    const url = await provider.authorizationUrl(flow.state, flow.codeVerifier);
    // Lax so the cookie comes back on the provider's top-level redirect to our callback.
    setCookie(c, FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString("base64url"), {
      httpOnly: true,
      sameSite: "Lax",
      secure: isHttps(c),
      path: "/api/callback",
      maxAge: FLOW_TTL_S,
    });
    return c.redirect(url.toString(), 302);
  })
  .get("/callback/:provider", signInLimit, async (c) => {
    const providerId = c.req.param("provider") as ProviderId;
    const provider = providersFor(c).get(providerId);
    if (!provider) return c.html(signInErrorPage("That sign-in provider is not configured."), 404);
    const raw = getCookie(c, FLOW_COOKIE);
    deleteCookie(c, FLOW_COOKIE, { path: "/api/callback", secure: isHttps(c) });

    const providerError = c.req.query("error");
    if (providerError) {
      return c.html(signInErrorPage(`The sign-in provider refused the request (${providerError}).`), 400);
    }
    const flow = readFlow(raw);
    const state = c.req.query("state") ?? "";
    const code = c.req.query("code") ?? "";
    if (!flow || flow.provider !== providerId || !state || !safeEqual(state, flow.state)) {
      return c.html(signInErrorPage("This sign-in link has expired or did not start here. Please sign in again."), 400);
    }
    if (!code) return c.html(signInErrorPage("The sign-in provider did not send an authorization code."), 400);

    let profile;
    try {
      profile = await provider.profile(code, flow.codeVerifier);
    } catch (err) {
      console.error(`[auth] ${providerId} code exchange failed:`, err);
      return c.html(signInErrorPage("We could not confirm your identity with the sign-in provider. Please try again."), 502);
    }
    try {
      const user = await upsertUserFromProfile(c.var.deps.db, providerId, profile, c.var.deps.now());
      await startSession(c, user.id);
    } catch (err) {
      if (err instanceof AppError) return c.html(signInErrorPage(err.message), err.status);
      throw err;
    }
    // Re-checked here: a cookie planted by a sibling host could otherwise send a fresh session to another site.
    return c.redirect(safeNextPath(flow.next), 302);
  })
  .get("/auth/user", requireUser, async (c) => {
    const user = currentUser(c);
    const { db, now } = c.var.deps;
    const ent = await loadEntitlements(db, user.id, now());
    const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    return c.json(toUserResponse(user, ent, sub ?? null));
  })
  .post("/logout", async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await invalidateSession(c.var.deps.db, token);
    clearSessionCookie(c);
    // A form (the app's menus, the confirm page) navigates: send the browser home. The app's fetch gets a 204.
    const form = c.req.header("content-type")?.startsWith("application/x-www-form-urlencoded");
    return form ? c.redirect("/", 303) : c.body(null, 204);
  })
  // Signing out is a state change, so GET only asks: a link or an image on another site must not sign anyone out.
  .get("/logout", (c) => {
    c.header("Cache-Control", "no-store");
    return c.html(signOutPage(Boolean(c.var.user)));
  });
