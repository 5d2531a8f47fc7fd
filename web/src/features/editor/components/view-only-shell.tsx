import { useNavigate } from "react-router-dom";
import { ArrowLeftIcon, EyeIcon } from "lucide-react";
import type { LayoutResponse } from "@layoutlift/core/contract/layouts";
import type { UserResponse } from "@layoutlift/core/contract/user";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PageSwitcher } from "@/features/sites";
import { DeviceSwitcher } from "./device-switcher";
import { ExportMenu } from "./export-menu";
import { HistoryPanel } from "./history-panel";
import { PreviewCanvas } from "./preview-canvas";
import { ZoomControl } from "./zoom-control";

/**
 * The editor for someone whose team role only lets them view (a Viewer): the layout as its export shows it, with
 * its menus working, at any device width; export, the site's other pages and the layout's versions (previews only,
 * as the role allows: who saved what, when); nothing to edit, save or restore.
 */
export function ViewOnlyShell({ layout, user }: { layout: LayoutResponse; user: UserResponse }) {
  const navigate = useNavigate();
  const title = layout.title || layout.url;
  return (
    <div className="flex h-screen flex-col overflow-hidden bg-background text-foreground">
      <header className="flex h-14 shrink-0 items-center gap-2 border-b bg-background px-3">
        <Button variant="ghost" size="icon" aria-label="Back to dashboard" onClick={() => navigate("/dashboard")}>
          <ArrowLeftIcon />
        </Button>
        <h1 className="min-w-32 max-w-72 truncate text-sm font-semibold" title={title}>
          {title}
        </h1>
        <PageSwitcher siteId={layout.siteId} layoutId={layout.id} />
        <Badge variant="outline" title="Your role in this team lets you view and export its layouts, not change them">
          <EyeIcon aria-hidden="true" /> View only
        </Badge>
        <div className="mx-auto flex items-center gap-2">
          <DeviceSwitcher />
          <ZoomControl />
        </div>
        <HistoryPanel layoutId={layout.id} />
        <ExportMenu layoutId={layout.id} allowedFormats={user.features.exportFormats} allowedCssFlavours={user.features.cssFlavours} />
      </header>
      <main className="flex min-h-0 min-w-0 flex-1 flex-col">
        <PreviewCanvas title={layout.title ?? undefined} documentAttributes={layout.layoutJson?.document} />
      </main>
    </div>
  );
}
