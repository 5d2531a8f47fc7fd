import { describe, expect, it } from "vitest";
import { collectAssets } from "./layers";
import { loadDoc } from "../replay.test-support";

const ICON = (inner = "") => `<svg class="icon" viewBox="0 0 24 24">${inner}<path d="M0 0"></path></svg>`;

describe("the Assets panel's icons", () => {
  it("are named by their own name, else by the link or card they sit in, not all 'svg' or 'icon'", () => {
    const html = [
      `<a class="logo" href="/">${ICON('<title>Flowline logo</title>')}</a>`,
      `<button class="play">${ICON()} Watch the demo</button>`,
      `<article class="card"><div class="badge">${ICON()}</div><h3>Fast</h3><p>Seconds to code.</p></article>`,
      `<article class="card"><div class="badge">${ICON()}</div><h3>Safe</h3><p>No scripts.</p></article>`,
      `<span>${ICON().replace("<svg", '<svg aria-label="Close menu"')}</span>`,
      `<div>${ICON()}</div>`,
    ].join("");
    const icons = collectAssets(loadDoc(html).doc).filter((a) => a.kind === "icon");
    expect(icons.map((a) => a.name)).toEqual(["Flowline logo", "Icon · Watch the demo", "Icon · Fast", "Icon · Safe", "Close menu", "icon"]);
  });
});
