import { useNavigate } from "react-router-dom";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useSite } from "../api/sites";

/**
 * The editor's page switcher for a layout that is a page of a site: every captured page by title and route; choosing
 * one opens that page's layout. Pages that failed have nothing to edit and are not offered.
 */
export function PageSwitcher({ siteId, layoutId }: { siteId: string | null; layoutId: string }) {
  const navigate = useNavigate();
  const { data: site } = useSite(siteId);
  if (!siteId || !site) return null;
  const pages = site.pages.filter((p) => p.status === "done" || p.layoutId === layoutId);
  return (
    <Select value={layoutId} onValueChange={(id) => id !== layoutId && navigate(`/editor/${id}`)}>
      <SelectTrigger size="sm" aria-label="Site page" className="max-w-48" data-testid="page-switcher">
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
