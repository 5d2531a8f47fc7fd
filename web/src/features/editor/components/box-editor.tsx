import { PropertyInput } from "./property-input";
import { pxNumber } from "../lib/css-values";

const SIDES = ["Top", "Right", "Bottom", "Left"] as const;

interface BoxEditorProps {
  kind: "padding" | "margin";
  values: Record<(typeof SIDES)[number], string>;
  onChange: (property: string, value: string) => void;
}

/** Four px fields around a box, like the browser devtools' box model. */
export function BoxEditor({ kind, values, onChange }: BoxEditorProps) {
  const title = kind === "padding" ? "Padding" : "Margin";
  const field = (side: (typeof SIDES)[number], className: string) => (
    <PropertyInput
      className={className}
      label={`${title} ${side.toLowerCase()}`}
      hideLabel
      type="number"
      inputMode="numeric"
      value={pxNumber(values[side])}
      onValueChange={(v) => onChange(`${kind}${side}`, v === "" ? "" : `${v}px`)}
    />
  );
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-xs font-medium">{title}</legend>
      <div className="grid grid-cols-3 items-center gap-1 rounded-md border border-dashed p-1.5">
        <span />
        {field("Top", "")}
        <span />
        {field("Left", "")}
        <span className="text-center text-[10px] uppercase text-muted-foreground">{kind}</span>
        {field("Right", "")}
        <span />
        {field("Bottom", "")}
        <span />
      </div>
    </fieldset>
  );
}
