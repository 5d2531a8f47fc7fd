import { strToU8, zipSync, type Zippable } from "fflate";
import type { Root } from "postcss";
import type { LayoutTree } from "./layout-nodes.ts";
import { collectAssetUrls, downloadAssets, rewriteAssetUrls, type FetchAsset } from "./assets.ts";
import { formatCss } from "./css-format.ts";
import { renderHtmlDocument } from "./html-export.ts";
import { renderReactComponent } from "./react-export.ts";
import { renderVueComponent } from "./vue-export.ts";
import { renderNextPage } from "./nextjs-export.ts";
import { renderWordPressMarkup, templateName } from "./wordpress-export.ts";

/** The folders of `layout-export.zip`, documented in its README (and relied on by tests). */
export const ZIP_FOLDERS = {
  "index.html + styles.css + assets/": "a static copy: open index.html in a browser; images and fonts are downloaded into assets/",
  "react/": "ExportedLayout.jsx + ExportedLayout.css — a function component for any React app (Vite, CRA, ...); copy public/assets/ into your app's public/ folder",
  "vue/": "ExportedLayout.vue — a single-file component with its styles; keep assets/ next to it (the bundler resolves ./assets/…)",
  "nextjs/": "a minimal Next.js App Router project with its images in public/assets/: npm install && npm run dev",
  "wordpress/": "a classic theme with its images in assets/: zip this folder (or copy it to wp-content/themes/) and activate it",
} as const;

function nextProject(tree: LayoutTree, css: string): Record<string, string> {
  const pkg = {
    name: "layoutlift-export",
    private: true,
    version: "0.1.0",
    scripts: { dev: "next dev", build: "next build", start: "next start" },
    dependencies: { next: "^15.5.0", react: "^19.1.0", "react-dom": "^19.1.0" },
    devDependencies: { typescript: "^5.9.0", "@types/node": "^20.0.0", "@types/react": "^19.1.0", "@types/react-dom": "^19.1.0" },
  };
  const tsconfig = {
    compilerOptions: {
      target: "ES2017", lib: ["dom", "dom.iterable", "esnext"], allowJs: false, skipLibCheck: true, strict: true,
      noEmit: true, esModuleInterop: true, module: "esnext", moduleResolution: "bundler", resolveJsonModule: true,
      isolatedModules: true, jsx: "preserve", incremental: true, plugins: [{ name: "next" }],
    },
    include: ["next-env.d.ts", "**/*.ts", "**/*.tsx", ".next/types/**/*.ts"],
    exclude: ["node_modules"],
  };
  const layout = [
    'import type { Metadata } from "next";',
    'import type { ReactNode } from "react";',
    'import "./globals.css";',
    "",
    `export const metadata: Metadata = { title: ${JSON.stringify(tree.title)} };`,
    "",
    "export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {",
    "  return (",
    '    <html lang="en">',
    "      <body>{children}</body>",
    "    </html>",
    "  );",
    "}",
    "",
  ].join("\n");
  return {
    "nextjs/package.json": JSON.stringify(pkg, null, 2) + "\n",
    "nextjs/tsconfig.json": JSON.stringify(tsconfig, null, 2) + "\n",
    "nextjs/next-env.d.ts": '/// <reference types="next" />\n/// <reference types="next/image-types/global" />\n',
    "nextjs/app/layout.tsx": layout,
    "nextjs/app/page.tsx": renderNextPage(tree, css, { inlineCss: false }),
    "nextjs/app/globals.css": css + "\n",
  };
}

