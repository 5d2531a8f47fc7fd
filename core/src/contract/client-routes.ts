/** Every client-side route of the SPA (spec section 2); the server answers 200 for these and 404 for others. */
export const clientRoutePatterns = [
  /^\/$/,
  /^\/dashboard\/?$/,
  /^\/marketplace\/?$/,
  /^\/checkout\/?$/,
  /^\/subscription-selection\/?$/,
  /^\/settings\/?$/,
  /^\/teams\/?$/,
  /^\/integrations\/?$/,
  /^\/extract\/?$/,
  /^\/editor\/[^/]+\/?$/,
] as const;

export function isClientRoute(path: string): boolean {
  return clientRoutePatterns.some((re) => re.test(path));
}
