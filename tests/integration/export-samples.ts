import type { DocumentAttributes } from "@layoutlift/core/contract/document-attributes";
/**
 * Hand-written layouts shaped like extraction output (semantic tags, readable classes, data-name on components,
 * absolute asset URLs) plus the editor's inline styles. `assetOrigin` is the loopback server the test runs.
 */
export interface SampleLayout {
  name: string;
  title: string;
  html: string;
  css: string;
  /** layoutJson.document of an extracted page: the html/body attributes its rules depend on. */
  document?: DocumentAttributes;
}

const ICON = (path: string) =>
  `<svg class="icon" xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></svg>`;

export function landingSample(assetOrigin: string): SampleLayout {
  const html = `
<header class="site-header" data-name="header">
  <div class="container header-inner">
    <a class="logo" href="${assetOrigin}/"><svg width="32" height="32" viewBox="0 0 32 32"><defs><linearGradient id="lg" x1="0" y1="0" x2="1" y2="1"><stop offset="0%" stop-color="#6366f1"/><stop offset="100%" stop-color="#ec4899"/></linearGradient></defs><rect width="32" height="32" rx="8" fill="url(#lg)"/><use xlink:href="#dot"/><circle id="dot" cx="16" cy="16" r="6" fill="#fff" fill-opacity="0.9"/></svg> Northwind</a>
    <nav class="main-nav" data-name="nav" aria-label="Main">
      <ul class="nav-list">
        <li><a href="#features">Features</a></li>
        <li><a href="#pricing">Pricing</a></li>
        <li><a href="#faq" class="nav-cta" style="background-color: rgb(17, 24, 39); color: #ffffff">Get started</a></li>
      </ul>
    </nav>
  </div>
</header>
<main>
  <section class="hero" data-name="hero" style="padding-top: 72px">
    <div class="container hero-grid">
      <div class="hero-copy">
        <p class="eyebrow">New &middot; Version 4.0</p>
        <h1 class="hero-title" style="font-size: 52px; letter-spacing: -0.02em">Ship pages your <em>team</em> loves</h1>
        <p class="hero-lead">Northwind turns any website into clean, editable components &mdash; with <strong>zero</strong> lock-in and &amp; no surprises.</p>
        <div class="hero-actions"><a class="button primary" href="#pricing">Start free trial</a> <a class="button ghost" href="#features">See features &rarr;</a></div>
      </div>
      <figure class="hero-media"><img src="${assetOrigin}/assets/hero.png" srcset="${assetOrigin}/assets/hero.png 1x, ${assetOrigin}/assets/hero@2x.png 2x" alt="Dashboard preview" width="480" height="300"><figcaption>Live preview</figcaption></figure>
    </div>
  </section>
  <section class="features" id="features" data-name="features">
    <div class="container">
      <h2 class="section-title">Everything in one place</h2>
      <div class="card-grid">
        <article class="card" data-name="card">${ICON("M12 2l3 7h7l-5.5 4 2 7L12 16l-6.5 4 2-7L2 9h7z")}<h3>Pixel perfect</h3><p>Layouts match the source at every breakpoint.</p></article>
        <article class="card" data-name="card">${ICON("M4 4h16v16H4z M4 9h16")}<h3>Real code</h3><p>React, Vue, Next.js and WordPress output.</p></article>
        <article class="card featured" data-name="card" style="border-color: #6366f1">${ICON("M5 12l5 5L20 7")}<h3>Safe by default</h3><p>Scripts and handlers never reach your export.</p></article>
      </div>
    </div>
  </section>
  <section class="pricing" id="pricing" data-name="pricing">
    <div class="container">
      <h2 class="section-title">Compare plans</h2>
      <table class="plan-table">
        <thead><tr><th scope="col">Feature</th><th scope="col">Starter</th><th scope="col">Pro</th></tr></thead>
        <tbody>
          <tr><td>Layouts</td><td>3</td><td>50 / month</td></tr>
          <tr><td>Exports</td><td>HTML</td><td colspan="1">All formats</td></tr>
        </tbody>
      </table>
    </div>
  </section>
  <section class="signup" id="faq" data-name="cta" style="background-image: url('${assetOrigin}/assets/bg.png')">
    <div class="container">
      <form class="signup-form" action="${assetOrigin}/subscribe" method="post">
        <label for="email">Work email</label>
        <input id="email" name="email" type="email" placeholder="you@company.com" required autocomplete="email">
        <label class="check"><input type="checkbox" name="terms" checked> I agree to the <a href="${assetOrigin}/terms">terms</a></label>
        <select name="size" aria-label="Team size"><option value="1">Just me</option><option value="10" selected>2&ndash;10</option><option value="50">11+</option></select>
        <textarea name="note" rows="2">Tell us more</textarea>
        <button type="submit" class="button primary" tabindex="0">Subscribe</button>
      </form>
      <img class="missing" src="${assetOrigin}/assets/missing.png" alt="" width="1" height="1">
    </div>
  </section>
</main>
<footer class="site-footer" data-name="footer">
  <div class="container footer-inner"><p>&copy; 2026 Northwind Inc. All rights reserved.</p><p><a href="${assetOrigin}/privacy">Privacy</a> &middot; <a href="${assetOrigin}/imprint">Imprint</a></p></div>
</footer>`;
  const css = `
:root{--brand:#6366f1;--ink:#111827;--muted:#6b7280}
*,*::before,*::after{box-sizing:border-box}
html{font-size:16px}
body{margin:0;font-family:Arial,Helvetica,sans-serif;color:var(--ink);background:#ffffff;line-height:1.5}
.container{max-width:1120px;margin:0 auto;padding:0 24px}
.site-header{border-bottom:1px solid #e5e7eb;background:#fff}
.header-inner{display:flex;align-items:center;justify-content:space-between;height:72px}
.logo{display:flex;align-items:center;gap:10px;font-weight:700;font-size:20px;color:var(--ink);text-decoration:none}
.nav-list{display:flex;gap:28px;list-style:none;margin:0;padding:0}
.nav-list a{color:var(--muted);text-decoration:none;font-size:15px}
.nav-cta{padding:8px 16px;border-radius:8px}
.hero{padding:72px 0;background:linear-gradient(180deg,#eef2ff,#fff)}
.hero-grid{display:grid;grid-template-columns:1.1fr .9fr;gap:48px;align-items:center}
.eyebrow{color:var(--brand);font-weight:700;text-transform:uppercase;font-size:13px;letter-spacing:.08em;margin:0 0 12px}
.hero-title{margin:0 0 16px;line-height:1.1}
.hero-lead{font-size:19px;color:var(--muted);margin:0 0 28px}
.button{display:inline-block;padding:12px 20px;border-radius:10px;font-weight:600;text-decoration:none;border:1px solid transparent;font-size:15px;cursor:pointer}
.button.primary{background:var(--brand);color:#fff}
.button.ghost{border-color:#c7d2fe;color:var(--brand)}
.hero-media{margin:0}
.hero-media img{display:block;width:100%;height:auto;border-radius:16px;box-shadow:0 20px 40px rgba(17,24,39,.15)}
.hero-media figcaption{font-size:13px;color:var(--muted);margin-top:8px;text-align:center}
.features{padding:80px 0}
.section-title{font-size:32px;margin:0 0 32px;text-align:center}
.card-grid{display:grid;grid-template-columns:repeat(3,1fr);gap:24px}
.card{border:1px solid #e5e7eb;border-radius:14px;padding:24px;background:#fff}
.card h3{margin:12px 0 8px;font-size:19px}
.card p{margin:0;color:var(--muted)}
.card .icon{color:var(--brand)}
.card.featured{box-shadow:0 0 0 3px #e0e7ff}
.pricing{padding:40px 0 80px;background:#f9fafb}
.plan-table{width:100%;border-collapse:collapse;background:#fff}
.plan-table th,.plan-table td{border:1px solid #e5e7eb;padding:12px 16px;text-align:left}
.plan-table thead th{background:#f3f4f6}
.signup{padding:64px 0;background-size:cover;background-color:#312e81;color:#fff}
.signup-form{display:grid;grid-template-columns:1fr 1fr;gap:12px;max-width:640px}
.signup-form label{font-weight:600}
.signup-form input[type=email],.signup-form select,.signup-form textarea{padding:10px;border-radius:8px;border:1px solid #c7d2fe;font:inherit}
.check{display:flex;gap:8px;align-items:center}
.check a{color:#c7d2fe}
.site-footer{padding:32px 0;background:var(--ink);color:#d1d5db;font-size:14px}
.footer-inner{display:flex;justify-content:space-between}
.footer-inner a{color:#fff}
@media (max-width:768px){.hero-grid,.card-grid{grid-template-columns:1fr}.nav-list{gap:12px}}
@keyframes fade-in{from{opacity:0}to{opacity:1}}
`;
  return { name: "sample-landing", title: "Northwind — Ship pages", html, css };
}

