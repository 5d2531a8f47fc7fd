import { describe, expect, it } from "vitest";
import { randomWidth, runtimeJudge } from "./runtime-judge.ts";

/**
 * Script-positioned and script-packed layouts, carousels and icons (issue 12, split from extract-runtime.test.ts):
 * each judged against the original at widths nobody captured.
 */
const { extract, expectFaithful, expectInkAt } = runtimeJudge();

describe("script-positioned layouts", () => {
  it("keeps a Swiper carousel on its visible slide at widths nobody captured", async () => {
    const result = await extract("runtime/swiper-carousel/");
    // The track's pixel offset for slide 2 became a share of its own width, the slides' pixel widths 100%.
    expect(result.css).toMatch(/translate3d\(calc\(-100% - 24px\), 0px, 0px\)/);
    expect(result.css).not.toMatch(/(^|[\s{;])width: \d{3,4}(\.\d+)?px/m);
    await expectFaithful(result, [1280, 1024, 560, randomWidth(333, 900)]);
  }, 180_000);
});

describe("script-packed columns", () => {
  it("packs a Masonry grid into the columns the script uses at every width, cards in their order", async () => {
    const result = await extract("runtime/masonry-layout/");
    // Three columns from Bootstrap's lg breakpoint down to its sm one, one column below: the page's own breakpoints.
    expect(result.css).toMatch(/@media \(min-width: \d+px\) and \(max-width: 991\.98px\)/);
    expect(result.css).toMatch(/top: calc\(anchor\(--[\w-]+ bottom\) \+ 24px\)/);
    // The script's pixel height of the grid is gone: the grid's height follows its cards.
    expect(result.css).not.toMatch(/(^|[\s{;])height: \d{3,}(\.\d+)?px/m);
    const titles = [...result.html.matchAll(/<h5 class="card-title">([^<]+)</g)].map((m) => m[1]);
    expect(titles).toEqual(["Coastal ridge at dawn", "Red canyon", "Blue lakes", "Heather hills", "Pine forest loop"]);
    // Between its samples the packing switches where Bootstrap's container grows (1200 px), not halfway between two
    // samples: 1182-1199 px kept the 1140 px container's packing (0.462 at 1190, drawn in ~2 % of runs; 0.9946 now).
    await expectFaithful(result, [1024, 560, 1190, randomWidth(333, 900)]);
    // Above the widest capture Bootstrap's container grows to 1320 px at its xxl breakpoint and the script re-packs:
    // the capture sampled there too, so wide desktops get the packing the page shows (0.49 when it kept 1280's).
    for (const width of [1440, 1920, randomWidth(1400, 520)]) await expectInkAt(result, width, 0.98);
  }, 240_000);
});

describe("carousels and icons", () => {
  it("keeps a Bootstrap carousel with captions and indicators at every width", async () => {
    // Bootstrap's carousel example (captions over full-width slides) and the docs' one (captions from md up, images).
    const result = await extract("runtime/bootstrap-carousel/");
    expect(result.html).toContain("Example headline.");
    expect(result.html).toContain("First slide label");
    for (const width of [1280, 1024, 768, 560, 390, 1440, 1920]) await expectInkAt(result, width, 0.99);
  }, 240_000);

  it("does not show data: icons the page itself never showed", async () => {
    // The page's Content-Security-Policy refuses data: images (Bootstrap's own select arrow, checkmarks and close
    // icon among them), and two style attributes hold data: URLs the browser drops (a bad string, a bad url).
    const result = await extract("runtime/data-uri-icons/");
    expect(result.css).not.toMatch(/url\(["']?data:image\/svg/);
    expect(result.css).toContain("logo.svg");
    expect(result.html).toMatch(/<img src="data:image\/png;base64,"/);
    // The declarations after the dropped ones are intact.
    expect(result.css).toMatch(/background-color: (#cfe2ff|rgb\(207, 226, 255\))/);
    for (const width of [1280, 768, 390]) await expectInkAt(result, width, 0.99);
  }, 120_000);
});
