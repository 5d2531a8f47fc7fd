import { useNavigate } from "react-router-dom";
import { ArrowLeftIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { cn } from "@/lib/utils";
import { DeviceSwitcher } from "./device-switcher";
import { ExportMenu } from "./export-menu";
import { FidelityBadge } from "./fidelity-badge";
import { GridToggle } from "./grid-toggle";
import { HistoryButtons } from "./history-buttons";
import { HistoryPanel } from "./history-panel";
import { PreviewToggle } from "./preview-toggle";
import type { LayoutResponse } from "@layoutlift/core/contract/layouts";
import { SaveButton } from "./save-button";
import { SiteHistoryPanel } from "./site-history-panel";
import { ToolButtons } from "./tool-buttons";
import { ZoomControl } from "./zoom-control";
import type { Fidelity } from "../lib/fidelity";
import { PageSwitcher } from "@/features/sites";

interface EditorHeaderProps {
  layoutId: string;
  /** The site the layout is a page of: the header then offers its other pages. */
  siteId?: string | null;
  title: string;
  allowedFormats: readonly string[];
  /** The plan's CSS flavours: without "tailwind" the export menu's Tailwind option is locked. */
  allowedCssFlavours: readonly string[];
  onSave: () => void;
  isSaving: boolean;
  fidelity?: readonly Fidelity[];
  editedBefore: boolean;
  onRestored: (layout: LayoutResponse) => void;
  /** Runs before the page switcher opens another page of the site (saves this page's pending edits). */
  beforeSwitchPage?: () => Promise<unknown>;
  /** Small window: the header wraps onto more rows rather than pushing Export and Save out of sight. */
  compact?: boolean;
}

export function EditorHeader({ layoutId, siteId = null, title, allowedFormats, allowedCssFlavours, onSave, isSaving, fidelity, editedBefore, onRestored, beforeSwitchPage, compact = false }: EditorHeaderProps) {
  const navigate = useNavigate();
  return (
    <header className={cn("flex shrink-0 items-center border-b bg-background px-3", compact ? "flex-wrap gap-2 py-2" : "h-14 gap-2")}>
      {/* In a small window the first row is back, title, export and save, so a toast under the header never hides Save. */}
      <div className={compact ? "order-first flex min-w-0 flex-1 items-center gap-2" : "contents"}>
        <Button variant="ghost" size="icon" aria-label="Back to dashboard" onClick={() => navigate("/dashboard")}>
          <ArrowLeftIcon />
        </Button>
        {/* On laptop widths the name keeps room for a readable part (the whole name is the tooltip) rather than shrinking to a letter. */}
        <h1 className={cn("truncate text-sm font-semibold", compact ? "min-w-0" : "min-w-32 max-w-56 xl:max-w-72")} title={title}>
          {title}
        </h1>
        <PageSwitcher siteId={siteId} layoutId={layoutId} beforeOpen={beforeSwitchPage} />
      </div>
      {!compact && <Separator orientation="vertical" className="h-6" />}
      <ToolButtons />
      {!compact && <Separator orientation="vertical" className="h-6" />}
      <HistoryButtons />
      <div className="mx-auto flex items-center gap-1.5 xl:gap-2">
        <DeviceSwitcher />
        <ZoomControl />
        <GridToggle />
        <PreviewToggle />
        <FidelityBadge fidelity={fidelity} editedBefore={editedBefore} />
      </div>
      <div className={compact ? "order-first flex items-center gap-2" : "contents"}>
        <HistoryPanel layoutId={layoutId} onRestored={onRestored} />
        {siteId && <SiteHistoryPanel siteId={siteId} layoutId={layoutId} onRestored={onRestored} />}
        <ExportMenu layoutId={layoutId} allowedFormats={allowedFormats} allowedCssFlavours={allowedCssFlavours} />
        <SaveButton onSave={onSave} isSaving={isSaving} />
      </div>
    </header>
  );
}
