import { useNavigate } from "react-router-dom";
import { ArrowLeftIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { DeviceSwitcher } from "./device-switcher";
import { ExportMenu } from "./export-menu";
import { FidelityBadge } from "./fidelity-badge";
import { GridToggle } from "./grid-toggle";
import { HistoryButtons } from "./history-buttons";
import { HistoryPanel } from "./history-panel";
import type { LayoutResponse } from "@layoutlift/core/api/layouts";
import { SaveButton } from "./save-button";
import { ToolButtons } from "./tool-buttons";
import { ZoomControl } from "./zoom-control";
import type { Fidelity } from "../lib/fidelity";

interface EditorHeaderProps {
  layoutId: string;
  title: string;
  allowedFormats: readonly string[];
  onSave: () => void;
  isSaving: boolean;
  fidelity?: readonly Fidelity[];
  editedBefore: boolean;
  onRestored: (layout: LayoutResponse) => void;
}

export function EditorHeader({ layoutId, title, allowedFormats, onSave, isSaving, fidelity, editedBefore, onRestored }: EditorHeaderProps) {
  const navigate = useNavigate();
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b bg-background px-3">
      <Button variant="ghost" size="icon" aria-label="Back to dashboard" onClick={() => navigate("/dashboard")}>
        <ArrowLeftIcon />
      </Button>
      <h1 className="max-w-56 truncate text-sm font-semibold" title={title}>
        {title}
      </h1>
      <Separator orientation="vertical" className="h-6" />
      <ToolButtons />
      <Separator orientation="vertical" className="h-6" />
      <HistoryButtons />
      <div className="mx-auto flex items-center gap-3">
        <DeviceSwitcher />
        <ZoomControl />
        <GridToggle />
        <FidelityBadge fidelity={fidelity} editedBefore={editedBefore} />
      </div>
      <HistoryPanel layoutId={layoutId} onRestored={onRestored} />
      <ExportMenu layoutId={layoutId} allowedFormats={allowedFormats} />
      <SaveButton onSave={onSave} isSaving={isSaving} />
    </header>
  );
}
