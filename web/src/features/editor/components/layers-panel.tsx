import { useState } from "react";
import { PanelLeftCloseIcon, PanelLeftOpenIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ScrollArea } from "@/components/ui/scroll-area";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AssetsList } from "./assets-list";
import { LayersTree } from "./layers-tree";

export function LayersPanel() {
  const [open, setOpen] = useState(true);
  if (!open) {
    return (
      <aside className="flex w-10 shrink-0 flex-col items-center border-r py-2">
        <Button variant="ghost" size="icon" aria-label="Show layers panel" onClick={() => setOpen(true)}>
          <PanelLeftOpenIcon />
        </Button>
      </aside>
    );
  }
  return (
    <aside className="flex w-64 shrink-0 flex-col border-r bg-background" aria-label="Layers panel">
      <LayersPanelBody onHide={() => setOpen(false)} />
    </aside>
  );
}

/** Layers and assets tabs; docked beside the canvas or inside a sheet on small screens. */
export function LayersPanelBody({ onHide }: { onHide: () => void }) {
  return (
    <>
      <Tabs defaultValue="layers" className="flex min-h-0 flex-1 flex-col gap-0">
        <div className="flex items-center gap-1 border-b p-2">
          <TabsList className="flex-1">
            <TabsTrigger value="layers">Layers</TabsTrigger>
            <TabsTrigger value="assets">Assets</TabsTrigger>
          </TabsList>
          <Button variant="ghost" size="icon" aria-label="Hide layers panel" onClick={onHide}>
            <PanelLeftCloseIcon />
          </Button>
        </div>
        <TabsContent value="layers" className="min-h-0 flex-1">
          <ScrollArea className="h-full">
            <LayersTree />
          </ScrollArea>
        </TabsContent>
        <TabsContent value="assets" className="min-h-0 flex-1">
          {/* Radix sizes its content like a table (as wide as its longest word): file names are cut to fit instead. */}
          <ScrollArea className="h-full [&_[data-slot=scroll-area-viewport]>div]:!block">
            <AssetsList />
          </ScrollArea>
        </TabsContent>
      </Tabs>
    </>
  );
}
