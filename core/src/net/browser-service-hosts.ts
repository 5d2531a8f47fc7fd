/**
 * Hosts Chromium itself calls in the background: component and on-demand model updates, sign-in account checks,
 * network time, autofill, safe browsing, optimization hints. Launch flags stop most of it, but some (the
 * on-demand Optimization Guide manifest on update.googleapis.com, ListAccounts on accounts.google.com) ignore
 * every flag, so the egress proxy refuses these names outright, before any lookup, and none of it leaves.
 */
const SERVICE_HOSTS = new Set([
  "update.googleapis.com",
  "accounts.google.com",
  "clients1.google.com",
  "clients2.google.com",
  "clients4.google.com",
  "clientservices.googleapis.com",
  "content-autofill.googleapis.com",
  "safebrowsing.googleapis.com",
  "sb-ssl.google.com",
  "optimizationguide-pa.googleapis.com",
  "edgedl.me.gvt1.com",
  "redirector.gvt1.com",
  "android.clients.google.com",
  "chromewebstore.googleapis.com",
]);

export const BROWSER_SERVICE_MESSAGE = "The browser's own background traffic does not leave our servers";

export function isBrowserServiceHost(host: string): boolean {
  return SERVICE_HOSTS.has(host.toLowerCase().replace(/\.$/, ""));
}
