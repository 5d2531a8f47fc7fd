import { exportLayout, type ExportedFile, type ExportInput } from "../export/export-layout.ts";
import { serverAssetFetcher, type AssetFetchPolicy } from "../export/server-asset-fetcher.ts";
import type { ExportFormat } from "../plans/plans.ts";
import { serveThreadTasks } from "./thread-side.ts";

export interface ExportTask {
  format: ExportFormat;
  input: ExportInput;
  /** How the zip downloads images; null keeps them remote. */
  assets: AssetFetchPolicy | null;
}

// The export thread: parses, sanitizes and prints one layout (exportLayout) off the request thread.
serveThreadTasks<ExportTask, ExportedFile>(async ({ format, input, assets }) => {
  const file = await exportLayout(format, input, assets ? { fetchAsset: serverAssetFetcher(assets) } : {});
  const body = file.body.byteOffset === 0 && file.body.byteLength === file.body.buffer.byteLength ? file.body : file.body.slice();
  return { result: { ...file, body }, transfer: [body.buffer as ArrayBuffer] };
});
