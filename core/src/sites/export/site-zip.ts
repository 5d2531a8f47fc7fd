import { strToU8, zipSync, type Zippable } from "fflate";
import { stripControlCharacters } from "../../html/control-characters.ts";
import type { SiteFiles } from "./static-site.ts";

/** The files as one zip: text compressed lightly, images and fonts stored (they are compressed already). */
export function zipSiteFiles(files: SiteFiles): Uint8Array {
  const entries: Zippable = {};
  for (const [path, body] of Object.entries(files)) {
    entries[path] = typeof body === "string" ? [strToU8(stripControlCharacters(body)), { level: 1 }] : [body, { level: 0 }];
  }
  return zipSync(entries, { mtime: new Date("2024-01-01T00:00:00Z") });
}
