/**
 * Generated heavy inputs (issue 11 item 5), built in memory so no megabytes are committed:
 * - a page of ~5.9 MB whose stylesheet has 150k rules, almost all unused (a framework bundle shipped whole);
 * - an export body of ~9 MB: 4 MB of markup and a 5 MB stylesheet of 1.6M tiny rules.
 */

const PROPS = ["margin", "padding", "color", "border-width", "font-size", "line-height", "gap", "opacity"];

export interface HeavyPage {
  html: string;
  css: string;
  rules: number;
}

/** One page: a real layout (header, hero, a card grid, footer) using a few dozen classes of a 150k-rule stylesheet. */
export function heavyPage(rules = 150_000): HeavyPage {
  const cards = Array.from(
    { length: 400 },
    (_, i) => `<article class="card card-${i % 12}"><h3 class="card-title">Item ${i}</h3><p class="card-text u-${i % 40}">Text for item ${i}, long enough to wrap on a phone.</p><a class="btn btn-primary" href="/item/${i}">Open</a></article>`,
  ).join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Heavy page</title><link rel="stylesheet" href="heavy.css"></head>
<body>
<header class="site-header"><nav class="nav"><a class="nav-link" href="/">Home</a><a class="nav-link" href="/docs">Docs</a><a class="nav-link" href="/pricing">Pricing</a></nav></header>
<section class="hero"><h1 class="hero-title">A page with a very large stylesheet</h1><p class="hero-lead">Most of its 150k rules match nothing.</p></section>
<main class="grid">
${cards}
</main>
<footer class="site-footer"><p>Footer</p></footer>
</body></html>`;

  const used = [
    "body{margin:0;font-family:system-ui,sans-serif;color:#1f2937}",
    ".site-header{background:#111827;padding:16px 24px}",
    ".nav{display:flex;gap:16px}",
    ".nav-link{color:#fff;text-decoration:none}",
    ".hero{padding:64px 24px;background:linear-gradient(#eef2ff,#fff)}",
    ".hero-title{font-size:40px;margin:0 0 12px}",
    ".grid{display:grid;grid-template-columns:repeat(4,1fr);gap:16px;padding:24px}",
    "@media (max-width:900px){.grid{grid-template-columns:repeat(2,1fr)}}",
    "@media (max-width:500px){.grid{grid-template-columns:1fr}.hero-title{font-size:28px}}",
    ".card{border:1px solid #e5e7eb;border-radius:8px;padding:16px}",
    ".card-title{font-size:18px;margin:0 0 8px}",
    ".btn{display:inline-block;padding:6px 12px;border-radius:6px}",
    ".btn-primary{background:#4f46e5;color:#fff}",
    ".site-footer{padding:24px;background:#f3f4f6}",
  ];
  for (let i = 0; i < 12; i++) used.push(`.card-${i}{background:hsl(${i * 30} 80% 97%)}`);
  for (let i = 0; i < 40; i++) used.push(`.u-${i}{letter-spacing:${(i % 5) / 100}em}`);

  const chunks: string[] = [used.join("\n")];
  let count = used.length;
  // Unused utilities, some grouped in media queries (which then end up empty and are dropped too).
  for (let block = 0; count < rules; block++) {
    const inMedia = block % 4 === 3;
    const body: string[] = [];
    for (let j = 0; j < 500 && count < rules; j++, count++) {
      const n = block * 500 + j;
      const prop = PROPS[n % PROPS.length];
      body.push(`.x${n.toString(36)}-${prop.slice(0, 2)}>.y${j}{${prop}:${n % 97}px;order:${n % 9}}`);
    }
    chunks.push(inMedia ? `@media (min-width:${600 + (block % 7) * 100}px){\n${body.join("\n")}\n}` : body.join("\n"));
  }
  return { html, css: chunks.join("\n"), rules: count };
}

export interface HeavyExport {
  html: string;
  css: string;
  rules: number;
}

/** The export API's worst case within its 5 MB + 5 MB body limit: 1.6M three-byte rules and 4 MB of markup. */
export function heavyExportBody(rules = 1_600_000): HeavyExport {
  const items = Array.from({ length: 84_000 }, (_, i) => `<p class="c${i % 50}">Paragraph ${i} of a long page</p>`);
  const html = `<main class="page">${items.join("")}</main>`;
  const tags = ["a", "b", "i", "p", "q", "s", "u"];
  const parts = [".page{max-width:960px;margin:0 auto}"];
  for (let i = 0; i < 50; i++) parts.push(`.c${i}{color:#${(i * 5).toString(16).padStart(2, "0")}3344}`);
  for (let i = parts.length; i < rules; i++) parts.push(`${tags[i % tags.length]}{}`);
  return { html, css: parts.join(""), rules };
}
