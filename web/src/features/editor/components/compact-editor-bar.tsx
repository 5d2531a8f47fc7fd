import { useState } from "react";
import { LayersIcon, MonitorIcon, SlidersHorizontalIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetTitle } from "@/components/ui/sheet";
import { COMPACT_EDITOR_BELOW_PX } from "../hooks/use-compact-editor";
import { LayersPanelBody } from "./layers-panel";
import { PropertiesPanelBody } from "./properties-panel";
import type { ExtractionReport } from "@layoutlift/core/contract/extraction-report";

type OpenSheet = "layers" | "properties" | null;

/**
 * Small windows: a notice, and the layers and properties panels as sheets that start closed, so the canvas keeps
 * the whole width until the user asks for a panel. Preview (device switcher, zoom) and export stay in the header.
 */
export function CompactEditorBar({ report }: { report?: ExtractionReport }) {
  const [open, setOpen] = useState<OpenSheet>(null);
  const sheet = (which: Exclude<OpenSheet, null>) => ({
    open: open === which,
    onOpenChange: (next: boolean) => setOpen(next ? which : null),
  });
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-2 border-b bg-muted/60 px-3 py-2 text-sm">
      <p role="note" data-testid="small-screen-notice" className="flex min-w-0 flex-1 items-center gap-2 text-muted-foreground">
        <MonitorIcon className="size-4 shrink-0" aria-hidden="true" />
        <span>The editor works best on a larger screen ({COMPACT_EDITOR_BELOW_PX}px or wider). Preview and export work here.</span>
      </p>
      <Button variant="outline" size="sm" onClick={() => setOpen("layers")}>
        <LayersIcon />
        Layers
      </Button>
      <Button variant="outline" size="sm" onClick={() => setOpen("properties")}>
        <SlidersHorizontalIcon />
        Properties
      </Button>
      <Sheet {...sheet("layers")}>
        <SheetContent side="left" showCloseButton={false} className="gap-0" aria-label="Layers panel" aria-describedby={undefined}>
          <SheetTitle className="sr-only">Layers</SheetTitle>
          <LayersPanelBody onHide={() => setOpen(null)} />
        </SheetContent>
      </Sheet>
      <Sheet {...sheet("properties")}>
        <SheetContent side="right" showCloseButton={false} className="gap-0" aria-label="Properties panel" aria-describedby={undefined}>
          <SheetTitle className="sr-only">Properties</SheetTitle>
          <PropertiesPanelBody onHide={() => setOpen(null)} report={report} />
        </SheetContent>
      </Sheet>
    </div>
  );
}