function wordpressTheme(tree: LayoutTree, css: string, themeFiles: ReadonlySet<string>): Record<string, string> {
  const name = templateName(tree.title);
  return {
    "wordpress/style.css": [
      "/*",
      `Theme Name: ${name}`,
      "Description: Theme exported by LayoutLift.",
      "Version: 1.0.0",
      "Requires PHP: 7.4",
      "Text Domain: layoutlift-export",
      "*/",
      "",
      css,
      "",
    ].join("\n"),
    "wordpress/functions.php": [
      "<?php",
      "/** Loads the theme's stylesheet (style.css) on every page. */",
      "add_action(",
      "\t'wp_enqueue_scripts',",
      "\tfunction () {",
      "\t\twp_enqueue_style( 'layoutlift-export', get_stylesheet_uri(), array(), wp_get_theme()->get( 'Version' ) );",
      "\t}",
      ");",
      "",
      "add_action(",
      "\t'after_setup_theme',",
      "\tfunction () {",
      "\t\tadd_theme_support( 'title-tag' );",
      "\t}",
      ");",
      "",
    ].join("\n"),
    "wordpress/header.php": [
      "<!DOCTYPE html>",
      "<html <?php language_attributes(); ?>>",
      "<head>",
      '<meta charset="<?php bloginfo( \'charset\' ); ?>">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      "<?php wp_head(); ?>",
      "</head>",
      "<body <?php body_class(); ?>>",
      "<?php wp_body_open(); ?>",
      "",
    ].join("\n"),
    "wordpress/footer.php": ["<?php wp_footer(); ?>", "</body>", "</html>", ""].join("\n"),
    "wordpress/index.php": ["<?php get_header(); ?>", renderWordPressMarkup(tree, 0, { themeFiles }), "<?php get_footer(); ?>", ""].join("\n"),
  };
}

function readme(tree: LayoutTree, failed: string[], assetCount: number): string {
  const lines = [
    `# ${tree.title.replace(/[\r\n]+/g, " ")}`,
    "",
    "Exported by LayoutLift. Folders:",
    "",
    ...Object.entries(ZIP_FOLDERS).map(([folder, what]) => `- \`${folder}\` — ${what}`),
    "",
    `${assetCount} asset(s) were downloaded; every folder carries its own copy (see above for where).`,
  ];
  if (failed.length) {
    lines.push("", "These assets could not be downloaded and are still loaded from their original address:", "", ...failed.map((u) => `- ${u}`));
  }
  return lines.join("\n") + "\n";
}

/** `layout-export.zip`: every format in its own folder plus a static copy with local assets. */
export async function renderZip(tree: LayoutTree, cssRoot: Root, fetchAsset: FetchAsset | undefined): Promise<Uint8Array> {
  const assets = await downloadAssets(collectAssetUrls(tree, cssRoot), fetchAsset);
  const local = rewriteAssetUrls(tree, cssRoot, assets);
  const localCss = formatCss(local.cssRoot);
  // React apps (Vite, CRA) and Next.js serve public/ at the site root, so their copies are addressed from "/";
  // Vue's compiler turns "./assets/…" in templates and styles into imports the bundler resolves.
  const rootLocal = rewriteAssetUrls(tree, cssRoot, assets, "/");
  const rootCss = formatCss(rootLocal.cssRoot);
  const vueLocal = rewriteAssetUrls(tree, cssRoot, assets, "./");
  const text: Record<string, string> = {
    "README.md": readme(tree, assets.failed, assets.files.size),
    "index.html": renderHtmlDocument(local.tree, "", { stylesheetHref: "styles.css" }),
    "styles.css": localCss + "\n",
    "react/ExportedLayout.jsx": renderReactComponent(rootLocal.tree, rootCss, { cssImport: "./ExportedLayout.css" }),
    "react/ExportedLayout.css": rootCss + "\n",
    "vue/ExportedLayout.vue": renderVueComponent(vueLocal.tree, formatCss(vueLocal.cssRoot)),
    ...nextProject(rootLocal.tree, rootCss),
    // style.css sits at the theme root, so its relative assets/… URLs resolve inside the theme.
    ...wordpressTheme(local.tree, localCss, new Set([...assets.files.values()].map((f) => f.path))),
  };
  const entries: Zippable = {};
  // Level 1 keeps the zip fast to build and still shrinks text several times.
  for (const [path, content] of Object.entries(text)) entries[path] = [strToU8(content), { level: 1 }];
  // Images and fonts are already compressed: storing them is as small and much faster.
  for (const { path, body } of assets.files.values()) {
    entries[path] = [body, { level: 0 }];
    for (const folder of ["react/public/", "vue/", "nextjs/public/", "wordpress/"]) entries[`${folder}${path}`] = [body, { level: 0 }];
  }
  return zipSync(entries, { mtime: new Date("2024-01-01T00:00:00Z") });
}
