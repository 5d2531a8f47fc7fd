import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import type { ExportFormat } from "@layoutlift/core/contract/export";
import { useHostileBrowser } from "../helpers/hostile-browser.ts";
import type { PageVisit } from "../helpers/poke-page.ts";
import { FRAMEWORK_CONTROL_IDS, FRAMEWORK_LEGIT, frameworkHostPage, HOSTILE_FRAMEWORK_HTML } from "../fixtures/hostile/active-content/frameworks.ts";
import { ensureDir } from "./export-render-helpers.ts";
import { runWordPressTemplate } from "./export-execution.ts";

/**
 * The html export, the Wix and Squarespace embeds, the WordPress template and the zip's page, each inside a host page
 * that runs AngularJS 1.x (ng-app on <html>) and _hyperscript, both served from loopback: no payload runs and the
 * legitimate text (braces and `${}` included) still shows. The control puts the page's markup in the same host page
 * unexported, where every one of its AngularJS and _hyperscript payloads runs.
 */
const require = createRequire(import.meta.url);
const TMP = ensureDir(join(process.cwd(), ".tmp", `framework-inert-${process.pid}`));
const CSS = ".fw h2 { color: rgb(20, 40, 160); }";
const DIRECTIVES = /\s(_|script|data-script|up-[\w-]+|hx-[\w:-]+|data-hx-[\w-]+|x-[\w-]+|ng-[\w-]+|data-ng-[\w-]+|data-bind|data-controller|data-action)(=|\s|>)/;

describe("exports inside AngularJS and _hyperscript host pages", { timeout: 120_000 }, () => {
  const hostile = useHostileBrowser();
  let scripts: { angular: string; hyperscript: string };

  beforeAll(() => {
    scripts = {
      angular: hostile.server.serve("/lib/angular.js", readFileSync(require.resolve("angular/angular.min.js")), "text/javascript"),
      hyperscript: hostile.server.serve("/lib/hyperscript.js", readFileSync(require.resolve("hyperscript.org")), "text/javascript"),
    };
  });

  /** A whole document made a host page: ng-app on its <html>, the two libraries at the end of its <head>. */
  const hostDocument = (doc: string) =>
    doc.replace(/<html\b/i, "<html ng-app").replace(/<\/head>/i, `<script src="${scripts.angular}"></script><script src="${scripts.hyperscript}"></script></head>`);

  const visit = (path: string, html: string): Promise<PageVisit> => hostile.visit(path, html, "text/html; charset=utf-8");

  it("the control: the page's own markup runs every payload in the host page", async () => {
    const { ran, errors } = await visit("/control.html", frameworkHostPage(HOSTILE_FRAMEWORK_HTML, scripts));
    for (const id of FRAMEWORK_CONTROL_IDS) expect(ran.join("\n"), `${id} (page errors: ${errors.join("; ")})`).toContain(`llpwned:${id}`);
  });

  const text = async (format: ExportFormat) => strFromU8((await exportLayout(format, { html: HOSTILE_FRAMEWORK_HTML, css: CSS, title: "Framework {{ constructor.constructor(\"console.log('llpwned:ng-title')\")() }}" })).body);

  it.each(["html", "wix", "squarespace", "wordpress", "zip"] as const)("%s runs no payload and keeps the text", async (format) => {
    let page: string;
    let exported: string;
    if (format === "html") page = hostDocument((exported = await text("html")));
    else if (format === "wix" || format === "squarespace") page = frameworkHostPage((exported = await text(format)), scripts);
    else if (format === "wordpress") {
      const run = await runWordPressTemplate((exported = await text("wordpress")), join(TMP, "wordpress"));
      expect(run.ran).toEqual([]);
      page = frameworkHostPage(run.html, scripts);
    } else {
      const zip = unzipSync((await exportLayout("zip", { html: HOSTILE_FRAMEWORK_HTML, css: CSS, title: "Zip {{ 1 }}" })).body);
      exported = Object.values(zip).map((body) => strFromU8(body)).join("\n");
      page = hostDocument(strFromU8(zip["index.html"]));
      const wordpress = await runWordPressTemplate(strFromU8(zip["wordpress/index.php"]), join(TMP, "zip-wordpress"));
      expect((await visit(`/zip-wordpress.html`, frameworkHostPage(wordpress.html, scripts))).ran).toEqual([]);
    }
    expect(exported).not.toMatch(DIRECTIVES);
    const { ran, text: shown } = await visit(`/${format}.html`, page);
    expect(ran).toEqual([]);
    for (const legit of FRAMEWORK_LEGIT) expect(shown.replace(/\u2060/g, ""), legit).toContain(legit);
  });
});
