import { createHash } from "node:crypto";

/**
 * The app's Content-Security-Policy. Scripts run only from our own origin, Stripe.js, and the inline scripts of our
 * own index.html, named by hash (so the deployed CDN, which cannot add nonces, serves the same policy).
 * Everything else a page needs stays open on purpose: the editor shows extracted layouts in srcdoc iframes, which
 * inherit this policy, and those load images, fonts and stylesheets from any site; none of that can run code.
 */
const STRIPE_SCRIPTS = ["https://js.stripe.com", "https://*.js.stripe.com"];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, "https://hooks.stripe.com"];
const STRIPE_API = ["https://api.stripe.com"];
const ANY_WEB = ["http:", "https:"];

export function contentSecurityPolicy(options: { scriptHashes?: string[] } = {}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...STRIPE_SCRIPTS, ...(options.scriptHashes ?? []).map((hash) => `'${hash}'`)],
    "style-src": ["'self'", "'unsafe-inline'", ...ANY_WEB],
    "img-src": ["'self'", "data:", "blob:", ...ANY_WEB],
    "font-src": ["'self'", "data:", ...ANY_WEB],
    "media-src": ["'self'", "data:", "blob:", ...ANY_WEB],
    "connect-src": ["'self'", ...STRIPE_API],
    "frame-src": ["'self'", ...STRIPE_FRAMES],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

// Our own index.html only (not a hostile document): classic inline scripts, i.e. `<script>` without `src`.
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** `sha256-…` sources for every inline script of an HTML document, as the browser hashes their text. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    // Browsers hash the parsed text, where the parser has already turned CRLF and CR into LF.
    ([, body]) => `sha256-${createHash("sha256").update(body.replace(/\r\n?/g, "\n"), "utf8").digest("base64")}`,
  );
}
