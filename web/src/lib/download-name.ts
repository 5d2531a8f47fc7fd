/**
 * The file name a download answer gives in its Content-Disposition (RFC 6266: `filename*` first, then `filename`),
 * or `fallback` when the header is missing or unreadable. The API always names its files; the fallback only guards
 * a header stripped on the way.
 */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (disposition) {
    const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
    if (star) {
      try {
        return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ""));
      } catch {
        /* fall through to the plain name */
      }
    }
    const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
    if (plain) return plain[1].trim();
  }
  return fallback;
}
