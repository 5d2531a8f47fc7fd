import { Link } from "react-router-dom";
import { CrownIcon, ExternalLinkIcon, TrendingUpIcon, TargetIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Template } from "@layoutlift/core/templates/catalogue";
import { TemplateThumbnail } from "./template-thumbnail";

const MAX_TAGS = 3;

export function TemplateCard({ template }: { template: Template }) {
  const shown = template.features.slice(0, MAX_TAGS);
  const hidden = template.features.length - shown.length;
  return (
    <article
      data-testid="template-card"
      data-template-id={template.id}
      aria-labelledby={`template-${template.id}-name`}
      className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-all hover:-translate-y-0.5 hover:shadow-lg"
    >
      <div className="relative overflow-hidden border-b">
        <TemplateThumbnail template={template} />
        {template.isPro && (
          <Badge variant="pro" className="absolute top-3 right-3 shadow-sm" data-testid="pro-marker">
            <CrownIcon aria-hidden="true" /> Pro
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={`template-${template.id}-name`} className="text-base font-semibold leading-snug">
            {template.name}
          </h2>
          <Badge variant="outline" className="shrink-0">{template.framework}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{template.description}</p>
        <ul className="flex flex-wrap gap-1.5" aria-label="Features">
          {shown.map((feature) => (
            <li key={feature}>
              <Badge variant="secondary" className="font-normal">{feature}</Badge>
            </li>
          ))}
          {hidden > 0 && (
            <li>
              <Badge variant="outline" className="font-normal" title={template.features.slice(MAX_TAGS).join(", ")}>
                +{hidden} more
              </Badge>
            </li>
          )}
        </ul>
        <dl className="mt-auto grid grid-cols-2 gap-2 pt-2 text-sm">
          <div className="flex items-center gap-1.5">
            <TrendingUpIcon aria-hidden="true" className="size-4 text-success" />
            <dt className="sr-only">Popularity</dt>
            <dd><span className="font-semibold">{template.popularity}%</span> <span className="text-muted-foreground">popular</span></dd>
          </div>
          <div className="flex items-center gap-1.5">
            <TargetIcon aria-hidden="true" className="size-4 text-primary" />
            <dt className="sr-only">Conversions</dt>
            <dd><span className="font-semibold">{template.conversions}</span> <span className="text-muted-foreground">conversion</span></dd>
          </div>
        </dl>
        <div className="flex gap-2 pt-1">
          <Button asChild className="flex-1">
            <Link to={`/extract?template=${encodeURIComponent(template.id)}`} aria-label={`Use template ${template.name}`}>
              Use template
            </Link>
          </Button>
          <Button asChild variant="outline" size="icon">
            <a href={`/api/templates/${template.id}/page`} target="_blank" rel="noopener" aria-label={`Preview ${template.name} in a new tab`}>
              <ExternalLinkIcon aria-hidden="true" />
            </a>
          </Button>
        </div>
      </div>
    </article>
  );
}
