import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

export interface SiteChoice {
  wholeSite: boolean;
  maxPages: number;
}

/**
 * "Whole site": the start page and the pages of the same site it links to, up to a page limit the plan caps
 * (the server refuses more). Every page is one extraction, so the remaining allowance is said next to it.
 */
export function SiteOptions({
  value,
  onChange,
  planLimit,
  remaining,
  disabled,
}: {
  value: SiteChoice;
  onChange: (next: SiteChoice) => void;
  planLimit: number;
  remaining: number;
  disabled: boolean;
}) {
  const switchId = useId();
  const limitId = useId();
  return (
    <div className="space-y-3 rounded-lg border p-3" data-testid="site-options">
      <div className="flex items-center justify-between gap-3">
        <div>
          <Label htmlFor={switchId}>Whole site</Label>
          <p className="text-xs text-muted-foreground">Also capture the pages of the same site this page links to.</p>
        </div>
        <Switch id={switchId} checked={value.wholeSite} disabled={disabled} onCheckedChange={(wholeSite) => onChange({ ...value, wholeSite })} />
      </div>
      {value.wholeSite && (
        <div className="flex flex-wrap items-center gap-3">
          <Label htmlFor={limitId} className="shrink-0">
            Page limit
          </Label>
          <Input
            id={limitId}
            type="number"
            inputMode="numeric"
            min={1}
            max={planLimit}
            step={1}
            value={value.maxPages}
            disabled={disabled}
            onChange={(e) => {
              const n = Math.round(Number(e.target.value));
              onChange({ ...value, maxPages: Number.isFinite(n) ? Math.min(planLimit, Math.max(1, n)) : 1 });
            }}
            className="h-9 w-24"
          />
          <p className="text-xs text-muted-foreground" data-testid="site-limit-hint">
            Your plan captures up to {planLimit} pages per site. Each page counts as one extraction ({remaining} left).
          </p>
        </div>
      )}
    </div>
  );
}
