import type { JobStage } from "./job-stages.ts";
import type { LayoutStatus } from "./layouts.ts";

/** What the progress line needs of each page, in the site's page order. */
export interface PageProgress {
  status: LayoutStatus;
  stage: JobStage;
  progress: number;
}

/** A stage as the progress line names it: the engine's own word ("capture"), plain words for the job's steps. */
const STAGE_WORDS: Record<JobStage, string> = {
  queued: "waiting",
  capture: "capture",
  clean: "clean",
  css: "css",
  verify: "verify",
  components: "components",
  save: "save",
  done: "done",
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * The one line the web progress page and the CLI print for a site: "page 3 of 12 · capture 40 %" while pages
 * extract (the first page still working, counted after the finished ones, with its stage and its own progress), "Finding pages · 1 found" before any
 * page started, and "12 pages · 1 failed" once all are done.
 */
export function siteProgressText(pages: readonly PageProgress[], crawling = false): string {
  const finished = pages.filter((p) => p.status === "done" || p.status === "failed").length;
  const failed = pages.filter((p) => p.status === "failed").length;
  const working = pages.find((p) => p.status === "running") ?? pages.find((p) => p.status === "queued");
  const total = pages.length;
  if (!working) {
    if (crawling) return `Finding pages · ${plural(total, "page")} found`;
    return failed ? `${plural(total, "page")} · ${failed} failed` : `${plural(total, "page")} · done`;
  }
  const line = `page ${Math.min(finished + 1, total)} of ${total} · ${STAGE_WORDS[working.stage]} ${Math.round(working.progress)} %`;
  return crawling ? `${line} · finding more pages` : line;
}
