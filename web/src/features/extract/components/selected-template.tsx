import { Link } from "react-router-dom";
import { LayoutTemplate, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Template } from "../lib/templates";

/**
 * The marketplace template chosen with `?template=<id>`; its page URL is already in the form below. A Pro template
 * on a plan without it says so, with the way to upgrade (the API refuses it too).
 */
export function SelectedTemplate({ template, locked }: { template: Template; locked: boolean }) {
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
        {locked && (
          <p className="mt-2 text-sm" data-testid="template-locked">
            Pro templates come with the Pro plan.{" "}
            <Link to="/checkout?tier=pro" className="font-medium text-primary underline-offset-4 hover:underline">
              Upgrade to Pro
            </Link>{" "}
            to use this one, or clear it to extract another site.
          </p>
        )}
      </div>
      <Button asChild variant="ghost" size="icon-sm" aria-label="Clear template">
        <Link to="/extract" replace>
          <X aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
