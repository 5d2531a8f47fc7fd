import { CodeIcon, Wand2Icon } from "lucide-react";

/** A drawn (not screenshotted) product preview: a page on the left, its extracted code on the right. No images to load. */
export function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full min-w-0 max-w-xl lg:max-w-none">
      <div className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-tr from-brand-from/25 to-brand-to/25 blur-2xl" />
      <div className="overflow-hidden rounded-2xl border bg-card shadow-2xl">
        <div className="flex items-center gap-2 border-b bg-muted/60 px-4 py-3">
          <span className="size-3 rounded-full bg-red-400" />
          <span className="size-3 rounded-full bg-amber-400" />
          <span className="size-3 rounded-full bg-emerald-400" />
          <div className="ml-3 min-w-0 flex-1 truncate rounded-md bg-background px-3 py-1 font-mono text-xs text-muted-foreground">
            https://acme-saas.com
          </div>
        </div>
        {/* minmax(0, …) tracks: the code column clips its long lines instead of widening the page on phones. */}
        <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="space-y-3 p-4 sm:p-5">
            <div className="flex items-center justify-between">
              <div className="h-3 w-16 rounded bg-foreground/80" />
              <div className="flex gap-2">
                <div className="h-2 w-8 rounded bg-muted-foreground/40" />
                <div className="h-2 w-8 rounded bg-muted-foreground/40" />
                <div className="h-2 w-8 rounded bg-muted-foreground/40" />
              </div>
            </div>
            <div className="rounded-lg border-2 border-dashed border-primary/60 bg-primary/5 p-4">
              <div className="h-4 w-3/4 rounded bg-foreground/80" />
              <div className="mt-2 h-2 w-full rounded bg-muted-foreground/30" />
              <div className="mt-1.5 h-2 w-5/6 rounded bg-muted-foreground/30" />
              <div className="mt-4 h-6 w-24 rounded-md bg-gradient-to-r from-brand-from to-brand-to" />
            </div>
            <div className="grid grid-cols-3 gap-2">
              {[0, 1, 2].map((i) => (
                <div key={i} className="rounded-md border bg-background p-2">
                  <div className="size-4 rounded bg-primary/70" />
                  <div className="mt-2 h-1.5 w-full rounded bg-muted-foreground/30" />
                  <div className="mt-1 h-1.5 w-2/3 rounded bg-muted-foreground/30" />
                </div>
              ))}
            </div>
          </div>
          <div className="overflow-hidden border-l bg-slate-950 p-3 font-mono sm:p-4 text-[10px] leading-relaxed text-slate-300 sm:text-[11px]">
            <div className="mb-2 flex items-center gap-1.5 text-slate-400">
              <CodeIcon className="size-3" /> hero.html
            </div>
            <div><span className="text-pink-400">&lt;section</span> <span className="text-sky-300">class</span>=<span className="text-emerald-300">"hero"</span><span className="text-pink-400">&gt;</span></div>
            <div className="pl-3"><span className="text-pink-400">&lt;h1&gt;</span>Ship faster<span className="text-pink-400">&lt;/h1&gt;</span></div>
            <div className="pl-3"><span className="text-pink-400">&lt;p&gt;</span>…<span className="text-pink-400">&lt;/p&gt;</span></div>
            <div className="pl-3"><span className="text-pink-400">&lt;a</span> <span className="text-sky-300">class</span>=<span className="text-emerald-300">"btn"</span><span className="text-pink-400">&gt;</span></div>
            <div><span className="text-pink-400">&lt;/section&gt;</span></div>
            <div className="mt-3 text-slate-400">/* styles.css */</div>
            <div><span className="text-amber-300">.hero</span> {"{"}</div>
            <div className="pl-3"><span className="text-sky-300">display</span>: grid;</div>
            <div className="pl-3"><span className="text-sky-300">gap</span>: 24px;</div>
            <div>{"}"}</div>
          </div>
        </div>
      </div>
      <div className="absolute -bottom-5 left-6 flex items-center gap-2 rounded-full border bg-background px-4 py-2 text-sm font-medium shadow-lg">
        <Wand2Icon className="size-4 text-primary" /> 6 components detected
      </div>
    </div>
  );
}
