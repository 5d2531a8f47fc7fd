import { useState, type FormEvent } from "react";
import { ChevronDownIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useEditor } from "../state/editor-store";
import { canvasHeight, canvasWidth, DESKTOP_HEIGHT_MAX, DESKTOP_HEIGHT_MIN, DESKTOP_WIDTH_MAX, DESKTOP_WIDTH_MIN, DESKTOP_WIDTH_PRESETS } from "../state/view-slice";

const within = (value: string, min: number, max: number) => Number.isInteger(Number(value)) && Number(value) >= min && Number(value) <= max;

/** Shows the canvas viewport; for desktop it offers 1280, 1440 or a custom width and height. */
export function DesktopWidthPicker() {
  const width = useEditor(canvasWidth);
  const height = useEditor(canvasHeight);
  const desktopWidth = useEditor((s) => s.desktopWidth);
  const desktopHeight = useEditor((s) => s.desktopHeight);
  const setDesktopWidth = useEditor((s) => s.setDesktopWidth);
  const setDesktopHeight = useEditor((s) => s.setDesktopHeight);
  const [customOpen, setCustomOpen] = useState(false);
  const [draft, setDraft] = useState(String(desktopWidth));
  const [draftHeight, setDraftHeight] = useState(String(desktopHeight));
  const draftValid = within(draft, DESKTOP_WIDTH_MIN, DESKTOP_WIDTH_MAX);
  const heightValid = within(draftHeight, DESKTOP_HEIGHT_MIN, DESKTOP_HEIGHT_MAX);

  const applyCustom = (e: FormEvent) => {
    e.preventDefault();
    if (!draftValid || !heightValid) return;
    setDesktopWidth(Number(draft));
    setDesktopHeight(Number(draftHeight));
    setCustomOpen(false);
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" className="h-8 px-2 tabular-nums" aria-label={`Canvas ${width}×${height}px: choose desktop width`} title={`Viewport ${width} × ${height} px`}>
            <span data-testid="canvas-width">{width}px</span>
            <ChevronDownIcon className="size-3.5 opacity-60" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-48">
          <DropdownMenuLabel>Desktop width</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={String(desktopWidth)} onValueChange={(v) => setDesktopWidth(Number(v))}>
            {DESKTOP_WIDTH_PRESETS.map((w) => (
              <DropdownMenuRadioItem key={w} value={String(w)}>
                {w}px
              </DropdownMenuRadioItem>
            ))}
            {!DESKTOP_WIDTH_PRESETS.includes(desktopWidth as (typeof DESKTOP_WIDTH_PRESETS)[number]) && (
              <DropdownMenuRadioItem value={String(desktopWidth)}>{desktopWidth}px (custom)</DropdownMenuRadioItem>
            )}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => {
              setDraft(String(desktopWidth));
              setDraftHeight(String(desktopHeight));
              setCustomOpen(true);
            }}
          >
            Custom size…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={customOpen} onOpenChange={setCustomOpen}>
        <DialogContent className="sm:max-w-xs">
          <form onSubmit={applyCustom} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Custom desktop size</DialogTitle>
              <DialogDescription>
                The viewport the page is laid out in: width {DESKTOP_WIDTH_MIN}–{DESKTOP_WIDTH_MAX}, height {DESKTOP_HEIGHT_MIN}–{DESKTOP_HEIGHT_MAX} CSS pixels.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-1.5">
              <Label htmlFor="custom-desktop-width">Width (px)</Label>
              <Input
                id="custom-desktop-width"
                type="number"
                inputMode="numeric"
                min={DESKTOP_WIDTH_MIN}
                max={DESKTOP_WIDTH_MAX}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                aria-invalid={!draftValid}
                autoFocus
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="custom-desktop-height">Height (px)</Label>
              <Input
                id="custom-desktop-height"
                type="number"
                inputMode="numeric"
                min={DESKTOP_HEIGHT_MIN}
                max={DESKTOP_HEIGHT_MAX}
                value={draftHeight}
                onChange={(e) => setDraftHeight(e.target.value)}
                aria-invalid={!heightValid}
              />
            </div>
            <DialogFooter>
              <Button type="submit" disabled={!draftValid || !heightValid}>
                Apply
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
