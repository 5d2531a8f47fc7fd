import { describe, expect, it } from "vitest";
import { bodyHtml, makeContext } from "../testing/make-context.ts";
import { classifyClassName } from "./class-names.ts";
import { renameGeneratedClasses } from "./rename-classes.ts";

describe("rename-classes", () => {
  it("renames generated classes the same way in HTML and CSS, keeps readable ones, drops unused generated ones", () => {
    const ctx = makeContext(
      `<div class="css-1x2y3z"><button class="Button_root__x1y2 primary">Go</button><span class="jsx-123">u</span></div>`,
      `.css-1x2y3z { padding: 0; } .css-1x2y3z > .Button_root__x1y2:hover { color: red; } .primary { font-weight: bold; }`,
    );
    renameGeneratedClasses(ctx);
    const html = bodyHtml(ctx);
    const css = ctx.css.toString();
    const classes = [...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(" "));
    expect(classes.filter((c) => classifyClassName(c).generated)).toEqual([]);
    expect(classes).toContain("primary");
    expect(html).toContain(`<span>u</span>`);
    const [wrapper, button] = classes;
    expect(css).toContain(`.${wrapper} {`);
    expect(css).toContain(`.${wrapper} > .${button}:hover`);
    expect(css).toContain(".primary {");
    expect(css).not.toMatch(/css-1x2y3z|Button_root__x1y2|jsx-123/);
  });
});
