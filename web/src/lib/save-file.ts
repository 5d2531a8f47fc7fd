/** Hands bytes to the browser's download manager through a temporary object URL. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // A large zip may still be read after click(); revoking too early cancels the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves text as a file (no server round-trip for the demo). */
export function saveTextFile(filename: string, text: string, type: string): void {
  saveBlob(new Blob([text], { type }), filename);
}

/** Clipboard API first; the hidden-textarea fallback covers browsers that refuse it outside a user gesture. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    if (!ok) throw new Error("Copy failed");
  }
}
