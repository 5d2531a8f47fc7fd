import type { LayoutVersionSummary } from "@layoutlift/core/contract/layout-versions";

/** How a version is called in lists, dialogs and toasts: its number, then the name the user gave it. */
export function versionName(v: Pick<LayoutVersionSummary, "version" | "label" | "original">): string {
  const name = v.original ? "Original extraction" : v.label;
  return name ? `Version ${v.version} · ${name}` : `Version ${v.version}`;
}
