import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useSite } from "../api/sites";

/**
 * The editor's page switcher for a layout that is a page of a site: every captured page by title and route; choosing
 * one opens that page's layout. Pages that failed have nothing to edit and are not offered. `beforeOpen` runs first
 * (the editor saves the page being left) and the switch waits for it.
 */
export function PageSwitcher({ siteId, layoutId, beforeOpen }: { siteId: string | null; layoutId: string; beforeOpen?: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const { data: site } = useSite(siteId);
  const [leaving, setLeaving] = useState(false);
  if (!siteId || !site) return null;
  const pages = site.pages.filter((p) => p.status === "done" || p.layoutId === layoutId);
  const open = async (id: string) => {
    if (id === layoutId || leaving) return;
    setLeaving(true);
    try {
      await beforeOpen?.();
    } finally {
      setLeaving(false);
    }
    // Even when the edits could not be saved: the editor's leave guard then asks before they are dropped.
    navigate(`/editor/${id}`);
  };
  return (
    <Select value={layoutId} onValueChange={(id) => void open(id)} disabled={leaving}>
      <SelectTrigger size="sm" aria-label="Site page" className="max-w-48" data-testid="page-switcher" data-leaving={leaving || undefined}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {pages.map((page) => (
          <SelectItem key={page.layoutId} value={page.layoutId}>
            {page.route === "/" ? "Home" : page.route} {page.title ? `· ${page.title}` : ""}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
