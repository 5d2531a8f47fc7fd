import { classSelector } from "@layoutlift/core/css/class-selector";
import { useWinningRule } from "../hooks/use-winning-rule";
import { describeMedia } from "../lib/describe-media";
import { getElement } from "../state/document/edit-node";
import { useEditor } from "../state/editor-store";
import { breakpointFor } from "../state/styles/breakpoints";
import { ownClass } from "../state/styles/class-usage";
import { mediaQueryFor } from "../state/styles/css-rules";
import { ruleTarget } from "../state/styles/outrank";
import type { StyleScope } from "../state/styles/style-scope";

const label = (property: string) => property.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`).replace(/^./, (c) => c.toUpperCase());

/**
 * Which rule draws the property now and where an edit of it will go, so a designer never types into a field that
 * silently does nothing: "Font size: `header.masthead .site-heading h1` wins at ≥ 992 px · Edits go into
 * `header.masthead .site-heading h1.title-3` at ≥ 992 px".
 */
export function RuleSource({ id, property, scope }: { id: string; property: string; scope: StyleScope }) {
  const winner = useWinningRule(id, property);
  const className = useEditor((s) => {
    if (scope.kind === "class") return scope.className;
    const el = getElement(s.doc, id);
    return el ? ownClass(s.doc, el) : null;
  });
  // Primitive selections only: a selector answering a new object each time would re-render without end.
  const device = useEditor((s) => s.device);
  const desktopWidth = useEditor((s) => s.desktopWidth);
  const css = useEditor((s) => s.doc.css);
  const breakpoint = breakpointFor(device, desktopWidth);
  // The selector set-property writes to, escaped the same way.
  const own = className ? classSelector(className) : null;
  const target = own && className ? ruleTarget(own, className, winner) : null;
  const where = breakpoint ? `on ${breakpoint.device} (${describeMedia(mediaQueryFor(css, breakpoint))})` : describeMedia(target?.media ?? null);
  return (
    <div className="grid gap-1 rounded-md bg-muted/50 p-2 text-xs text-muted-foreground" data-testid="rule-source" aria-live="polite">
      <p>
        <span className="font-medium text-foreground">{label(property)}:</span>{" "}
        {winner ? (
          <>
            <code className="break-all text-foreground">{winner.selector}</code> wins {describeMedia(winner.media)}
            {winner.important && " (!important)"}
          </>
        ) : (
          "inherited or the browser's default"
        )}
      </p>
      <p>
        Edits go into <code className="break-all text-foreground">{target?.selector ?? "a class of its own"}</code> {where}
      </p>
    </div>
  );
}
