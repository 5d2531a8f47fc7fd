import { html } from "hono/html";
import { layout } from "./page-layout.ts";

export function localSignInPage(options: {
  next: string;
  error?: string;
  values?: { firstName?: string; lastName?: string; email?: string };
}) {
  const v = options.values ?? {};
  return layout(
    "Local sign-in",
    html`<span class="badge">Local development sign-in</span>
      <h1>Sign in to LayoutLift</h1>
      <p>
        No sign-in provider is configured, so this machine uses a local sign-in with no password. It is for local use
        only and is switched off in production and whenever GitHub, Google or OpenID Connect is configured.
      </p>
      ${options.error ? html`<div class="error" role="alert">${options.error}</div>` : ""}
      <form method="post" action="/api/login/local">
        <input type="hidden" name="next" value="${options.next}" />
        <div class="row">
          <div>
            <label for="firstName">First name</label>
            <input id="firstName" name="firstName" autocomplete="given-name" required value="${v.firstName ?? ""}" />
          </div>
          <div>
            <label for="lastName">Last name</label>
            <input id="lastName" name="lastName" autocomplete="family-name" value="${v.lastName ?? ""}" />
          </div>
        </div>
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="email" required value="${v.email ?? ""}" />
        <button type="submit">Sign in</button>
      </form>`,
  );
}

export function providerChoicePage(providers: { id: string; label: string }[], next: string) {
  const query = `?next=${encodeURIComponent(next)}`;
  return layout(
    "Sign in",
    html`<h1>Sign in to LayoutLift</h1>
      <p>Choose how you want to sign in.</p>
      ${providers.map((p) => html`<a class="provider" href="/api/login/${p.id}${query}">Continue with ${p.label}</a>`)}`,
  );
}

export function signInErrorPage(message: string) {
  return layout(
    "Sign-in failed",
    html`<h1>Sign-in failed</h1>
      <div class="error" role="alert">${message}</div>
      <a class="provider" href="/api/login">Try again</a>`,
  );
}
