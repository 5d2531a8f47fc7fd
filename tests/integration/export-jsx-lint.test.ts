import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { Linter } from "eslint";
import react from "eslint-plugin-react";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { ensureDir, renderReactExport } from "./export-render-helpers.ts";

/**
 * Page text with apostrophes, quotes, `>` and `}` in the React and Next.js exports: React's
 * `react/no-unescaped-entities` rule (in Next.js's standard lint) finds nothing in the single file or the project's
 * components, and the page still shows the very same text.
 */
const TEXT = [`Don't stop`, `She said "hi"`, "a > b", "closing } brace", "it's 5 o'clock & \"late\""];
const input = {
  html: `<main><section data-name="Quotes"><h1>Don't stop</h1><p>She said "hi"</p><p>a &gt; b</p><p>closing } brace</p><p>it's 5 o'clock &amp; "late"</p></section></main>`,
  css: "p { margin: 0 }",
  title: "Quotes",
};
const TMP = mkdtempSync(join(ensureDir(join(process.cwd(), ".tmp")), "jsx-lint-"));

const linter = new Linter({ configType: "flat" });
const config = [
  {
    files: ["**/*.jsx"],
    plugins: { react },
    languageOptions: { ecmaVersion: "latest" as const, sourceType: "module" as const, parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: { "react/no-unescaped-entities": "error" as const },
  },
];
const lint = (code: string, filename: string) => linter.verify(code, config, { filename }).map((m) => `${filename}:${m.line}: ${m.message}`);

describe("JSX text passes react/no-unescaped-entities", () => {
  afterAll(() => rmSync(TMP, { recursive: true, force: true }));

  it("in the single file and every project component, with the text unchanged", async () => {
    const single = strFromU8((await exportLayout("react", input)).body);
    const zip = unzipSync((await exportLayout("zip", input)).body);
    const components = Object.entries(zip).filter(([p]) => /^react\/src\/.*\.jsx$/.test(p));
    expect(components.length).toBeGreaterThan(0);
    expect([...lint(single, "ExportedLayout.jsx"), ...components.flatMap(([p, body]) => lint(strFromU8(body), p))]).toEqual([]);
    // The rule does run: the same text printed raw is reported.
    expect(lint(`export const X = () => <p>Don't</p>;\n`, "raw.jsx")).toHaveLength(1);
    expect(single).toContain("Don&apos;t stop");
    expect(strFromU8(zip["nextjs/components/Quotes.tsx"])).toContain("Don&apos;t stop");
    const page = await renderReactExport(single, "jsx", TMP);
    for (const text of TEXT) expect(page).toContain(text.replace(/&/g, "&amp;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;"));
  });
});
