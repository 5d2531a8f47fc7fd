import type { AvatarType } from "../api/account.ts";

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

/**
 * The file's own bytes decide its type: a name or a browser-sent content type is whatever the client says,
 * and serving a mislabelled file as an image is how stored-XSS through uploads happens.
 */
export function detectImageType(bytes: Uint8Array): AvatarType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  const gif = String.fromCharCode(...bytes.subarray(0, 6));
  if (gif === "GIF87a" || gif === "GIF89a") return "image/gif";
  return null;
}

export const IMAGE_EXTENSIONS: Record<AvatarType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
};
