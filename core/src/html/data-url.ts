const utf8Length = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * How many bytes a `data:` URL carries: the decoded payload, which is what the file would weigh on disk (its
 * base64 text is a third larger). Null when the text is not a well-formed data URL.
 */
export function dataUrlByteSize(url: string): number | null {
  const match = /^data:([^,]*),([\s\S]*)$/i.exec(url.trim());
  if (!match) return null;
  const [, meta, payload] = match;
  if (/;\s*base64\s*$/i.test(meta)) {
    // Browsers skip whitespace inside base64, and percent-escaped padding is still padding.
    const text = payload.replace(/%3D/gi, "=").replace(/\s/g, "");
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
    const body = text.replace(/=+$/, "");
    if (body.length % 4 === 1) return null;
    return Math.floor((body.length * 3) / 4);
  }
  // Each %XX escape is one byte; any other character is its UTF-8 bytes (a bare % is taken literally, as browsers do).
  let bytes = 0;
  for (let i = 0; i < payload.length; ) {
    if (payload[i] === "%" && /^[0-9a-f]{2}$/i.test(payload.slice(i + 1, i + 3))) {
      bytes += 1;
      i += 3;
      continue;
    }
    const codePoint = payload.codePointAt(i)!;
    bytes += utf8Length(codePoint);
    i += codePoint > 0xffff ? 2 : 1;
  }
  return bytes;
}

/** The bytes and media type a `data:` URL carries, or null when it is not well formed. */
export function decodeDataUrl(url: string): { body: Uint8Array; contentType: string } | null {
  const match = /^data:([^,]*),([\s\S]*)$/i.exec(url.trim());
  if (!match) return null;
  const [, meta, payload] = match;
  const contentType = (meta.split(";")[0] || "text/plain").trim().toLowerCase();
  if (/;\s*base64\s*$/i.test(meta)) {
    const text = payload.replace(/%3D/gi, "=").replace(/\s/g, "");
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
    return { body: new Uint8Array(Buffer.from(text, "base64")), contentType };
  }
  try {
    return { body: new TextEncoder().encode(decodeURIComponent(payload)), contentType };
  } catch {
    return null;
  }
}
