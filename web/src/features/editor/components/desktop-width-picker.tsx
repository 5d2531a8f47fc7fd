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
import { canvasWidth, DESKTOP_WIDTH_MAX, DESKTOP_WIDTH_MIN, DESKTOP_WIDTH_PRESETS } from "../state/view-slice";

/** Shows the canvas width; for desktop it offers 1280, 1440 or a custom width. */
export function DesktopWidthPicker() {
  const width = useEditor(canvasWidth);
  const desktopWidth = useEditor((s) => s.desktopWidth);
  const setDesktopWidth = useEditor((s) => s.setDesktopWidth);
  const [customOpen, setCustomOpen] = useState(false);
  const [draft, setDraft] = useState(String(desktopWidth));
  const draftNumber = Number(draft);
  const draftValid = Number.isInteger(draftNumber) && draftNumber >= DESKTOP_WIDTH_MIN && draftNumber <= DESKTOP_WIDTH_MAX;

  const applyCustom = (e: FormEvent) => {
    e.preventDefault();
    if (!draftValid) return;
    setDesktopWidth(draftNumber);
    setCustomOpen(false);
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" className="h-8 px-2 tabular-nums" aria-label={`Canvas width ${width}px: choose desktop width`}>
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
              setCustomOpen(true);
            }}
          >
            Custom width…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={customOpen} onOpenChange={setCustomOpen}>
        <DialogContent className="sm:max-w-xs">
          <form onSubmit={applyCustom} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Custom desktop width</DialogTitle>
              <DialogDescription>
                Between {DESKTOP_WIDTH_MIN} and {DESKTOP_WIDTH_MAX} CSS pixels.
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
            <DialogFooter>
              <Button type="submit" disabled={!draftValid}>
                Apply
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
