/**
 * Whether a declaration value read from a `style` attribute stays a value of its own once written into a
 * stylesheet. Chromium drops a style attribute's declaration that holds a bad string (a quoted string broken by a
 * raw newline) or a bad url (`url(data:image/svg+xml;utf8,<svg xmlns='…'>…)`: quotes or spaces in an unquoted url),
 * or whose brackets do not close; the damage ends with the attribute. In a stylesheet the same text runs on into
 * the next rules (a data: SVG the page never showed can swallow the icons after it), so such a value is dropped as
 * the browser dropped it. Tokenised as CSS Syntax Level 3 does (strings, escapes, comments, url tokens, blocks).
 */
export function staysInItsDeclaration(value: string): boolean {
  const closers: string[] = [];
  const pairs: Record<string, string> = { "(": ")", "[": "]", "{": "}" };
  let i = 0;
  const n = value.length;
  const newline = (c: string) => c === "\n" || c === "\r" || c === "\f";
  while (i < n) {
    const c = value[i];
    if (c === "/" && value[i + 1] === "*") {
      const end = value.indexOf("*/", i + 2);
      if (end < 0) return false;
      i = end + 2;
    } else if (c === '"' || c === "'") {
      i++;
      for (;;) {
        if (i >= n) return false;
        const s = value[i];
        if (s === c) break;
        if (newline(s)) return false;
        i += s === "\\" ? 2 : 1;
      }
      i++;
    } else if (c === "\\") {
      if (i + 1 < n && newline(value[i + 1])) return false;
      i += 2;
    } else if ((c === "u" || c === "U") && /^url\(/i.test(value.slice(i, i + 4)) && !/[\w-]/.test(value[i - 1] ?? "")) {
      let j = i + 4;
      while (j < n && /\s/.test(value[j])) j++;
      if (value[j] === '"' || value[j] === "'") {
        // url("…") is a function holding a string: tokenised as such.
        closers.push(")");
        i = i + 4;
        continue;
      }
      for (;;) {
        if (j >= n) return false;
        const u = value[j];
        if (u === ")") break;
        if (/\s/.test(u)) {
          while (j < n && /\s/.test(value[j])) j++;
          if (value[j] !== ")") return false;
          break;
        }
        if (u === '"' || u === "'" || u === "(" || /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(u)) return false;
        if (u === "\\") {
          if (j + 1 >= n || newline(value[j + 1])) return false;
          j += 2;
        } else j++;
      }
      i = j + 1;
    } else if (c in pairs) {
      closers.push(pairs[c]);
      i++;
    } else if (c === ")" || c === "]" || c === "}") {
      if (closers.pop() !== c) return false;
      i++;
    } else if (c === ";") {
      // A separator outside any bracket ends the declaration early: the rest would become declarations of its own.
      if (!closers.length) return false;
      i++;
    } else i++;
  }
  return closers.length === 0;
}
