import { describe, expect, it } from "vitest";
import postcss from "postcss";
import { strFromU8, unzipSync } from "fflate";
import { frameworkClasses } from "./framework-classes.ts";
import { exportLayout } from "../export-layout.ts";

/** Rules as Bootstrap 5.3 writes them (the extraction keeps only the rules a page uses). */
const BOOTSTRAP = `:root{--bs-body-color:#212529;--bs-tertiary-bg-rgb:248,249,250}
.container{--bs-gutter-x:1.5rem;width:100%;margin-right:auto;margin-left:auto}
.row{--bs-gutter-x:1.5rem;display:flex;flex-wrap:wrap}.row>*{flex-shrink:0;width:100%}
.row-cols-md-3>*{flex:0 0 auto;width:33.33333333%}.col{flex:1 0 0%}.g-3{--bs-gutter-x:1rem;--bs-gutter-y:1rem}
.card{--bs-card-spacer-y:1rem;position:relative;display:flex;flex-direction:column}.card-body{flex:1 1 auto;padding:var(--bs-card-spacer-y)}
.card-text:last-child{margin-bottom:0}.shadow-sm{box-shadow:0 .125rem .25rem rgba(0,0,0,.075)!important}
.btn{--bs-btn-padding-x:.75rem;display:inline-block}.btn-sm{--bs-btn-padding-y:.25rem}.btn-outline-secondary{--bs-btn-color:#6c757d}
.ms-auto{margin-left:auto!important}.py-5{padding-top:3rem!important;padding-bottom:3rem!important}
.bg-body-tertiary{--bs-bg-opacity:1;background-color:rgba(var(--bs-tertiary-bg-rgb),var(--bs-bg-opacity))!important}`;

describe("framework classes", () => {
  it("are the classes of rules with the framework's custom properties, all-!important utilities and its names", () => {
    const css = ".g-3{--bs-gutter-x:1rem}.ms-auto{margin-left:auto!important}.col-md-4{flex:0 0 auto;width:33%}.team-grid{display:grid}.member h3{margin:0}";
    expect([...frameworkClasses(postcss.parse(css))].sort()).toEqual(["col-md-4", "g-3", "ms-auto"]);
    // Without the framework in the stylesheet, a name alone says nothing.
    expect([...frameworkClasses(postcss.parse(".col-md-4{width:33%}.card{padding:1rem}"))]).toEqual([]);
  });

  it("stay global in every project: only the page's own rules used by one component go to its module", async () => {
    const card = '<div class="col"><div class="card shadow-sm album-card"><div class="card-body"><p class="card-text">Text</p><a class="btn btn-sm btn-outline-secondary ms-auto" href="#">View</a></div></div></div>';
    const html = `<main><div class="album py-5 bg-body-tertiary"><div class="container"><div class="row row-cols-md-3 g-3">${card.repeat(3)}</div></div></div></main>`;
    const css = `${BOOTSTRAP}\n.album-card{outline:1px solid #eee}`;
    const zip = unzipSync((await exportLayout("zip", { html, css, title: "Album" }, { fetchAsset: async () => null })).body);
    const framework = frameworkClasses(postcss.parse(BOOTSTRAP));
    const modules = Object.keys(zip).filter((p) => p.startsWith("react/src/components/") && p.endsWith(".module.css"));
    const moduleClasses = modules.flatMap((p) => [...strFromU8(zip[p]).matchAll(/\.([A-Za-z][\w-]*)/g)].map((m) => m[1]));
    expect(moduleClasses).toContain("album-card");
    expect(moduleClasses.filter((c) => framework.has(c))).toEqual([]);
    const jsx = Object.keys(zip).filter((p) => p.startsWith("react/src/") && p.endsWith(".jsx")).map((p) => strFromU8(zip[p])).join("\n");
    for (const c of ["g-3", "bg-body-tertiary", "card", "btn-outline-secondary", "ms-auto"]) expect(jsx).not.toContain(`styles[${JSON.stringify(c)}]`);
    expect(jsx).not.toContain("styles.card}");
  });
});
