import { describe, expect, it } from "vitest";
import { makeContext } from "../testing/make-context.ts";
import { fluidSizes } from "./fluid-sizes.ts";

// Stamps: 1 html, 2 head, 3 body, 4 the card, 5 the element inside it.
const card = (w: number[]) => w.map((width) => ({ w: width, h: 400 }));

describe("fluid-sizes", () => {
  it("turns a script-written pixel size that fills its parent at every width into 100% with its aspect ratio", () => {
    const ctx = makeContext(`<div><canvas style="display: block; width: 704px; height: 352px"></canvas></div>`, "", {
      boxes: { "4": card([736, 694, 364]), "5": [{ w: 704, h: 352 }, { w: 662, h: 331 }, { w: 332, h: 166 }] },
    });
    fluidSizes(ctx);
    expect(ctx.body.children[0]).toMatchObject({ children: [{ attribs: { style: "display: block; width: 100%; height: auto; aspect-ratio: 704 / 352" } }] });
  });

  it("keeps a chart that fills its card at 100% where a line through the captures would lean (widths nobody captured)", () => {
    // A chart in a 1/3 column at 1280 and 1024 and full width at 390: its card 359.3, 299.3 and 364 px wide, the
    // chart 32 px narrower give or take the pixel a chart floors its size by. The line through those captures has a
    // slope of 0.968 (calc(96.806% - 21.45px)), within 0.1 px of each capture and 17 px short in an 856 px card.
    const ctx = makeContext(`<div><canvas style="display: block; width: 326.3px; height: 163.2px"></canvas></div>`, "", {
      boxes: { "4": card([359.3, 299.3, 364]), "5": [{ w: 326.3, h: 163.2 }, { w: 268.3, h: 134.2 }, { w: 331, h: 165.5 }] },
    });
    fluidSizes(ctx);
    const style = (ctx.body.children[0] as unknown as { children: { attribs: { style: string } }[] }).children[0].attribs.style;
    expect(style).toMatch(/^display: block; width: 100%;/);
  });

  it("turns a share of the parent into a percentage and keeps a height that stays put", () => {
    const ctx = makeContext(`<div><div style="width: 640px; height: 260px"></div></div>`, "", {
      boxes: { "4": card([1280, 768, 390]), "5": [{ w: 640, h: 260 }, { w: 384, h: 260 }, { w: 195, h: 260 }] },
    });
    fluidSizes(ctx);
    expect(ctx.body.children[0]).toMatchObject({ children: [{ attribs: { style: "width: 50%; height: 260px" } }] });
  });

  it("leaves sizes alone that do not change across widths or do not follow the parent", () => {
    const html = `<div><div style="width: 300px; height: 100px"></div></div>`;
    const fixed = makeContext(html, "", { boxes: { "4": card([1280, 768, 390]), "5": { w: 300, h: 100 } } });
    fluidSizes(fixed);
    const erratic = makeContext(html, "", { boxes: { "4": card([1280, 768, 390]), "5": [{ w: 300, h: 100 }, { w: 700, h: 100 }, { w: 120, h: 100 }] } });
    fluidSizes(erratic);
    for (const ctx of [fixed, erratic]) expect(ctx.body.children[0]).toMatchObject({ children: [{ attribs: { style: "width: 300px; height: 100px" } }] });
  });

  it("turns a slider track's pixel translation into a share of its own width", () => {
    // Slide 2 of a track as wide as its 1200/720/358 px container, 24px between slides: x = -(width + 24).
    const ctx = makeContext(`<div><div style="transform: translate3d(-1224px, 0px, 0px); transition-duration: 0ms"></div></div>`, "", {
      boxes: {
        "4": [{ x: 40, w: 1200 }, { x: 24, w: 720 }, { x: 16, w: 358 }],
        "5": [{ x: 40 - 1224, w: 1200 }, { x: 24 - 744, w: 720 }, { x: 16 - 382, w: 358 }],
      },
    });
    fluidSizes(ctx);
    expect(ctx.body.children[0]).toMatchObject({
      children: [{ attribs: { style: "transform: translate3d(calc(-100% - 24px), 0px, 0px); transition-duration: 0ms" } }],
    });
  });
});
