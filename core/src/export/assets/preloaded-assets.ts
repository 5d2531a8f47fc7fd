/** Files handed to the export thread by absolute URL (plain data: it is copied into the thread), answered without a request. */
export type PreloadedAssets = Record<string, { body: Uint8Array; contentType: string }>;
