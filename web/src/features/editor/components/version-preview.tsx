import { useMemo } from "react";
import { cn } from "@/lib/utils";
import { escapeStyleElementText } from "@layoutlift/core/html/raw-text";
import { parseLayout } from "../state/document/parse-layout";
import { serializeLayout } from "../state/document/serialize-layout";

/**
 * A saved version drawn as it was, after the same active-content policy the editor applies on load, in an iframe
 * where nothing could run anyway (no allow-scripts, no same origin).
 */
export function VersionPreview({ html, css, className }: { html: string; css: string; className?: string }) {
  const doc = useMemo(() => {
    const body = serializeLayout(parseLayout(html, css), "export");
    return `<!doctype html><html><head><meta charset="utf-8"><style>${escapeStyleElementText(css)}</style></head><body>${body}</body></html>`;
  }, [html, css]);
  return <iframe title="Version preview" sandbox="" srcDoc={doc} className={cn("h-64 w-full rounded-md border bg-white", className)} />;
}
