import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
for (const u of process.argv.slice(2)) {
  await p.goto(u);
  console.log(u, await p.evaluate(() => [...document.querySelectorAll("h1,h2,hr,p")].slice(0, 6).map((e) => { const r = e.getBoundingClientRect(); const cs = getComputedStyle(e); return `${e.tagName} ${r.top.toFixed(3)} ${r.height.toFixed(3)} mt=${cs.marginTop} mb=${cs.marginBottom} fs=${cs.fontSize} lh=${cs.lineHeight} bt=${cs.borderTopWidth}`; }).join("\n")));
}
await b.close();
