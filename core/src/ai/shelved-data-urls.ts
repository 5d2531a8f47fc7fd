/**
 * Embedded files (`data:` URLs) stand aside while a model edits the layout: a drawn chart is an SVG image of a few
 * hundred KB in base64, which a model would have to read and echo back character for character (and a single changed
 * character breaks the picture). The model sees a short reference in its place, and the reply gets the file back
 * wherever the reference still stands. Short ones (an icon) stay: the model may mean to change them.
 */
const LONG_DATA_URL = /data:[a-z]+\/[a-z0-9.+-]+(?:;[a-z0-9=.+-]+)*,[^\s"'()<>]{1024,}/gi;
const REFERENCE = /data:application\/x-layoutlift-embedded,(\d+)/g;

export interface ShelvedDataUrls {
  html: string;
  css: string;
  /** The text with every reference the model kept replaced by its file again. */
  restore(text: string): string;
}

export function shelveDataUrls(html: string, css: string): ShelvedDataUrls {
  const shelved: string[] = [];
  const known = new Map<string, number>();
  const shelve = (text: string) =>
    text.replace(LONG_DATA_URL, (url) => {
      let index = known.get(url);
      if (index === undefined) {
        index = shelved.push(url) - 1;
        known.set(url, index);
      }
      return `data:application/x-layoutlift-embedded,${index}`;
    });
  return {
    html: shelve(html),
    css: shelve(css),
    restore: (text) => text.replace(REFERENCE, (reference, index: string) => shelved[Number(index)] ?? reference),
  };
}
