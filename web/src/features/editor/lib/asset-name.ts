const MIME_EXTENSIONS: Record<string, string> = { "image/svg+xml": "svg", "image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp", "image/avif": "avif" };

/** "PNG" for image/png: how the panel names a type the server reported for a URL without an extension. */
export function typeOfMime(mime: string): string {
  const type = mime.split(";")[0].trim().toLowerCase();
  return (MIME_EXTENSIONS[type] ?? type.split("/")[1] ?? "image").toUpperCase();
}

/**
 * What the Assets panel calls an image: its file name (decoded) and type. An embedded `data:` image has no file
 * name, so it is named by its type instead of showing the start of its encoded bytes.
 */
export function assetFile(src: string): { name: string; type: string } {
  const data = /^data:([^;,]+)/i.exec(src);
  if (data) {
    const mime = data[1].toLowerCase();
    const ext = MIME_EXTENSIONS[mime] ?? mime.split("/")[1] ?? "image";
    return { name: `embedded.${ext}`, type: ext.toUpperCase() };
  }
  let path = src;
  try {
    path = new URL(src, "https://layout.invalid/").pathname;
  } catch {
    /* keep the raw text */
  }
  const last = path.split("/").filter(Boolean).pop() ?? "";
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    /* keep it encoded */
  }
  const ext = /\.([a-z0-9]{2,5})$/i.exec(name)?.[1];
  return { name: name || "image", type: ext ? ext.toUpperCase() : "Image" };
}
