import type { ExportInput } from "../export/model/prepared-layout.ts";

const card = (title: string, text: string) =>
  `<article class="card" data-name="card"><svg class="icon" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor"><path d="M5 12l5 5L20 7"/></svg><h3 class="card-title">${title}</h3><p class="card-text">${text}</p><a class="button" href="#start">Learn more</a></article>`;

/**
 * A small page shaped like an extraction (header and navigation, a hero, repeated cards, a form, a footer; repeated
 * colours and sizes, a breakpoint) that a new export thread prints as a zip before any user's export: every format,
 * every project and every Prettier language runs once, so the first real export does not pay for loading them.
 */
export const WARM_UP_LAYOUT: ExportInput = {
  title: "Warm-up",
  html: [
    `<header class="site-header" data-name="header"><a class="logo" href="/">Acme</a><nav class="nav" data-name="nav"><ul class="nav-list"><li><a href="#features">Features</a></li><li><a href="#start">Start</a></li></ul></nav></header>`,
    `<main><section class="hero" data-name="hero"><h1 class="hero-title">Pages your team loves</h1><p class="hero-lead">Clean components from any site.</p><a class="button primary" href="#start">Start free</a></section>`,
    `<section class="features" id="features" data-name="features"><div class="grid">${card("Fast", "Seconds from a link to code.")}${card("Faithful", "Matches the page at every width.")}${card("Safe", "No scripts reach the export.")}</div></section>`,
    `<section class="signup" id="start" data-name="cta"><form class="form" action="/subscribe" method="post"><label for="email">Email</label><input id="email" name="email" type="email" required><button class="button primary" type="submit">Subscribe</button></form></section></main>`,
    `<footer class="site-footer" data-name="footer"><p>&copy; 2026 Acme</p><a href="/privacy">Privacy</a></footer>`,
  ].join(""),
  css: [
    "body{margin:0;font-family:Arial,sans-serif;color:#111827;font-size:16px}",
    ".site-header{display:flex;justify-content:space-between;padding:16px 24px;border-bottom:1px solid #e5e7eb}",
    ".logo{font-weight:700;color:#111827;text-decoration:none}.nav-list{display:flex;gap:16px;list-style:none;margin:0;padding:0}",
    ".hero{padding:64px 24px;background:#eef2ff}.hero-title{font-size:48px;margin:0 0 16px}.hero-lead{font-size:19px;color:#6b7280}",
    ".button{display:inline-block;padding:12px 20px;border-radius:10px;color:#6366f1;text-decoration:none}.button.primary{background:#6366f1;color:#fff}",
    ".button:hover{opacity:.9}.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:24px;padding:48px 24px}",
    ".card{border:1px solid #e5e7eb;border-radius:10px;padding:24px}.card-title{font-size:19px}.card-text{color:#6b7280}.icon{color:#6366f1}",
    ".signup{padding:48px 24px;background:#111827;color:#fff}.form{display:flex;gap:12px}.site-footer{padding:24px;color:#6b7280}",
    "@media (max-width:768px){.grid{grid-template-columns:1fr}.hero-title{font-size:32px}}",
  ].join("\n"),
};
