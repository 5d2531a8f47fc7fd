import { Slider } from "@/components/ui/slider";
import { cn } from "@/lib/utils";
import { useEditor } from "../state/editor-store";
import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from "../state/view-slice";

/**
 * Zoom of the actual size (100 % draws one CSS pixel as one screen pixel) and a Fit button that scales the page to
 * the width between the panels; neither changes the device's viewport.
 */
export function ZoomControl() {
  const zoom = useEditor((s) => s.zoom);
  const fitToWidth = useEditor((s) => s.fitToWidth);
  const fitScale = useEditor((s) => s.fitScale);
  const setZoom = useEditor((s) => s.setZoom);
  const zoomToFit = useEditor((s) => s.zoomToFit);
  const shown = fitToWidth ? Math.round(fitScale * 100) : zoom;
  return (
    <div className="flex w-20 items-center gap-1.5 xl:w-40">
      <Slider aria-label="Zoom" min={ZOOM_MIN} max={ZOOM_MAX} step={ZOOM_STEP} value={[Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, shown))]} onValueChange={([value]) => setZoom(value)} />
      <button
        type="button"
        className={cn(
          "w-11 shrink-0 rounded px-1 text-right text-xs tabular-nums text-muted-foreground hover:bg-muted hover:text-foreground",
          fitToWidth && "bg-muted font-medium text-foreground",
        )}
        aria-label={fitToWidth ? `Fit to width (${shown}%)` : `Zoom ${shown}%: fit to width`}
        aria-pressed={fitToWidth}
        title={fitToWidth ? "Fitted to the width between the panels" : "Fit to width"}
        data-testid="zoom-value"
        onClick={zoomToFit}
      >
        {fitToWidth ? "Fit" : `${shown}%`}
      </button>
    </div>
  );
}
