import { useCallback, useState } from "react";
import { Label } from "@/components/ui/label";
import { Slider } from "@/components/ui/slider";
import { Textarea } from "@/components/ui/textarea";
import { Separator } from "@/components/ui/separator";
import { pxNumber, sizeValue } from "../lib/css-values";
import { toHexColour } from "../lib/colour-value";
import { useComputedSnapshot } from "../hooks/use-computed-snapshot";
import { useCanvasBridge } from "../lib/canvas-bridge";
import { winningRule } from "../lib/winning-rule";
import type { ElementKind } from "../state/document/element-kind";
import { useDispatch } from "../state/editor-store";
import { BoxEditor } from "./box-editor";
import { ColourField } from "./colour-field";
import { PropertyInput } from "./property-input";
import { RuleSource } from "./rule-source";
import { StyleTargetPicker } from "./style-target-picker";
import type { StyleScope } from "../state/styles/style-scope";
import { TypographySection } from "./typography-section";
import { TokenSteps } from "./token-steps";
import { useDesignTokens } from "../api/design-tokens";

interface ElementPropertiesProps {
  id: string;
  tag: string;
  kind: ElementKind;
  src: string;
  classes: string[];
}

const side = (s: Record<string, string>, prefix: string) => ({
  Top: s[`${prefix}Top`],
  Right: s[`${prefix}Right`],
  Bottom: s[`${prefix}Bottom`],
  Left: s[`${prefix}Left`],
});

/**
 * The fields for one element; every edit goes into the rule the picker names (a class, or this element alone) and
 * is one (coalesced) undo step. Fields show the computed values, so they tell what the canvas really draws.
 */
export function ElementProperties({ id, tag, kind, src, classes }: ElementPropertiesProps) {
  const dispatch = useDispatch();
  const bridge = useCanvasBridge();
  const style = useComputedSnapshot(id);
  const tokens = useDesignTokens();
  const hasText = kind === "text" || kind === "button";
  // The panel names the rule behind the last property edited (font size until then on text, else the background).
  const [shownProperty, setShownProperty] = useState(hasText ? "fontSize" : "backgroundColor");
  const [scope, setScope] = useState<StyleScope>(() => (classes[0] ? { kind: "class", className: classes[0] } : { kind: "element" }));
  // A class the element no longer carries (undo, code view) falls back to the element alone.
  const current: StyleScope = scope.kind === "class" && !classes.includes(scope.className) ? { kind: "element" } : scope;
  const set = useCallback(
    (property: string, value: string) => {
      // The canvas says which rule wins now, so the edit can go where it takes effect.
      const el = bridge.current.sync?.element(id);
      const winner = el && bridge.current.view ? winningRule(bridge.current.view, el, property) : null;
      setShownProperty(property);
      dispatch({ type: "setProperty", id, property, value, at: performance.now(), scope: current, winner });
    },
    [dispatch, bridge, id, current],
  );
  if (!style) return <p className="p-4 text-sm text-muted-foreground">Reading styles...</p>;
  const opacity = Math.round(Number(style.opacity || "1") * 100);

  return (
    <div className="grid gap-4 p-3">
      <p className="text-xs text-muted-foreground">
        Element type: <span className="font-medium capitalize text-foreground" data-testid="element-type">{kind}</span>{" "}
        <code className="ml-1 rounded bg-muted px-1">&lt;{tag}&gt;</code>
      </p>
      <StyleTargetPicker classes={classes} scope={current} onChange={setScope} />
      <RuleSource id={id} property={shownProperty} scope={current} />
      <div className="grid grid-cols-2 gap-2">
        <PropertyInput label="Width" value={pxNumber(style.width) || "auto"} onValueChange={(v) => set("width", sizeValue(v))} />
        <PropertyInput label="Height" value={pxNumber(style.height) || "auto"} onValueChange={(v) => set("height", sizeValue(v))} />
      </div>
      <BoxEditor kind="padding" values={side(style, "padding")} onChange={set} />
      <BoxEditor kind="margin" values={side(style, "margin")} onChange={set} />
      <Separator />
      {hasText && <TypographySection style={style} onChange={set} sizes={tokens.text} />}
      <div className="grid grid-cols-2 gap-2">
        {hasText && <ColourField label="Text colour" value={toHexColour(style.color, "#000000")} onChange={(v) => set("color", v)} tokens={tokens.color} />}
        <ColourField label="Background" value={toHexColour(style.backgroundColor, "")} onChange={(v) => set("backgroundColor", v)} tokens={tokens.color} />
      </div>
      <PropertyInput
        label="Border radius"
        type="number"
        min={0}
        value={pxNumber(style.borderTopLeftRadius) || "0"}
        onValueChange={(v) => set("borderRadius", v === "" ? "" : `${v}px`)}
      />
      <TokenSteps label="Radius scale" tokens={tokens.radius ?? []} currentPx={pxNumber(style.borderTopLeftRadius) || "0"} onPick={(v) => set("borderRadius", v)} />
      <div className="grid gap-2">
        <div className="flex justify-between text-xs text-muted-foreground">
          <Label>Opacity</Label>
          <span className="tabular-nums">{opacity}%</span>
        </div>
        <Slider aria-label="Opacity" min={0} max={100} step={5} value={[opacity]} onValueChange={([v]) => set("opacity", String(v / 100))} />
      </div>
      {hasText && (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-content`} className="text-xs text-muted-foreground">
            Text content
          </Label>
          <Textarea
            id={`${id}-content`}
            rows={3}
            className="text-xs"
            defaultValue={style.textContent}
            onChange={(e) => dispatch({ type: "setText", id, text: e.target.value, at: performance.now() })}
          />
        </div>
      )}
      {tag === "img" && (
        <PropertyInput
          label="Image source"
          value={src}
          onValueChange={(v) => dispatch({ type: "setImageSrc", id, src: v, at: performance.now() })}
        />
      )}
    </div>
  );
}
