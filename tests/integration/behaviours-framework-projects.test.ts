import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchTestBrowser } from "../helpers/browser.ts";
import { startFixtureServer, type FixtureServer } from "../helpers/fixture-server.ts";
import { createRenderContext } from "../helpers/similarity.ts";
import { behaviourPlayer, exportZips, FRAMEWORKS, projectSources, type Framework } from "./behaviour-matrix.ts";
import { BOOTSTRAP, DETAILS, RADIX, TAILWIND_ALPINE, type Fixture } from "./behaviour-steps.ts";
import { writeProject } from "./export-project-build.ts";
import { cachedProject } from "./project-build-cache.ts";
import { FULL_PROJECT_MATRIX } from "./project-matrix.ts";

/**
 * Issue 24 for the framework exports: the Bootstrap 5 page (its own bundle), the Tailwind + Alpine-style page, the
 * Radix page (React 19, content mounted only while open) and plain <details>/popover/<dialog>, extracted at 1280 and
 * 390 px and exported as the zip. In Chromium every control is clicked on the original, on the
 * zip's static site (our runtime) and on one framework project per library, built as its README says (kept by
 * content hash in .tmp/project-builds): Bootstrap and Radix in React, Tailwind + Alpine in Vue. The viewport after each step
 * is compared (ink ≥ 0.98); Escape closes what it closed on the original and focus returns to the control. The
 * projects carry state of their own (useState / ref) and no script of ours or of the page. Every fixture in React,
 * Vue and Next.js are the full matrix (`LAYOUTLIFT_EXPORT_MATRIX=full`, `npm run bench:project-matrix`) and
 * `npm run bench:behaviours`: the Next.js projects share React's interaction hooks (interactions-react.ts), and a
 * cold `next build` costs ~30 s of CPU where vite takes under 1 s (issue 29).
 */
const SITES = join(process.cwd(), "tests", "fixtures", "sites");
const TMP = join(process.cwd(), ".tmp");
const FIXTURES = [BOOTSTRAP, TAILWIND_ALPINE, RADIX, DETAILS];
const CASES: { fixture: Fixture; framework: Framework }[] = FULL_PROJECT_MATRIX
  ? FIXTURES.flatMap((fixture) => Object.values(FRAMEWORKS).map((framework) => ({ fixture, framework })))
  : [
      { fixture: BOOTSTRAP, framework: FRAMEWORKS["react/"] },
      { fixture: TAILWIND_ALPINE, framework: FRAMEWORKS["vue/"] },
      // The Radix page in React as the issue names it; plain <details> needs no state of its own (full matrix only).
      { fixture: RADIX, framework: FRAMEWORKS["react/"] },
    ];

/**
 * The small named components that hold their own state (model/named-components.ts): a tab list, a carousel and a
 * menu a developer finds by name, with `useState` / `ref` and the ARIA bound to it, not a page-wide provider.
 */
const NAMED: Record<string, string[]> = {
  [BOOTSTRAP.name]: ["Tabs", "Carousel", "Dropdown"],
  [TAILWIND_ALPINE.name]: ["Dropdown"],
  // Radix portals its menu to the body's end: the Dropdown holding the trigger renders it back there itself.
  [RADIX.name]: ["Tabs", "Dropdown"],
  [DETAILS.name]: [],
};

function namedComponentFile(dir: string, folder: Framework["folder"], name: string): string {
  const path = { "react/": `src/components/${name}.jsx`, "vue/": `src/components/App${name}.vue`, "nextjs/": `components/${name}.tsx` }[folder];
  return readFileSync(join(dir, path), "utf8");
}

let fixtures: FixtureServer;
let browser: Browser;
let context: BrowserContext;
let zips: Map<string, Record<string, Uint8Array>>;
let player: ReturnType<typeof behaviourPlayer>;

beforeAll(async () => {
  process.env.LAYOUTLIFT_TMP ??= join(TMP, "chromium");
  // Not offlineRemoteUrls: these pages name no remote URL, and that rewrite would break Bootstrap's data: SVG icons.
  fixtures = await startFixtureServer(SITES);
  const pageUrl = (fixture: Fixture) => fixtures.url(`behaviours/${fixture.name}/`);
  zips = await exportZips(FIXTURES, fixtures);
  browser = await launchTestBrowser();
  context = await createRenderContext(browser);
  player = behaviourPlayer(context, pageUrl);
}, 240_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await fixtures?.close();
});

describe.each(FIXTURES)("$name: the zip's exports behave like the original", (fixture) => {
  it("html (the static site, with our runtime)", async () => {
    const zip = zips.get(fixture.name)!;
    const dir = writeProject(zip, "", join(TMP, `behaviours-html-${fixture.name}`), (path) => !/^(react|vue|nextjs|svelte|astro|wordpress)\//.test(path));
    const server = await startFixtureServer(dir);
    try {
      const { problems } = await player.compare(fixture, server.url(""), null, "html");
      expect(problems).toEqual([]);
    } finally {
      await server.close();
    }
  }, 300_000);

  it.each(CASES.filter((c) => c.fixture === fixture).map((c) => c.framework))("$folder (state of its own, no script of ours or of the page)", async (framework) => {
    // The fixture server's port changes from run to run, not what is built (see projectKey).
    const { dir } = await cachedProject(zips.get(fixture.name)!, framework.folder, framework.build, { irrelevant: [fixtures.origin] });
    const code = projectSources(dir, framework.folder);
    expect(code).toMatch(framework.folder === "vue/" ? /\bref\(/ : /\buseState\(/);
    expect(code).not.toMatch(/data-toggle-target|data-open-class|behaviours\.js|bootstrap\.bundle|alpinejs/);
    for (const name of NAMED[fixture.name]) {
      const file = namedComponentFile(dir, framework.folder, name);
      // Its own state, bound to its own classes and ARIA, and nothing of the page's shared state.
      expect(file, name).toMatch(framework.folder === "vue/" ? /\bconst (activeTab|activeSlide|menuOpen) = ref\(/ : /\[(activeTab|activeSlide|menuOpen), set\w+\] = useState/);
      expect(file, name).toMatch(framework.folder === "vue/" ? /:aria-(selected|current|expanded)="(activeTab|activeSlide|menuOpen)\b/ : /aria-(selected|current|expanded)=\{(activeTab|activeSlide|menuOpen)\b/);
      expect(file, name).not.toMatch(/useInteractions|page-state/);
    }
    const server = await framework.serve(dir);
    try {
      const { found, reproduced, problems } = await player.compare(fixture, server.url, framework.mount, framework.folder.slice(0, -1));
      console.log(`${fixture.name} ${framework.folder}: ${reproduced}/${found} interactions reproduced`);
      expect(problems).toEqual([]);
    } finally {
      await server.close();
    }
  }, 600_000);
});
