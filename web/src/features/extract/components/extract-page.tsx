import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FullPageSpinner, useRequireAuth } from "@/features/app-shell";
import { PRO_TEMPLATE_LOCKED } from "@layoutlift/core/plans/entitlements";
import { useExtraction } from "../api/extraction";
import { allowanceOf } from "@/features/billing";
import { templateById, templateUrl } from "../lib/templates";
import { ExtractForm } from "./extract-form";
import { ExtractHeader } from "./extract-header";
import { PlanCard } from "./plan-card";
import { SelectedTemplate } from "./selected-template";
import { Tips } from "./tips";
import { SiteProgress } from "@/features/sites";

export function ExtractPage() {
  const { user, isLoading } = useRequireAuth("login");
  const [params] = useSearchParams();
  const extraction = useExtraction();
  const template = templateById(params.get("template"));

  useEffect(() => {
    document.title = "Extract a layout · LayoutLift";
  }, []);

  if (isLoading || !user) return <FullPageSpinner label="Loading" />;

  const allowance = allowanceOf(user);
  const initialUrl = template ? templateUrl(template.id) : (params.get("url") ?? "");
  const templateLocked = !!template?.isPro && !user.features.proTemplates;

  return (
    <div className="min-h-svh bg-gradient-to-b from-primary/5 via-background to-background">
      <ExtractHeader user={user} />
      <main id="main" className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6">
        <div className="text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Extract a layout</h1>
          <p className="mt-2 text-muted-foreground">Paste any website address. We capture it, analyse its structure and styling, and open an editable layout.</p>
        </div>
        <PlanCard allowance={allowance} />
        <Card>
          <CardHeader>
            <CardTitle>{template ? "Use this template" : "Analyze a website"}</CardTitle>
            <CardDescription>{template ? "The template is extracted like any website, so you can edit and export it." : "The layout opens in the editor when it is ready."}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            {template && <SelectedTemplate template={template} locked={templateLocked} />}
            {extraction.siteId ? (
              <SiteProgress siteId={extraction.siteId} onReset={extraction.reset} />
            ) : (
              <ExtractForm
                key={initialUrl}
                extraction={extraction}
                notice={allowance.notice ?? (templateLocked ? PRO_TEMPLATE_LOCKED : null)}
                initialUrl={initialUrl}
                template={template?.id}
                sitePages={{ planLimit: user.features.sitePages, remaining: allowance.remaining }}
              />
            )}
          </CardContent>
        </Card>
        <Tips />
      </main>
    </div>
  );
}
