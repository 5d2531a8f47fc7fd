/** What Ctrl/Cmd+C copied: the selected elements as saved HTML, so pasting goes through the same parser as loading. */
export interface ClipboardSlice {
  clipboard: string | null;
}

export const initialClipboardSlice: ClipboardSlice = { clipboard: null };
