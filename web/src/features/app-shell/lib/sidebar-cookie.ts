/** The sidebar's open state survives reloads in a cookie (spec: `sidebar_state`, kept for 7 days). */
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;

export function readSidebarCookie(cookie: string = document.cookie): boolean {
  const match = cookie.split(/;\s*/).find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  // No cookie yet: the sidebar starts open, as a first visit should show where things are.
  return match ? match.slice(SIDEBAR_COOKIE.length + 1) !== "false" : true;
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}
