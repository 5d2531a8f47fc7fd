import { describe, expect, it } from "vitest";
import { buildLayers } from "./layers";
import { loadDoc } from "../replay.test-support";

const names = (html: string) => {
  const walk = (layers: ReturnType<typeof buildLayers>): string[] => layers.flatMap((l) => [l.name, ...walk(l.children)]);
  return walk(buildLayers(loadDoc(html).doc));
};

describe("layer labels", () => {
  it("name boxes after what they hold, not after Bootstrap or Tailwind utility classes", () => {
    const html = `<div class="row g-4"><div class="col-lg-4 mb-3"><div class="card h-100"><h3 class="fs-5 fw-bold">Web Design</h3><p class="text-muted mb-0">Pixel-perfect sites for every screen size there is.</p></div></div>
<div class="md:flex py-12"><img class="w-full rounded-lg" src="/a.png" alt="Team photo"><a class="text-sm underline" href="#">Read more</a></div></div>`;
    expect(names(html)).toEqual(["Web Design", "Web Design", "card", "Web Design", "Pixel-perfect sites for every s…", "Team photo", "Team photo", "Read more"]);
  });

  it("keeps classes that say what a thing is, and tags when nothing else does", () => {
    expect(names(`<nav class="navbar navbar-expand-lg"><ul class="d-flex"><li class="ms-2"><span class="badge"></span></li></ul></nav>`)).toEqual([
      // A landmark is a component of its own in the exports, and the layer says so.
      "Navbar",
      "List",
      "List item",
      "badge",
    ]);
  });

  it("folds an icon sprite into one Icons layer", () => {
    const html = `<svg xmlns="http://www.w3.org/2000/svg" class="d-none"><symbol id="bootstrap" viewBox="0 0 118 94"><path d="M0 0"></path></symbol><symbol id="home" viewBox="0 0 16 16"><path d="M0 0"></path></symbol></svg><main class="hero"><h1>Hi</h1></main>`;
    const [sprite, hero] = buildLayers(loadDoc(html).doc);
    expect([sprite!.name, sprite!.folded, sprite!.children.map((c) => c.name)]).toEqual(["Icons", true, ["Icon bootstrap", "Icon home"]]);
    expect(hero!.folded).toBe(false);
  });
});
