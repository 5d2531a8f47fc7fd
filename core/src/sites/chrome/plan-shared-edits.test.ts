import { describe, expect, it } from "vitest";
import { planSharedEdits } from "./plan-shared-edits.ts";

const header = (brand: string) => `<header class="site-header"><a class="brand" href="https://deli.example/">${brand}</a></header>`;
const page = (url: string, head: string, title: string) => ({ url, html: `${head}<main><h1>${title}</h1></main>`, css: ".brand { font-size: 24px; }" });

describe("planSharedEdits", () => {
  const before = page("https://deli.example/", header("Deli"), "Home");
  const other = { id: "about", version: 3, ...page("https://deli.example/about", header("Deli"), "About") };

  it("carries an edit of the shared header to a page whose copy was the same, keeping that page's own content", () => {
    const after = page("https://deli.example/", header("Deli Roma"), "Home");
    const [update, ...rest] = planSharedEdits({ before, after, others: [other] });
    expect(rest).toEqual([]);
    expect(update).toMatchObject({ id: "about", version: 3 });
    expect(update.editedHtml).toContain(">Deli Roma</a>");
    expect(update.editedHtml).toContain("<h1>About</h1>");
    expect(update.editedCss).toBeUndefined();
  });

  it("plans nothing for an unchanged save, a page-only edit or a page whose copy differs", () => {
    expect(planSharedEdits({ before, after: before, others: [other] })).toEqual([]);
    expect(planSharedEdits({ before, after: page("https://deli.example/", header("Deli"), "Welcome"), others: [other] })).toEqual([]);
    const unlike = { ...other, html: `<header class="other"><p>Elsewhere</p></header><main><h1>About</h1></main>` };
    expect(planSharedEdits({ before, after: page("https://deli.example/", header("Deli Roma"), "Home"), others: [unlike] })).toEqual([]);
  });

  it("carries a rule edit of a class the shared part uses as a stylesheet change", () => {
    const after = { ...before, css: ".brand { font-size: 30px; }" };
    const [update] = planSharedEdits({ before, after, others: [other] });
    expect(update.editedHtml).toBeUndefined();
    expect(update.editedCss).toContain("30px");
  });
});
