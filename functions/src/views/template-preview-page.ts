import { html } from "hono/html";
import type { Template } from "@layoutlift/core/templates/catalogue";
import { layout } from "./page-layout.ts";

/**
 * What a Pro template's address shows without access: its preview image (drawn from the template's own palette,
 * as the marketplace card draws it) and how to get the page. The template's markup is never in it.
 */
export function templatePreviewPage(template: Template) {
  const { from, to, accent } = template.palette;
  return layout(
    `${template.name} (Pro template)`,
    html`<span class="badge">Pro template</span>
      <h1>${template.name}</h1>
      <svg role="img" aria-label="${template.name} preview" viewBox="0 0 320 200" width="100%" style="border-radius: 8px; margin: 8px 0 16px">
        <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}" /><stop offset="1" stop-color="${to}" /></linearGradient></defs>
        <rect width="320" height="200" fill="url(#g)" />
        <rect x="24" y="24" width="120" height="12" rx="6" fill="${accent}" />
        <rect x="24" y="60" width="200" height="20" rx="6" fill="${accent}" opacity="0.9" />
        <rect x="24" y="90" width="160" height="10" rx="5" fill="${accent}" opacity="0.6" />
        <rect x="24" y="140" width="80" height="28" rx="8" fill="${accent}" />
      </svg>
      <p>${template.description} Pro templates open for signed-in users on the Pro or Enterprise plan.</p>
      <a class="provider" href="/marketplace">See plans and templates</a>`,
  );
}