/** Text that breaks naive exporters: template syntaxes, closing tags, PHP openers, backticks and quotes. */
export const ADVERSARIAL_STRINGS = ["{{ x }}", "${x}", "</script>", "<?php", "`tick`", `"double" 'single'`, "</style>", "?>"];

export function adversarialSample(): SampleLayout {
  const escaped = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const items = ADVERSARIAL_STRINGS.map((s, i) => `<li class="case" data-name="case-${i}" title="${escaped(s).replace(/"/g, "&quot;")}">${escaped(s)}</li>`).join("\n    ");
  const html = `
<section class="tricky" data-name="tricky">
  <h1>Literal text: {{ title }} and \${name} and \`cmd\`</h1>
  <ul class="cases">
    ${items}
  </ul>
  <p class="mixed">Vue {{ msg }} / JS \${1 + 1} / PHP &lt;?php echo 1; ?&gt; / HTML &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; / "quotes" &amp; 'apostrophes' / back\`tick</p>
  <pre class="code">function f() {
  return \`\${a}\` + "{{b}}";
}</pre>
  <a class="link" href="https://example.com/?q=%7B%7Bx%7D%7D&amp;a='b'" title="it's &quot;quoted&quot;">A link with a tricky URL</a>
  <img src="javascript:alert(1)" alt="x" onerror="alert(1)"><script>alert("no")</script>
  <div onclick="alert(1)" style="color: rgb(180, 30, 30)" data-x="{{ y }}">Inline handler removed</div>
</section>`;
  const css = `
body{margin:0;font-family:"Courier New",monospace;background:#fffbeb}
.tricky{padding:24px}
.cases{columns:2}
.case{padding:4px 0}
.mixed{font-size:14px}
.code{background:#1f2937;color:#f9fafb;padding:12px}
.tricky h1::after{content:"</style>";color:#b45309}
`;
  return { name: "sample-adversarial", title: `Tricky "text" </title> <?php`, html, css };
}

