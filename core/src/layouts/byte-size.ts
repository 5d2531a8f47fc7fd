const UNITS = ["KB", "MB", "GB"] as const;

/**
 * A file size as the Assets panel shows it: "512 B", "8.4 KB", "84 KB", "1.2 MB" (binary units, as the upload
 * limit is counted). An unknown size is "—": a guess would be worse than saying nothing.
 */
export function formatByteSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return "—";
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  // One decimal while it still says something (8.4 KB); whole numbers from 10 up (84 KB, not 84.3 KB).
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  // 1023.6 KB rounds to "1024 KB": say "1 MB" instead.
  if (rounded >= 1024 && unit < UNITS.length - 1) return `1 ${UNITS[unit + 1]}`;
  return `${rounded} ${UNITS[unit]}`;
}
