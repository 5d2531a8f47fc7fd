/** A browser-window frame around a sandboxed iframe (no allow-scripts: nothing typed in the demo can run). */
export function DemoPreviewFrame({ title, srcDoc, address }: { title: string; srcDoc: string; address: string }) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <div className="flex items-center gap-2 border-b bg-muted/60 px-3 py-2">
        <span aria-hidden="true" className="size-2.5 rounded-full bg-red-400" />
        <span aria-hidden="true" className="size-2.5 rounded-full bg-amber-400" />
        <span aria-hidden="true" className="size-2.5 rounded-full bg-emerald-400" />
        <span className="ml-2 truncate rounded bg-background px-2 py-0.5 font-mono text-xs text-muted-foreground">{address}</span>
      </div>
      <iframe title={title} sandbox="" srcDoc={srcDoc} loading="lazy" className="block h-[500px] w-full bg-white" data-testid="demo-preview" />
    </div>
  );
}
