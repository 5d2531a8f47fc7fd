import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { exportSite } from "@layoutlift/core/sites/export/export-site";
import { uniqueRoutes } from "@layoutlift/core/sites/page-url";
import type { SitePageSource } from "@layoutlift/core/sites/site-page-source";
import { useHostileBrowser } from "../helpers/hostile-browser.ts";
import { hostileAssets, hostileAssetsPage } from "../fixtures/hostile/assets/hostile-assets.ts";
import { buildAtRulesCss, FORBIDDEN_AT_RULES, writeBuildPayloads, type BuildPayloads } from "../fixtures/hostile/build-time/at-rules.ts";
import { FRAMEWORK_LEGIT, frameworkHostPage, HOSTILE_FRAMEWORK_HTML } from "../fixtures/hostile/active-content/frameworks.ts";
import { fetchAsset } from "./export-asset-server.ts";
import { ensureDir } from "./export-render-helpers.ts";

/**
 * A whole site whose pages attack whoever deploys its export (issue 22 for site exports): every page carries the
 * build at-rules naming modules on disk, the hostile "images" and data: SVGs, the AngularJS/_hyperscript payloads,
 * and the site's page addresses name Windows devices and files the export writes. The site zip (static site, React,
 * Vue and Next.js projects, one Wix and Squarespace embed per page) goes through the same policies as a single page:
 * no module imported and no build at-rule kept; only images and fonts named by their content, none of which runs
 * script when opened directly with its extension's MIME type; every static page and embed inside an AngularJS +
 * _hyperscript host page runs no payload and keeps the legitimate text; no device name, control character or Vite
 * placeholder. The controls (the originals do run) are in export-assets-hostile and export-framework-inert.
 */
const require = createRequire(import.meta.url);
const TMP = ensureDir(join(process.cwd(), ".tmp"));
const MIME: Record<string, string> = {
  svg: "image/svg+xml", png: "image/png", jpg: "image/jpeg", gif: "image/gif", webp: "image/webp", avif: "image/avif",
  woff: "font/woff", woff2: "font/woff2", ttf: "font/ttf", otf: "font/otf", html: "text/html", js: "text/javascript", json: "application/json",
};
const SAFE_ASSET = /\/assets\/(image|font)-[0-9a-f]{12}\.(png|jpg|gif|webp|avif|svg|woff2?|ttf|otf)$/;
const SERVED_AS_IS = /^(site\/assets\/|[a-z]+\/public\/)/;
const DIRECTIVES = /\s(_|script|data-script|up-[\w-]+|hx-[\w:-]+|data-hx-[\w-]+|x-[\w-]+|ng-[\w-]+|data-ng-[\w-]+|data-bind|data-controller|data-action)(=|\s|>)/;
const WINDOWS_DEVICE = /(^|\/)(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.[^/]*)?(\/|$)/i;
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]|\\u00[01][0-9a-f]/i;
const isText = (path: string) => /\.(html|css|js|jsx|tsx|ts|vue|json|md)$/.test(path);

