import { useCallback, useRef, useState, type ChangeEvent } from "react";
import { RASTER_IMAGE_TYPES } from "@layoutlift/core/contract/image-types";
import { LAYOUT_ASSET_MAX_BYTES, LAYOUT_ASSET_TOO_LARGE_MESSAGE } from "@layoutlift/core/contract/layout-assets";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useUploadLayoutAsset } from "../api/layout-assets";
import { useDispatch, useEditor } from "../state/editor-store";

/** The file picker offers what the server accepts; SVG is left out on purpose (the server explains why if forced). */
export const ACCEPTED_IMAGE_TYPES = RASTER_IMAGE_TYPES.join(",");

/** What is being uploaded: a new image, or a replacement for every image showing `src`. */
export type UploadTarget = { kind: "new" } | { kind: "replace"; src: string };

/**
 * The Assets panel's Upload and Replace: one hidden file input, the upload, then one editor action (insert the
 * image, or point every use of the old one at the new file), so Undo takes it back in one step.
 */
export function useAssetUpload() {
  const layoutId = useEditor((s) => s.layoutId);
  const dispatch = useDispatch();
  const upload = useUploadLayoutAsset(layoutId ?? "");
  const inputRef = useRef<HTMLInputElement>(null);
  const target = useRef<UploadTarget>({ kind: "new" });
  const [busy, setBusy] = useState<UploadTarget | null>(null);

  const choose = useCallback((next: UploadTarget) => {
    target.current = next;
    inputRef.current?.click();
  }, []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = "";
    const chosen = target.current;
    if (!file || !layoutId) return;
    const failed = chosen.kind === "replace" ? "Replace failed" : "Upload failed";
    // The server checks too; this only saves uploading an obviously oversized file.
    if (file.size > LAYOUT_ASSET_MAX_BYTES) {
      toast.error(failed, { description: LAYOUT_ASSET_TOO_LARGE_MESSAGE });
      return;
    }
    setBusy(chosen);
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        dispatch(chosen.kind === "replace" ? { type: "replaceImage", from: chosen.src, to: url } : { type: "insertElement", kind: "image", src: url });
      },
      onError: (err) => toast.error(failed, { description: err instanceof ApiError ? err.serverMessage : err.message }),
      onSettled: () => setBusy(null),
    });
  };

  return {
    choose,
    busy,
    input: { ref: inputRef, type: "file" as const, accept: ACCEPTED_IMAGE_TYPES, hidden: true, onChange },
  };
}
