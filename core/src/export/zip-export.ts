import { strToU8, zipSync, type Zippable } from "fflate";
import type { Root } from "postcss";
import type { LayoutTree } from "./layout-nodes.ts";
import { collectAssetUrls, collectEmbeddedImages, downloadAssets, embeddedFiles, rewriteAssetUrls, type FetchAsset } from "./assets.ts";
import { formatCss } from "./css-format.ts";
import { renderHtmlDocument } from "./html-export.ts";
import { projectParts } from "./projects/project-parts.ts";
import { reactProject } from "./projects/react-project.ts";
import { vueProject } from "./projects/vue-project.ts";
import { nextProject } from "./projects/next-project.ts";
import { renderWordPressMarkup, templateName } from "./wordpress-export.ts";

/** The folders of `layout-export.zip`, documented in its README (and relied on by tests). */
export const ZIP_FOLDERS = {
  "index.html + styles.css + assets/": "a static copy: open index.html in a browser; images and fonts are downloaded into assets/",
  "react/": "a Vite + React project: one component per region in src/components/ (each with its CSS module), tokens in src/styles/tokens.css, images and fonts in public/assets/: npm install && npm run dev",
  "vue/": "a Vite + Vue project: one single-file component per region in src/components/ (scoped styles), tokens in src/styles/tokens.css, images and fonts in public/assets/: npm install && npm run dev",
  "nextjs/": "a Next.js App Router project: app/page.tsx renders components/<Name>.tsx (CSS modules), tokens in styles/tokens.css, images and fonts in public/assets/: npm install && npm run dev",
  "wordpress/": "a classic theme with its images in assets/: zip this folder (or copy it to wp-content/themes/) and activate it",
} as const;

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
    `${assetCount} asset file(s), downloaded or written out from images embedded in the page; every folder carries its own copy (see above for where).`,
  ];
  if (failed.length) {
    lines.push("", "These assets could not be downloaded and are still loaded from their original address:", "", ...failed.map((u) => `- ${u}`));
  }
  return lines.join("\n") + "\n";
}

/** `layout-export.zip`: every format in its own folder plus a static copy with local assets. */
export async function renderZip(tree: LayoutTree, cssRoot: Root, fetchAsset: FetchAsset | undefined): Promise<Uint8Array> {
  const assets = await downloadAssets(collectAssetUrls(tree, cssRoot), fetchAsset);
  embeddedFiles(collectEmbeddedImages(tree, cssRoot), assets);
  const local = rewriteAssetUrls(tree, cssRoot, assets);
  const localCss = formatCss(local.cssRoot);
  // Vite and Next.js serve public/ at the site root, so the projects' copies are addressed from "/".
  const rootLocal = rewriteAssetUrls(tree, cssRoot, assets, "/");
  const parts = projectParts(rootLocal.tree, rootLocal.cssRoot);
  const text: Record<string, string> = {
    "README.md": readme(tree, assets.failed, new Set([...assets.files.values()].map((f) => f.path)).size),
    "index.html": renderHtmlDocument(local.tree, "", { stylesheetHref: "styles.css" }),
    "styles.css": localCss + "\n",
    ...reactProject(parts),
    ...vueProject(parts),
    ...nextProject(parts),
    // style.css sits at the theme root, so its relative assets/… URLs resolve inside the theme.
    ...wordpressTheme(local.tree, localCss, new Set([...assets.files.values()].map((f) => f.path))),
  };
  const entries: Zippable = {};
  // Level 1 keeps the zip fast to build and still shrinks text several times.
  for (const [path, content] of Object.entries(text)) entries[path] = [strToU8(content), { level: 1 }];
  // Images and fonts are already compressed: storing them is as small and much faster.
  for (const { path, body } of assets.files.values()) {
    entries[path] = [body, { level: 0 }];
    for (const folder of ["react/public/", "vue/public/", "nextjs/public/", "wordpress/"]) entries[`${folder}${path}`] = [body, { level: 0 }];
  }
  return zipSync(entries, { mtime: new Date("2024-01-01T00:00:00Z") });
}
