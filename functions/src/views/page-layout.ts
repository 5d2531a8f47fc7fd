import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

const styles = `
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f8fafc; color: #0f172a; }
  @media (prefers-color-scheme: dark) { body { background: #020617; color: #e2e8f0; } .card { background: #0f172a !important; border-color: #1e293b !important; } input { background: #020617 !important; color: inherit !important; border-color: #334155 !important; } }
  .card { box-sizing: border-box; width: min(420px, calc(100vw - 32px)); background: #fff; border: 1px solid #e2e8f0; border-radius: 16px; padding: 32px; box-shadow: 0 10px 30px rgb(15 23 42 / 0.08); }
  .badge { display: inline-block; font-size: 12px; font-weight: 600; letter-spacing: .02em; color: #92400e; background: #fef3c7; border: 1px solid #fcd34d; border-radius: 999px; padding: 4px 10px; }
  h1 { font-size: 24px; margin: 16px 0 4px; }
  p { margin: 0 0 20px; color: #64748b; font-size: 14px; line-height: 1.5; }
  label { display: block; font-size: 14px; font-weight: 500; margin: 14px 0 6px; }
  input { width: 100%; box-sizing: border-box; font: inherit; padding: 10px 12px; border: 1px solid #cbd5e1; border-radius: 8px; }
  input:focus { outline: 2px solid #6366f1; outline-offset: 1px; }
  button, .provider { display: block; width: 100%; margin-top: 22px; font: inherit; font-weight: 600; padding: 11px; border: 0; border-radius: 8px; background: #4f46e5; color: #fff; cursor: pointer; text-align: center; text-decoration: none; box-sizing: border-box; }
  .provider { margin-top: 12px; background: #0f172a; }
  button:hover { background: #4338ca; }
  .secondary { background: transparent; color: inherit; border: 1px solid #cbd5e1; }
  .secondary:hover { background: rgb(148 163 184 / 0.15); }
  .error { color: #b91c1c; background: #fef2f2; border: 1px solid #fecaca; padding: 10px 12px; border-radius: 8px; font-size: 14px; }
  .row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 12px; }
  @media (max-width: 400px) { .card { padding: 24px 20px; } }
`;

/** The small server-rendered pages of sign-in and sign-out: one card, no scripts. */
export function layout(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <!-- The web app's icon: without one the browser asks for /favicon.ico, which is not there (a 404 on every visit). -->
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${title} · LayoutLift</title>
    <style>${styles}</style>
  </head>
  <body>
    <main class="card">${body}</main>
  </body>
</html>`;
}