describe("a whole site of hostile pages, exported", { timeout: 180_000 }, () => {
  const hostile = useHostileBrowser();
  let payloads: BuildPayloads;
  let zip: Record<string, Uint8Array>;
  let scripts: { angular: string; hyperscript: string };

  beforeAll(async () => {
    const server = hostile.server;
    const origin = server.origin;
    payloads = writeBuildPayloads(mkdtempSync(join(TMP, "site-at-rules-")));
    for (const asset of hostileAssets(origin)) server.serve(asset.path, asset.body, asset.contentType);
    scripts = {
      angular: server.serve("/lib/angular.js", readFileSync(require.resolve("angular/angular.min.js")), "text/javascript"),
      hyperscript: server.serve("/lib/hyperscript.js", readFileSync(require.resolve("hyperscript.org")), "text/javascript"),
    };
    const assets = hostileAssetsPage(origin, origin);
    const urls = [`${origin}/`, `${origin}/con`, `${origin}/aux.txt`, `${origin}/site.css`];
    const routes = uniqueRoutes(urls);
    const header = `<header class="top"><nav>${urls.map((u, i) => `<a href="${u}">Page ${i}</a>`).join("")}</nav></header>`;
    const pages: SitePageSource[] = urls.map((url, i) => ({
      url,
      route: routes[i],
      title: `Page ${i} %VITE_SECRET% {{ constructor.constructor("console.log('llpwned:ng-title')")() }} \u0001`,
      html: `${header}${HOSTILE_FRAMEWORK_HTML}${assets.html}<p>Te\u0000xt&#1; ${i}</p>`,
      css: `${buildAtRulesCss(payloads)}\n${assets.css}\n.top { display: flex; gap: 8px; }`,
    }));
    zip = unzipSync((await exportSite("zip", pages, { fetchAsset })).body);
  }, 60_000);
  afterAll(() => rmSync(payloads.dir, { recursive: true, force: true }));

  const texts = () => Object.entries(zip).filter(([path]) => isText(path)).map(([path, body]) => [path, strFromU8(body)] as const);

  it("imports no module a page names and keeps no build or load at-rule in any file", () => {
    expect(payloads.markers()).toEqual([]);
    for (const [path, text] of texts()) if (/\.(css|html|jsx|tsx|vue|js|ts)$/.test(path)) expect(text, path).not.toMatch(FORBIDDEN_AT_RULES);
  });

  it("names no file after a Windows device, and writes no control character or Vite placeholder", () => {
    const paths = Object.keys(zip);
    expect(paths.filter((p) => WINDOWS_DEVICE.test(p))).toEqual([]);
    expect(paths).toContain("site/con-page/index.html");
    expect(paths).toContain("site/site.css");
    expect(paths.filter((p) => p.startsWith("site/site.css/"))).toEqual([]);
    for (const [path, text] of texts()) expect(text, path).not.toMatch(CONTROL);
    for (const project of ["react", "vue"]) expect(strFromU8(zip[`${project}/index.html`])).not.toMatch(/%\S+?%/);
  });

  it("writes only images and fonts named by their content, and none runs script when opened directly", async () => {
    const served = Object.keys(zip).filter((p) => SERVED_AS_IS.test(p));
    const assets = served.filter((p) => p.includes("/assets/"));
    expect(assets.length).toBeGreaterThanOrEqual(4 * 3);
    for (const path of assets) expect(path).toMatch(SAFE_ASSET);
    // Every project carries the same files (the same bytes under the same name): each is opened once.
    const distinct = new Map<string, string>();
    for (const path of served) {
      const name = path.slice(path.indexOf("/assets/") >= 0 ? path.indexOf("/assets/") : path.lastIndexOf("/"));
      const first = distinct.get(name);
      if (first) expect(Buffer.compare(zip[first], zip[path]), path).toBe(0);
      else distinct.set(name, path);
    }
    expect(distinct.size).toBeGreaterThanOrEqual(3);
    const ran: string[] = [];
    for (const path of distinct.values()) {
      hostile.server.reset();
      const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1].toLowerCase() ?? "";
      const visit = await hostile.visit(`/opened/${path}`, zip[path], MIME[extension] ?? "application/octet-stream");
      await fetch(`${hostile.server.origin}/settled`).catch(() => undefined);
      ran.push(...[...visit.ran, ...hostile.server.hits()].map((r) => `${path}: ${r}`));
    }
    expect(ran).toEqual([]);
  });

  it("runs no AngularJS or _hyperscript payload from any static page or embed, and keeps the text", async () => {
    const documents = Object.keys(zip).filter((p) => /^site\/.*index\.html$/.test(p));
    const embeds = Object.keys(zip).filter((p) => /^(wix|squarespace)\/.*\.html$/.test(p));
    expect(documents.length).toBe(4);
    expect(embeds.length).toBe(8);
    for (const [path, text] of texts()) if (/\.(html|jsx|tsx|vue)$/.test(path)) expect(text, path).not.toMatch(DIRECTIVES);
    const hostDocument = (doc: string) =>
      doc.replace(/<html\b/i, "<html ng-app").replace(/<\/head>/i, `<script src="${scripts.angular}"></script><script src="${scripts.hyperscript}"></script></head>`);
    // All pages hold the same content: the start page and one other (shared regions printed apart), one embed of each.
    const opened = [documents[0], "site/con-page/index.html", "wix/con-page.html", "squarespace/con-page.html"];
    expect(documents).toContain(opened[1]);
    expect(embeds).toEqual(expect.arrayContaining(opened.slice(2)));
    for (const path of opened) {
      const body = strFromU8(zip[path]);
      const page = path.startsWith("site/") ? hostDocument(body) : frameworkHostPage(body, scripts);
      const { ran, text } = await hostile.visit(`/host/${path}`, page, "text/html; charset=utf-8");
      expect(ran, path).toEqual([]);
      for (const legit of FRAMEWORK_LEGIT) expect(text.replace(/\u2060/g, ""), `${path}: ${legit}`).toContain(legit);
    }
  });
});
