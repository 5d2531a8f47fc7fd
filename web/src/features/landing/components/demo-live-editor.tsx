import { useDeferredValue, useMemo, useState } from "react";
import { CopyIcon, DownloadIcon, LockIcon } from "lucide-react";
import { toast } from "@/components/ui/toaster";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { UpgradeModal } from "@/components/upgrade-modal";
import { useUser } from "@/features/auth";
import { demoCss, demoHtml } from "../data/demo-sample";
import { previewDocument, standaloneHtmlFile } from "../lib/sanitize-html";
import { copyText, saveTextFile } from "@/lib/save-file";
import { DemoPreviewFrame } from "./demo-preview-frame";

type CodeTab = "html" | "css";

const editorClass = "h-[400px] resize-none bg-slate-950 font-mono text-xs leading-relaxed text-slate-100 dark:bg-slate-950 md:text-xs";

/** Editable HTML/CSS with a live sandboxed preview; copying and downloading are paid features (spec section 4). */
export function DemoLiveEditor() {
  const { isPaid } = useUser();
  const [tab, setTab] = useState<CodeTab>("html");
  const [html, setHtml] = useState(demoHtml);
  const [css, setCss] = useState(demoCss);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  // Typing stays responsive: the preview re-renders from the deferred values.
  const deferredHtml = useDeferredValue(html);
  const deferredCss = useDeferredValue(css);
  const srcDoc = useMemo(() => previewDocument(deferredHtml, deferredCss), [deferredHtml, deferredCss]);

  async function copy() {
    if (!isPaid) return setUpgradeOpen(true);
    try {
      await copyText(tab === "html" ? html : css);
      toast.success("Copied to clipboard!");
    } catch {
      toast.error("Copy failed", { description: "Your browser blocked clipboard access." });
    }
  }

  function download() {
    if (!isPaid) return setUpgradeOpen(true);
    if (tab === "html") saveTextFile("index.html", standaloneHtmlFile(html), "text/html");
    else saveTextFile("styles.css", css, "text/css");
    toast.success("Download started!");
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-3">
        <Tabs value={tab} onValueChange={(v) => setTab(v as CodeTab)}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <TabsList aria-label="Code language">
              <TabsTrigger value="html" className="px-4">HTML</TabsTrigger>
              <TabsTrigger value="css" className="px-4">CSS</TabsTrigger>
            </TabsList>
            <div className="flex flex-wrap items-center gap-2">
              {!isPaid && (
                <Badge variant="warning" data-testid="read-only-note">
                  <LockIcon aria-hidden="true" /> Read-only in trial
                </Badge>
              )}
              <Button variant="outline" size="sm" onClick={copy} data-testid="demo-copy">
                {isPaid ? <CopyIcon aria-hidden="true" /> : <LockIcon aria-hidden="true" />}
                {isPaid ? "Copy" : "Copy (Pro)"}
              </Button>
              <Button variant="outline" size="sm" onClick={download} data-testid="demo-download">
                {isPaid ? <DownloadIcon aria-hidden="true" /> : <LockIcon aria-hidden="true" />}
                {isPaid ? "Download" : "Download (Pro)"}
              </Button>
            </div>
          </div>
          <TabsContent value="html" className="mt-2">
            <Label htmlFor="demo-html" className="sr-only">HTML code</Label>
            <Textarea id="demo-html" spellCheck={false} value={html} onChange={(e) => setHtml(e.target.value)} className={editorClass} />
          </TabsContent>
          <TabsContent value="css" className="mt-2">
            <Label htmlFor="demo-css" className="sr-only">CSS code</Label>
            <Textarea id="demo-css" spellCheck={false} value={css} onChange={(e) => setCss(e.target.value)} className={editorClass} />
          </TabsContent>
        </Tabs>
        <p className="text-xs text-muted-foreground">Edit the code: the preview updates as you type.</p>
      </div>
      <DemoPreviewFrame title="Live preview" srcDoc={srcDoc} address="preview.layoutlift.app" />
      <UpgradeModal open={upgradeOpen} onOpenChange={setUpgradeOpen} trigger="export_limit" />
    </div>
  );
}
