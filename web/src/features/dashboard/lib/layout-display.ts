import type { LayoutSummary } from "@layoutlift/core/contract/layouts";

const FRAMEWORK_LABELS: Record<string, string> = { html: "HTML", react: "React", vue: "Vue", nextjs: "Next.js" };

/** Spec section 3: a layout without a framework is shown as HTML. */
export const frameworkLabel = (framework: LayoutSummary["framework"]) => FRAMEWORK_LABELS[framework ?? "html"] ?? "HTML";

export function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, "");
  } catch {
    return url;
  }
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}

/**
 * Extractions started in the viewer's current calendar month; failed ones gave their allowance back and copies
 * made with Duplicate were never extracted, so both are left out.
 */
export function countThisMonth(layouts: Pick<LayoutSummary, "createdAt" | "status" | "copiedFrom">[], now = new Date()): number {
  return layouts.filter((l) => {
    const d = new Date(l.createdAt);
    return l.status !== "failed" && !l.copiedFrom && d.getFullYear() === now.getFullYear() && d.getMonth() === now.getMonth();
  }).length;
}

export const monthName = (now = new Date()) => now.toLocaleDateString(undefined, { month: "long" });
