/**
 * `srcset` candidates as the HTML spec's parser splits them: URLs end at whitespace (a URL ending in commas has no
 * descriptors), descriptors end at a comma outside parentheses. Used to judge and rewrite each URL of the list.
 */
export interface SrcsetCandidate {
  url: string;
  descriptor: string;
}

const WHITESPACE = /[\t\n\f\r ]/;

export function parseSrcset(value: string): SrcsetCandidate[] {
  const out: SrcsetCandidate[] = [];
  let i = 0;
  while (i < value.length) {
    while (i < value.length && (WHITESPACE.test(value[i]) || value[i] === ",")) i++;
    if (i >= value.length) break;
    const start = i;
    while (i < value.length && !WHITESPACE.test(value[i])) i++;
    let url = value.slice(start, i);
    let descriptor = "";
    if (url.endsWith(",")) url = url.replace(/,+$/, "");
    else {
      const from = i;
      let depth = 0;
      for (; i < value.length; i++) {
        const ch = value[i];
        if (ch === "(") depth++;
        else if (ch === ")") depth = Math.max(0, depth - 1);
        else if (ch === "," && depth === 0) break;
      }
      descriptor = value.slice(from, i).trim();
      i++;
    }
    if (url) out.push({ url, descriptor });
  }
  return out;
}

export function serializeSrcset(candidates: SrcsetCandidate[]): string {
  return candidates.map((c) => (c.descriptor ? `${c.url} ${c.descriptor}` : c.url)).join(", ");
}
