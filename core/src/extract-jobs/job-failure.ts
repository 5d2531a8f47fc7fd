import type { EgressProxy } from "../net/egress-proxy.ts";

export const GENERIC_FAILURE = "Failed to extract layout. Please try again.";


/** Chromium gives up after 20 redirects; walking a few more hops covers it, and a loop ends at the first repeat. */
const MAX_REDIRECT_HOPS = 30;

/**
 * When the browser was refused on the page's own document chain (the address or one of its redirects), that is the
 * real reason the extraction failed or showed the proxy's refusal page; stray refused sub-resources are not.
 */
export function documentChainDenial(proxy: EgressProxy, startUrl: string): string | null {
  const chain: URL[] = [];
  let current: string | undefined = startUrl;
  const seen = new Set<string>();
  while (current && !seen.has(current) && chain.length < MAX_REDIRECT_HOPS) {
    seen.add(current);
    try {
      chain.push(new URL(current));
    } catch {
      break;
    }
    current = proxy.redirects().get(current);
  }
  for (const denial of proxy.denials()) {
    for (const url of chain) {
      const port = url.port || (url.protocol === "https:" ? "443" : "80");
      const authority = `${url.hostname}:${port}`;
      if (denial.target === url.href || denial.target === authority) {
        return url.href === startUrl
          ? `${denial.reason}.`
          : `This page redirects to an address LayoutLift does not open: ${denial.reason.charAt(0).toLowerCase()}${denial.reason.slice(1)}.`;
      }
    }
  }
  return null;
}