/** The landing page repeated into a long document, for the export benchmark and for scale checks. */
export function longSample(assetOrigin: string, repeat = 12): SampleLayout {
  const landing = landingSample(assetOrigin);
  const body = Array.from({ length: repeat }, (_v, i) => landing.html.replaceAll('id="', `id="r${i}-`)).join("\n");
  return { name: "sample-long", title: "Long page", html: body, css: landing.css };
}

/**
 * The landing sample plus what the component exports turn into item components and data arrays: team cards
 * (image, name, role, a class that differs) and footer links, one of them carrying page text that looks like a
 * template expression.
 */
export function componentsSample(assetOrigin: string): SampleLayout {
  const landing = landingSample(assetOrigin);
  const members = [
    ["Ada Lovelace", "Engineering", "hero.png", ""],
    ["Grace Hopper", "Compilers", "bg.png", " lead"],
    ["Linus Pauling", "Research {{ x }}", "hero.png", ""],
  ];
  const team = `
<section class="team" data-name="team" id="team">
  <div class="container">
    <h2 class="section-title">Meet the team</h2>
    <div class="team-grid">${members
      .map(([name, role, img, extra]) => `<article class="member${extra}"><img class="avatar" src="${assetOrigin}/assets/${img}" alt="${name}"><h3>${name}</h3><p class="role">${role}</p></article>`)
      .join("")}</div>
  </div>
</section>`;
  // A demo gallery: identical tiles (rendered from identical records) and decorative dots (rendered from a count).
  const tile = `<figure class="tile"><img src="${assetOrigin}/assets/hero.png" alt="Sample photo"><figcaption>Your photo here</figcaption></figure>`;
  const gallery = `
<section class="gallery" id="gallery">
  <div class="container"><div class="tiles">${tile.repeat(3)}</div><div class="dots">${'<span class="dot"></span>'.repeat(3)}</div></div>
</section>`;
  const css = `
.tiles{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}
.tile{margin:0}.tile img{width:100%;height:80px;object-fit:cover}
.dots{display:flex;gap:8px;justify-content:center;padding:16px 0}.dot{width:8px;height:8px;border-radius:50%;background:#6366f1}
.team{padding:64px 0;background:#f9fafb}
.team-grid{display:grid;grid-template-columns:repeat(3,1fr);gap:24px}
.member{background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:20px;text-align:center}
.member.lead{border-color:#6366f1;box-shadow:0 4px 16px rgba(99,102,241,.2)}
.avatar{width:96px;height:60px;object-fit:cover;border-radius:8px}
.member h3{margin:12px 0 4px;font-size:18px}
.role{margin:0;color:#6b7280;font-size:14px}
@media (max-width:768px){.team-grid{grid-template-columns:1fr}}`;
  return { name: "sample-components", title: landing.title, html: landing.html.replace("</main>", `${team}\n${gallery}\n</main>`), css: landing.css + css };
}
