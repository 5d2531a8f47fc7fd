import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import type { DesignTokenSummary } from "@layoutlift/core/contract/design-tokens";
import { Label } from "@/components/ui/label";
import { TokenSwatches } from "./token-swatches";

const CHECKERBOARD = "repeating-conic-gradient(#d4d4d8 0% 25%, #ffffff 0% 50%) 50% / 8px 8px";

/**
 * A colour swatch plus its hex code; both edit the same property. An empty value means the computed colour is
 * transparent, and the field says so instead of pretending it is white. The layout's colour tokens, when given, sit
 * under it as swatches.
 */
export function ColourField({ label, value, onChange, tokens = [] }: { label: string; value: string; onChange: (value: string) => void; tokens?: DesignTokenSummary[] }) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const transparent = value === "";
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="color"
          value={transparent ? "#ffffff" : value}
          onChange={(e) => onChange(e.target.value)}
          className="size-8 shrink-0 cursor-pointer rounded border bg-transparent p-0.5"
          style={transparent ? { background: CHECKERBOARD } : undefined}
          title={transparent ? "transparent" : value}
        />
        <Input
          aria-label={`${label} hex`}
          className="h-8 px-2 font-mono text-xs"
          value={draft ?? (transparent ? "transparent" : value)}
          onFocus={() => setDraft(transparent ? "" : value)}
          onBlur={() => setDraft(null)}
          onChange={(e) => {
            setDraft(e.target.value);
            const typed = e.target.value.trim().toLowerCase();
            if (/^#[0-9a-f]{6}$/.test(typed) || typed === "transparent") onChange(typed);
          }}
          maxLength={11}
        />
      </div>
      <TokenSwatches label={label} tokens={tokens} current={value} onPick={onChange} />
    </div>
  );
}
