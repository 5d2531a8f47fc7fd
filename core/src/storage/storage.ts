/** Object storage for screenshots, avatars and export assets: the filesystem locally, S3 when deployed. */
export interface StoredObject {
  body: Uint8Array;
  contentType: string;
}

export interface ObjectStorage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (a folder: it ends with `/`), e.g. one layout's uploads. */
  deletePrefix(prefix: string): Promise<void>;
}

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9._\-/]{0,400}$/;

/** Keys come from our own code, but a key with `..` must never escape the storage root. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split("/").some((part) => part === ".." || part === "." || part === "")) {
    throw new Error(`Unsafe object key: ${key}`);
  }
}

/** A folder prefix such as `layout-assets/<id>/`: a safe key ending in `/`, so it cannot reach beyond its folder. */
export function assertSafePrefix(prefix: string): void {
  if (!prefix.endsWith("/")) throw new Error(`Unsafe object prefix: ${prefix}`);
  assertSafeKey(prefix.slice(0, -1));
}
