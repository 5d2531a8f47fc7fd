/**
 * Recognises class names that a build tool or CSS-in-JS library generated (hashes nobody would write by hand) and
 * the readable part some of them carry (`Button_root__x1y2` → `button-root`, emotion's `css-1x2y3z-Card` → `card`).
 */
export interface ClassVerdict {
  generated: boolean;
  /** Readable words recovered from a generated name, kebab-cased. */
  hint?: string;
}

export function classifyClassName(name: string): ClassVerdict {
  if (/^ll-(style|fix)-\d+$/.test(name)) return { generated: true };
  let m = /^css-[a-z0-9]{4,}(?:-(.+))?$/i.exec(name);
  if (m) return { generated: true, hint: m[1] ? kebab(m[1]) : undefined };
  if (/^(sc|jsx|svelte|emotion|tw|astro)-[\w-]+$/i.test(name) && /\d|[A-Z]/.test(name.slice(3))) return { generated: true };
  // styled-components' per-component ids (`sc-bkblbc`) are all lower-case letters as often as not.
  if (/^sc-[a-zA-Z0-9]{5,10}$/.test(name)) return { generated: true };
  m = /^([A-Za-z][A-Za-z0-9]*)[_-]module--([A-Za-z][\w-]*?)--[\w-]{4,}$/.exec(name);
  if (m) return { generated: true, hint: kebab(m[2]) };
  m = /^([A-Za-z][A-Za-z0-9-]*)_([A-Za-z][A-Za-z0-9-]*?)__[\w-]{4,}$/.exec(name);
  if (m) return { generated: true, hint: joinHint(kebab(m[1]), kebab(m[2])) };
  if (looksLikeHash(name.replace(/^_+/, ""))) return { generated: true };
  const bare = name.replace(/[-_]/g, "");
  if (bare !== name && bare.length >= 5 && bare.length <= 8 && looksLikeHash(bare)) return { generated: true };
  // Five or more letters without a vowel are not a word (bxkfz).
  if (/^[a-z]{5,}$/i.test(name) && !/[aeiouy]/i.test(name)) return { generated: true };
  const segments = name.split(/[-_]+/).filter(Boolean);
  if (segments.length > 1 && segments.some(looksLikeHash)) {
    const words = segments.filter((s) => !looksLikeHash(s) && /^[a-z]{2,}$/i.test(s));
    return { generated: true, hint: words.length ? kebab(words.join("-")) : undefined };
  }
  return { generated: false };
}

/** A token that is a hash: digits mixed into letters, or random mixed case. */
export function looksLikeHash(token: string): boolean {
  if (token.length < 5) return false;
  const digits = (token.match(/\d/g) ?? []).length;
  const letters = (token.match(/[a-z]/gi) ?? []).length;
  if (digits + letters !== token.length) return false;
  if (digits >= 2 && letters >= 2 && !/^[a-z]+\d{1,4}$/i.test(token)) return true;
  if (digits === 0 && token.length <= 8) {
    const uppers = (token.match(/[A-Z]/g) ?? []).length;
    const wordy = /^[a-z]{2,}([A-Z][a-z]{2,})+$/.test(token) || /^([A-Z][a-z]{2,})+$/.test(token) || /^[A-Z]+$/.test(token);
    if (uppers >= 2 && !wordy) return true;
  }
  return false;
}

export function kebab(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/[^a-zA-Z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();
}

function joinHint(file: string, local: string): string {
  // `Button_button` and `Card_root` read better as `button` and `card`.
  if (local === file || /^(root|container|wrapper|main|base)$/.test(local)) return file;
  return local.startsWith(file) ? local : `${file}-${local}`;
}
