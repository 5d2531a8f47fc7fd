import { useId, useState, type FormEvent } from "react";
import { AlertCircle, Wand2 } from "lucide-react";
import { URL_EXAMPLE } from "@layoutlift/core/contract/extract-url";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { urlError } from "../lib/validate-url";
import type { useExtraction } from "../api/extraction";
import { ExtractionProgress } from "./extraction-progress";
import { SiteOptions, type SiteChoice } from "./site-options";

interface ExtractFormProps {
  extraction: ReturnType<typeof useExtraction>;
  /** Why the user cannot extract right now (spec section 5's two notices), or null. */
  notice: string | null;
  initialUrl: string;
  template?: string;
  /** The plan's pages per site and the extractions left: the whole-site choice's bounds. */
  sitePages: { planLimit: number; remaining: number };
}

/** 'Website URL' form: validated on submit, then re-validated on every change (spec section 5). */
export function ExtractForm({ extraction, notice, initialUrl, template, sitePages }: ExtractFormProps) {
  const [url, setUrl] = useState(initialUrl);
  const [site, setSite] = useState<SiteChoice>({ wholeSite: false, maxPages: Math.max(1, Math.min(sitePages.planLimit, sitePages.remaining)) });
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const blocked = !!notice;
  const busy = extraction.isExtracting;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const problem = urlError(url);
    setError(problem);
    if (problem || blocked || busy) return;
    extraction.extract({
      url: url.trim(),
      ...(template && url === initialUrl ? { template } : {}),
      ...(site.wholeSite ? { site: { maxPages: site.maxPages } } : {}),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={busy}>
      <div className="space-y-2">
        <Label htmlFor={inputId}>Website URL</Label>
        <Input
          id={inputId}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={URL_EXAMPLE}
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            if (submitted) setError(urlError(e.target.value));
          }}
          disabled={blocked || busy}
          aria-invalid={!!error}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className="h-11"
          autoFocus
        />
        {error && (
          <p id={errorId} role="alert" className="flex items-center gap-1.5 text-sm font-medium text-destructive" data-testid="url-error">
            <AlertCircle className="size-4 shrink-0" aria-hidden="true" /> {error}
          </p>
        )}
        <p id={hintId} className="text-sm text-muted-foreground">
          Enter the complete URL of the website you want to analyze
        </p>
        {extraction.workspaceName && (
          <p className="text-sm text-muted-foreground" data-testid="extract-workspace">
            The layout goes into <span className="font-medium text-foreground">{extraction.workspaceName}</span> (switch workspaces in the sidebar).
          </p>
        )}
      </div>

      {!template && <SiteOptions value={site} onChange={setSite} planLimit={sitePages.planLimit} remaining={sitePages.remaining} disabled={blocked || busy} />}

      {notice && (
        <p role="status" className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive" data-testid="allowance-notice">
          {notice}
        </p>
      )}

      {busy && <ExtractionProgress stage={extraction.stage} progress={extraction.progress} queuedBehind={extraction.queuedBehind} />}

      <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={blocked || busy}>
        <Wand2 aria-hidden="true" />
        {busy ? "Extracting Layout..." : "Extract Layout"}
      </Button>
    </form>
  );
}
