import { useState } from "react";
import { PanelRightCloseIcon, PanelRightOpenIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ScrollArea } from "@/components/ui/scroll-area";
import { useEditor } from "../state/editor-store";
import { getElement } from "../state/document/edit-node";
import { elementKind, elementName } from "../state/document/element-kind";
import { useDispatch } from "../state/editor-store";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { BehaviourStateSwitch } from "./behaviour-state-switch";
import { CodeView } from "./code-view";
import { ElementProperties } from "./element-properties";
import { classesOf } from "../state/styles/class-usage";
import type { ExtractionReport } from "@layoutlift/core/contract/extraction-report";
import { ExtractionReportPanel } from "./extraction-report-panel";
import { SharedPartNotice } from "./shared-part-notice";

export function PropertiesPanel({ report }: { report?: ExtractionReport }) {
  const [open, setOpen] = useState(true);
  if (!open) {
    return (
      <aside className="flex w-10 shrink-0 flex-col items-center border-l py-2">
        <Button variant="ghost" size="icon" aria-label="Show properties panel" onClick={() => setOpen(true)}>
          <PanelRightOpenIcon />
        </Button>
      </aside>
    );
  }
  return (
    <aside className="flex w-72 shrink-0 flex-col border-l bg-background" aria-label="Properties panel">
      <PropertiesPanelBody onHide={() => setOpen(false)} report={report} />
    </aside>
  );
}

/** The selection's properties, or the extraction report while nothing is selected; docked or in a sheet on small screens. */
export function PropertiesPanelBody({ onHide, report }: { onHide: () => void; report?: ExtractionReport }) {
  const selectedId = useEditor((s) => s.selectedId);
  const selectedIds = useEditor((s) => s.selectedIds);
  const selected = useEditor((s) => getElement(s.doc, s.selectedId));
  const kind = useEditor((s) => (selected ? elementKind(s.doc, selected) : null));
  const dispatch = useDispatch();
  return (
    <>
      <div className="flex h-12 items-center gap-2 border-b px-3">
        <h2 className="flex-1 truncate text-sm font-semibold">{selected ? elementName(selected) : "Properties"}</h2>
        {selected && (
          <Button variant="ghost" size="icon" aria-label="Delete element" title="Delete (Del)" onClick={() => dispatch({ type: "deleteElements", ids: selectedIds })}>
            <Trash2Icon />
          </Button>
        )}
        <Button variant="ghost" size="icon" aria-label="Hide properties panel" onClick={onHide}>
          <PanelRightCloseIcon />
        </Button>
      </div>
      <SharedPartNotice />
      <BehaviourStateSwitch />
      {selected && kind && selectedId ? (
        <Tabs defaultValue="design" className="flex min-h-0 flex-1 flex-col gap-0">
          <TabsList className="mx-3 mt-2">
            <TabsTrigger value="design">Design</TabsTrigger>
            <TabsTrigger value="code">Code</TabsTrigger>
          </TabsList>
          <TabsContent value="design" className="min-h-0 flex-1">
            <ScrollArea className="h-full">
              {/* Keyed by element so field drafts never leak from one element to the next. */}
              <ElementProperties key={selectedId} id={selectedId} tag={selected.tag} kind={kind} src={selected.attrs.src ?? ""} classes={classesOf(selected)} />
            </ScrollArea>
          </TabsContent>
          <TabsContent value="code" className="min-h-0 flex-1">
            <ScrollArea className="h-full">
              <CodeView key={selectedId} id={selectedId} />
            </ScrollArea>
          </TabsContent>
        </Tabs>
      ) : (
        <ScrollArea className="min-h-0 flex-1">
          <p className="p-4 text-sm text-muted-foreground">Select an element to edit its properties</p>
          {report && <ExtractionReportPanel report={report} />}
        </ScrollArea>
      )}
    </>
  );
}
