import { Link } from "react-router-dom";
import { LayoutTemplate, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Template } from "../lib/templates";

/** The marketplace template chosen with `?template=<id>`; its page URL is already in the form below. */
export function SelectedTemplate({ template }: { template: Template }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3" data-testid="selected-template">
      <LayoutTemplate className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {template.name}
          <Badge variant="secondary">{template.framework}</Badge>
          {template.isPro && <Badge variant="pro">Pro</Badge>}
        </p>
        <p className="mt-0.5 text-sm text-muted-foreground">{template.description}</p>
      </div>
      <Button asChild variant="ghost" size="icon-sm" aria-label="Clear template">
        <Link to="/extract" replace>
          <X aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
