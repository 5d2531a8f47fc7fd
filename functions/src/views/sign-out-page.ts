import { html } from "hono/html";
import { layout } from "./page-layout.ts";

/**
 * GET /api/logout: signing out changes state, so a link (or another site's image tag) only reaches this page; the
 * button posts the same-origin form that does it.
 */
export function signOutPage(signedIn: boolean) {
  if (!signedIn) {
    return layout(
      "Signed out",
      html`<h1>You are signed out</h1>
        <p>There is no active session in this browser.</p>
        <a class="provider" href="/">Go to the home page</a>`,
    );
  }
  return layout(
    "Sign out",
    html`<h1>Sign out of LayoutLift?</h1>
      <p>You will need to sign in again to open your layouts.</p>
      <form method="post" action="/api/logout">
        <button type="submit">Sign out</button>
      </form>
      <a class="provider secondary" href="/dashboard">Stay signed in</a>`,
  );
}
