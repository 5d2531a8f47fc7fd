import { useId } from "react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useEditor } from "../state/editor-store";
import { breakpointFor } from "../state/styles/breakpoints";
import { classCounts } from "../state/styles/class-usage";
import { mediaQueryFor } from "../state/styles/css-rules";
import type { StyleScope } from "../state/styles/style-scope";

const ELEMENT_VALUE = "__element__";

export function scopeValue(scope: StyleScope): string {
  return scope.kind === "class" ? scope.className : ELEMENT_VALUE;
}

/**
 * Which rule the fields edit: one of the element's classes (with how many elements share it) or this element
 * alone; and, on Tablet or Mobile, the media block the edits land in.
 */
export function StyleTargetPicker({ classes, scope, onChange }: { classes: string[]; scope: StyleScope; onChange: (scope: StyleScope) => void }) {
  const id = useId();
  const counts = useEditor((s) => classCounts(s.doc));
  const device = useEditor((s) => s.device);
  const query = useEditor((s) => {
    const breakpoint = breakpointFor(s.device, s.desktopWidth);
    return breakpoint ? mediaQueryFor(s.doc.css, breakpoint) : null;
  });
  return (
    <div className="grid gap-1" data-testid="style-target">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        Style applies to
      </Label>
      <Select value={scopeValue(scope)} onValueChange={(v) => onChange(v === ELEMENT_VALUE ? { kind: "element" } : { kind: "class", className: v })}>
        <SelectTrigger id={id} size="sm" className="w-full text-xs" aria-label="Style applies to">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {classes.map((name) => {
            const count = counts.get(name) ?? 1;
            return (
              <SelectItem key={name} value={name}>
                .{name} ({count} {count === 1 ? "element" : "elements"})
              </SelectItem>
            );
          })}
          <SelectItem value={ELEMENT_VALUE}>This element only</SelectItem>
        </SelectContent>
      </Select>
      {query && (
        <p className="text-xs text-muted-foreground" data-testid="style-breakpoint">
          {device === "tablet" ? "Tablet" : "Mobile"} edits go into <code className="rounded bg-muted px-1">@media {query}</code>
        </p>
      )}
    </div>
  );
}
