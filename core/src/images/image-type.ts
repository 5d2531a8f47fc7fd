import type { RasterImageType } from "../contract/image-types.ts";

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The file's own bytes decide its type: a name or a browser-sent content type is whatever the client says,
 * and serving a mislabelled file as an image is how stored-XSS through uploads happens.
 */
export function detectImageType(bytes: Uint8Array): RasterImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  // A RIFF container is also WAV or AVI: only the WEBP form with a VP8 chunk (lossy, lossless or extended) is one.
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBPVP8"), 8)) return "image/webp";
  return null;
}

/**
 * SVG is refused with its own message rather than as "not an image": users expect it to work, and it is
 * refused because it is a document that can run script, not because we failed to read it.
 */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "").trimStart();
  return head.startsWith("<") && /<svg[\s>/]/i.test(head);
}
