import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { templateById } from "./catalogue.ts";
import { templateIdFromUrl } from "./template-url.ts";

/**
 * A Pro template's page is served only with a short-lived access token for that template (`?ll_access=`), signed by
 * the server: the extraction worker adds it for a template page it was allowed to extract, the preview link adds
 * it for a signed-in Pro user. Anyone else (a visitor, a trial user's extraction under a host spelling we do not
 * recognise) gets the preview image, not the page.
 */
export const ACCESS_PARAM = "ll_access";
const TTL_MS = 10 * 60_000;

/** Without SESSION_SECRET (local runs) the key is per process: the local server signs and checks in one process. */
const processKey = randomBytes(32).toString("hex");
export const templateAccessKey = (sessionSecret: string | undefined) => sessionSecret ?? processKey;

const mac = (id: string, expires: number, key: string) => createHmac("sha256", key).update(`template:${id}:${expires}`).digest("base64url");

export function signTemplateAccess(id: string, key: string, now = Date.now()): string {
  const expires = now + TTL_MS;
  return `${expires}.${mac(id, expires, key)}`;
}

export function verifyTemplateAccess(id: string, token: string | undefined, key: string, now = Date.now()): boolean {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token ?? "");
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires < now) return false;
  const given = Buffer.from(match[2]);
  const wanted = Buffer.from(mac(id, expires, key));
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Whether the page at this path needs a token: any file under a Pro template's folder. */
export function proTemplateOfPath(pathname: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const id = /^\/+templates\/+([^/]+)(?:\/|$)/i.exec(path)?.[1].toLowerCase();
  return id && templateById(id)?.isPro ? id : null;
}

/** The address to fetch a Pro template page of ours at (with a token); any other address as it is. */
export function withTemplateAccess(url: string, appHosts: Iterable<string>, key: string, now = Date.now()): string {
  const id = templateIdFromUrl(url, appHosts);
  if (!id || !templateById(id)?.isPro) return url;
  const parsed = new URL(url);
  parsed.searchParams.set(ACCESS_PARAM, signTemplateAccess(id, key, now));
  return parsed.href;
}

/** Takes a token back out of text made from a page fetched with it (links resolved against its address). */
export function withoutTemplateAccess(text: string): string {
  return text
    .replace(/\?ll_access=\d+\.[\w-]{43}(?:&amp;|&)/g, "?")
    .replace(/(?:\?|&amp;|&)ll_access=\d+\.[\w-]{43}/g, "");
}
