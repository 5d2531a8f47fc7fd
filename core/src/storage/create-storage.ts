import { join, resolve } from "node:path";
import type { Config } from "../config.ts";
import { createFsStorage } from "./fs-storage.ts";
import type { ObjectStorage } from "./storage.ts";

/** Screenshots and avatars share one bucket; exports (large, short-lived) get their own when configured. */
export async function createStorage(config: Config): Promise<{ screenshots: ObjectStorage; exports: ObjectStorage }> {
  if (config.S3_BUCKET_SCREENSHOTS) {
    const { createS3Storage } = await import("./s3-storage.ts");
    const screenshots = createS3Storage(config.S3_BUCKET_SCREENSHOTS);
    const exports = config.S3_BUCKET_EXPORTS ? createS3Storage(config.S3_BUCKET_EXPORTS) : screenshots;
    return { screenshots, exports };
  }
  const root = join(resolve(config.DATA_DIR), "objects");
  return { screenshots: createFsStorage(join(root, "screenshots")), exports: createFsStorage(join(root, "exports")) };
}
