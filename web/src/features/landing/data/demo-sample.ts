/** The layout the landing demo "extracted": a small, real HTML/CSS pair visitors can edit live. */
export const demoHtml = `<header class="nav">
  <span class="brand">Acme</span>
  <nav><a href="#">Product</a><a href="#">Pricing</a><a href="#">Docs</a></nav>
</header>
<section class="hero">
  <h1>Ship your next idea faster</h1>
  <p>Everything your team needs to plan, build and launch, in one calm workspace.</p>
  <a class="button" href="#">Start building</a>
</section>
<section class="features">
  <article><h3>Fast</h3><p>Pages load in under a second.</p></article>
  <article><h3>Secure</h3><p>SSO and audit logs built in.</p></article>
  <article><h3>Friendly</h3><p>Your team is set up in minutes.</p></article>
</section>`;

export const demoCss = `* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, sans-serif; color: #0f172a; background: #f8fafc; }
.nav { display: flex; align-items: center; justify-content: space-between; padding: 16px 32px; background: #fff; border-bottom: 1px solid #e2e8f0; }
.brand { font-weight: 800; font-size: 20px; color: #4f46e5; }
.nav a { margin-left: 20px; color: #475569; text-decoration: none; font-size: 14px; }
.hero { padding: 64px 32px; text-align: center; background: linear-gradient(135deg, #eef2ff, #faf5ff); }
.hero h1 { margin: 0 0 12px; font-size: 40px; letter-spacing: -0.02em; }
.hero p { margin: 0 auto 24px; max-width: 520px; color: #475569; font-size: 18px; }
.button { display: inline-block; padding: 12px 24px; border-radius: 8px; background: #4f46e5; color: #fff; font-weight: 600; text-decoration: none; }
.features { display: grid; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); gap: 16px; padding: 32px; }
.features article { padding: 20px; border-radius: 12px; background: #fff; border: 1px solid #e2e8f0; }
.features h3 { margin: 0 0 6px; font-size: 16px; }
.features p { margin: 0; color: #64748b; font-size: 14px; }`;

/** Regions the analysis found in the demo page, as the Components tab lists them. */
export const demoComponents = [
  { name: "Navigation bar", type: "header", elements: 5, confidence: 99 },
  { name: "Hero section", type: "hero", elements: 4, confidence: 98 },
  { name: "Call-to-action button", type: "cta", elements: 1, confidence: 97 },
  { name: "Feature grid", type: "features", elements: 10, confidence: 96 },
  { name: "Feature card", type: "card", elements: 3, confidence: 95 },
  { name: "Brand wordmark", type: "logo", elements: 1, confidence: 93 },
] as const;
