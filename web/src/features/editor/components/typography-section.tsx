import { AlignCenterIcon, AlignJustifyIcon, AlignLeftIcon, AlignRightIcon } from "lucide-react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { FONT_FAMILIES, FONT_WEIGHTS, fontFamilyOption, nearestWeight, pxNumber } from "../lib/css-values";
import type { StyleSnapshot } from "../hooks/use-computed-snapshot";
import type { DesignTokenSummary } from "@layoutlift/core/contract/design-tokens";
import { PropertyInput } from "./property-input";
import { TokenSteps } from "./token-steps";

const ALIGNMENTS = [
  { value: "left", icon: AlignLeftIcon },
  { value: "center", icon: AlignCenterIcon },
  { value: "right", icon: AlignRightIcon },
  { value: "justify", icon: AlignJustifyIcon },
] as const;

function alignment(computed: string): string {
  if (computed === "start" || computed === "-webkit-left") return "left";
  if (computed === "end" || computed === "-webkit-right") return "right";
  if (computed === "-webkit-center") return "center";
  return computed;
}

/** `sizes`: the layout's type scale, offered as steps under the font size. */
export function TypographySection({ style, onChange, sizes = [] }: { style: StyleSnapshot; onChange: (property: string, value: string) => void; sizes?: DesignTokenSummary[] }) {
  return (
    <section className="grid gap-3" aria-label="Typography">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Typography</h3>
      <div className="grid gap-1">
        <Label className="text-xs text-muted-foreground">Font family</Label>
        <Select value={fontFamilyOption(style.fontFamily)} onValueChange={(v) => onChange("fontFamily", v)}>
          <SelectTrigger size="sm" className="w-full text-xs" aria-label="Font family">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {FONT_FAMILIES.map((f) => (
              <SelectItem key={f.value} value={f.value}>
                {f.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <PropertyInput
          label="Font size"
          type="number"
          min={1}
          value={pxNumber(style.fontSize)}
          onValueChange={(v) => onChange("fontSize", v === "" ? "" : `${v}px`)}
        />
        <div className="grid gap-1">
          <Label className="text-xs text-muted-foreground">Weight</Label>
          <Select value={nearestWeight(style.fontWeight)} onValueChange={(v) => onChange("fontWeight", v)}>
            <SelectTrigger size="sm" className="w-full text-xs" aria-label="Font weight">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {FONT_WEIGHTS.map((w) => (
                <SelectItem key={w.value} value={w.value}>
                  {w.label} {w.value}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <TokenSteps label="Type scale" tokens={sizes} currentPx={pxNumber(style.fontSize)} onPick={(v) => onChange("fontSize", v)} />
      <ToggleGroup
        type="single"
        variant="outline"
        size="sm"
        value={alignment(style.textAlign)}
        onValueChange={(v) => v && onChange("textAlign", v)}
        aria-label="Text alignment"
      >
        {ALIGNMENTS.map(({ value, icon: Icon }) => (
          <ToggleGroupItem key={value} value={value} aria-label={`Align ${value}`}>
            <Icon />
          </ToggleGroupItem>
        ))}
      </ToggleGroup>
    </section>
  );
}
