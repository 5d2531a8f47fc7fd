/** The raster formats recognised from their bytes: what profile photos and layout images may be. */
export const RASTER_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export type RasterImageType = (typeof RASTER_IMAGE_TYPES)[number];

export const IMAGE_EXTENSIONS: Record<RasterImageType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
};
