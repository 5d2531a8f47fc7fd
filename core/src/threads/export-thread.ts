import { exportLayout, type ExportedFile, type ExportInput } from "../export/export-layout.ts";
import { serverAssetFetcher, type AssetFetchPolicy } from "../export/assets/server-asset-fetcher.ts";
import type { PreloadedAssets } from "../export/assets/preloaded-assets.ts";
import type { ExportFormat } from "../contract/export.ts";
import { serveThreadTasks } from "./thread-side.ts";

export interface ExportTask {
  format: ExportFormat;
  input: ExportInput;
  /** How the zip downloads images; null keeps them remote. */
  assets: AssetFetchPolicy | null;
  /** Files the zip packs without downloading them (our own uploaded images), by absolute URL. */
  preloaded?: PreloadedAssets;
}

// The export thread: parses, sanitizes and prints one layout (exportLayout) off the request thread.
serveThreadTasks<ExportTask, ExportedFile>(async ({ format, input, assets, preloaded }) => {
  const file = await exportLayout(format, input, assets ? { fetchAsset: serverAssetFetcher(assets, preloaded) } : {});
  const body = file.body.byteOffset === 0 && file.body.byteLength === file.body.buffer.byteLength ? file.body : file.body.slice();
  return { result: { ...file, body }, transfer: [body.buffer as ArrayBuffer] };
});
