import { PNG } from "pngjs";

/** A real PNG file of one opaque colour: what uploads, avatars and screenshots are tested with. */
export function solidPng(width = 4, height = 4, rgb: [number, number, number] = [180, 180, 180]): Uint8Array {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([...rgb, 255], i);
  return new Uint8Array(PNG.sync.write(png));
}
