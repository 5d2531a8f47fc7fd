import { Slider } from "@/components/ui/slider";
import { useEditor } from "../state/editor-store";
import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from "../state/view-slice";

export function ZoomControl() {
  const zoom = useEditor((s) => s.zoom);
  const setZoom = useEditor((s) => s.setZoom);
  return (
    <div className="flex w-24 items-center gap-2 xl:w-36">
      <Slider
        aria-label="Zoom"
        min={ZOOM_MIN}
        max={ZOOM_MAX}
        step={ZOOM_STEP}
        value={[zoom]}
        onValueChange={([value]) => setZoom(value)}
      />
      <span className="w-10 text-right text-xs tabular-nums text-muted-foreground" data-testid="zoom-value">
        {zoom}%
      </span>
    </div>
  );
}
