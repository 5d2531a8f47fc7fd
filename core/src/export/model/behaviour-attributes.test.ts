import { describe, expect, it } from "vitest";
import { exportLayout } from "../export-layout.ts";

async function exported(body: string): Promise<string> {
  return new TextDecoder().decode((await exportLayout("html", { html: body, css: ".show{display:block}" })).body);
}

describe("behaviour attributes in an export", () => {
  it("carry our runtime only when something opens, closes or selects", async () => {
    expect(await exported(`<p>Plain</p>`)).not.toContain("<script");
    const page = await exported(`<button data-toggle-target="nav">Menu</button><div id="nav" data-open-class="show">Links</div>`);
    expect(page.match(/<script>/g)).toHaveLength(1);
    expect(page).toContain(`data-toggle-target="nav"`);
  });

  it("drop what the contract refuses, written by hand into a layout", async () => {
    const page = await exported(
      `<button data-toggle-target="x],body" data-open-attrs="onclick=alert(1)">A</button>` +
        `<div id="p" data-open-class="url(x)" data-closed-attrs="data-x=javascript:alert(1)" data-dismiss="always">B</div>`,
    );
    expect(page).not.toMatch(/data-toggle-target|data-open-attrs|data-open-class|data-closed-attrs|data-dismiss/);
    expect(page).not.toContain("<script");
  });
});
