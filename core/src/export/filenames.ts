import type { ExportFormat } from "../contract/export.ts";

/** The spec's default download names (section 7); light on purpose so the web app can import it. */
export const defaultFilenames: Record<ExportFormat, string> = {
  html: "layout.html",
  react: "ExportedLayout.jsx",
  vue: "ExportedLayout.vue",
  nextjs: "ExportedLayout.tsx",
  wordpress: "wordpress-template.php",
  wix: "wix-template.html",
  squarespace: "squarespace-template.html",
  zip: "layout-export.zip",
};
