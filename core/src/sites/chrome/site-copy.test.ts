import { describe, expect, it } from "vitest";
import { siteCopyOf } from "./site-copy.ts";

const O = "https://mill.example";
const nav = (active: string, logo: string, detached = false) =>
  `<header class="top"${detached ? ' data-ll-detached=""' : ""}><img class="logo" src="${logo}" alt="Mill">` +
  ["", "about"].map((p) => `<a class="link${p === active ? " active" : ""}" href="${O}/${p}">${p || "home"}</a>`).join("") +
  `</header>`;
const other = (route: string, html: string, css = "") => ({ layoutId: route, route, title: route, url: `${O}${route}`, html, css });

describe("siteCopyOf", () => {
  it("takes the first page that still follows the site, with this page's active link, its folder's addresses and the part's own rules", () => {
    const copy = siteCopyOf({
      // A post in a folder of its own whose header was detached and renamed.
      page: { url: `${O}/blog/post`, html: `${nav("none", "img/old.png", true).replace(">home<", ">start<")}<main>post</main>` },
      others: [
        other("/detached", `${nav("detached", "img/logo.png", true)}<main>x</main>`),
        other("/", `${nav("", "img/logo.png")}<main>home</main>`, ".logo { width: 40px; }\n.top .link { margin: 2px; }\n.main .link { color: red; }\n@media (max-width: 600px) { .link { display: block; } main { padding: 0; } }"),
        other("/about", `${nav("about", "img/logo.png")}<main>about</main>`),
      ],
      elementIndex: 0,
    });
    expect(copy?.from.route).toBe("/");
    // No link of the post's is active, so the start page's "home" mark goes; the relative logo resolves against the start page.
    expect(copy?.html).toBe(nav("none", `${O}/img/logo.png`));
    expect(copy?.css).toBe(".logo { width: 40px; }\n.top .link { margin: 2px; }\n@media (max-width: 600px) {\n  .link { display: block; }\n}");
  });

  it("is null for an element that is no part, or a part no other page shares", () => {
    const page = { url: `${O}/`, html: `${nav("", "a.png")}<main>x</main>` };
    expect(siteCopyOf({ page, others: [other("/about", `${nav("about", "a.png")}<main>y</main>`)], elementIndex: 1 })).toBeNull();
    expect(siteCopyOf({ page, others: [other("/about", `<main>y</main>`)], elementIndex: 0 })).toBeNull();
  });
});
