const MIME_EXTENSIONS: Record<string, string> = { "image/svg+xml": "svg", "image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp", "image/avif": "avif" };

/** "PNG" for image/png: how the panel names a type the server reported for a URL without an extension. */
export function typeOfMime(mime: string): string {
  const type = mime.split(";")[0].trim().toLowerCase();
  return (MIME_EXTENSIONS[type] ?? type.split("/")[1] ?? "image").toUpperCase();
}

/** The folders and file name of an address, decoded (`/img/team/1.jpg` → ["img", "team", "1.jpg"]). */
function pathSegments(src: string): string[] {
  let path = src;
  try {
    path = new URL(src, "https://layout.invalid/").pathname;
  } catch {
    /* keep the raw text */
  }
  return path
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** Our uploads are `<128 random bits>-<the uploader's file name>.<ext>`: show the uploader's name. */
function uploadedName(name: string): string {
  const named = /^[0-9a-f]{32}-(.+)$/.exec(name);
  if (named) return named[1];
  const unnamed = /^[0-9a-f]{32}(\.[a-z]+)$/.exec(name);
  return unnamed ? `upload${unnamed[1]}` : name;
}

/**
 * What the Assets panel calls each image when several share a file name (`1.jpg` in three folders): the name
 * with as many parent folders as tell them apart (`portfolio/1.jpg`, `team/1.jpg`), numbered when nothing does.
 */
export function distinctAssetNames(srcs: readonly string[]): Map<string, string> {
  const entries = [...new Set(srcs)].map((src) => {
    const segments = src.startsWith("data:") ? [assetFile(src).name] : pathSegments(src);
    return { src, segments, depth: 1, name: assetFile(src).name };
  });
  for (let round = 0; round < 8; round++) {
    const groups = new Map<string, typeof entries>();
    for (const e of entries) groups.set(e.name, [...(groups.get(e.name) ?? []), e]);
    let changed = false;
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      for (const e of group) {
        if (e.depth >= e.segments.length) continue;
        e.depth++;
        e.name = [...e.segments.slice(-e.depth, -1), assetFile(e.src).name].join("/");
        changed = true;
      }
    }
    if (!changed) break;
  }
  const seen = new Map<string, number>();
  return new Map(
    entries.map((e) => {
      const n = (seen.get(e.name) ?? 0) + 1;
      seen.set(e.name, n);
      return [e.src, n === 1 ? e.name : `${e.name} (${n})`];
    }),
  );
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
  const name = uploadedName(pathSegments(src).pop() ?? "");
  const ext = /\.([a-z0-9]{2,5})$/i.exec(name)?.[1];
  return { name: name || "image", type: ext ? ext.toUpperCase() : "Image" };
}
