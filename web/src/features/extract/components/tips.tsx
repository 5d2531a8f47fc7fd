import { Lightbulb } from "lucide-react";
import { URL_EXAMPLE } from "@layoutlift/core/contract/extract-url";

export function Tips() {
  return (
    <aside aria-labelledby="tips-heading" className="rounded-xl border bg-muted/40 p-5">
      <h2 id="tips-heading" className="flex items-center gap-2 text-sm font-semibold">
        <Lightbulb className="size-4 text-amber-500" aria-hidden="true" /> Tips for best results
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
        <li>Use publicly accessible URLs — pages behind a login cannot be analyzed.</li>
        <li>Enter the complete URL, including {URL_EXAMPLE.split("//")[0]}// (e.g., {URL_EXAMPLE}).</li>
        <li>Modern, well-structured sites give the best results.</li>
      </ul>
    </aside>
  );
}
