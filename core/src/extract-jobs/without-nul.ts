/**
 * A page's script can put U+0000 in its title or text, and Postgres text and jsonb refuse it: the saved copy shows
 * U+FFFD in its place, as an HTML parser would, instead of the whole extraction failing at the last step.
 */
export function withoutNul<T>(value: T): T {
  if (typeof value === "string") return (value.includes("\u0000") ? value.replaceAll("\u0000", "\uFFFD") : value) as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [withoutNul(k), withoutNul(v)])) as T;
  }
  return value;
}
