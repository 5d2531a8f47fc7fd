import { strToU8, zipSync, type Zippable } from "fflate";
import type { Root } from "postcss";
import type { LayoutTree } from "../../model/layout-nodes.ts";
import { collectAssetUrls, collectEmbeddedImages, downloadAssets, embeddedFiles, rewriteAssetUrls, type DownloadedAssets, type FetchAsset } from "../../assets/assets.ts";
import { formatCss } from "../../css/css-format.ts";
import { stripControlCharacters } from "../../../html/control-characters.ts";
import { projectParts, type ProjectParts } from "../../projects/project-parts.ts";
import type { ExportFormatDefinition, ZipContext } from "../export-format.ts";
import { formatProjects } from "../../projects/prettier-format.ts";
import { relativeInternalLinks } from "../../projects/project-links.ts";
import { withoutStrayXmlns } from "../../projects/stray-xmlns.ts";
import { tailwindProjectParts } from "../../projects/project-parts.ts";
import { tailwindLayout } from "../../css/tailwind/tailwind-export.ts";
import { tailwindProjectStyles } from "../../css/tailwind/tailwind-project.ts";
import type { CssFlavour } from "../../../contract/export.ts";

const TAILWIND_README =
  "Tailwind CSS v4: every project is styled with Tailwind utility classes and runs Tailwind in its build (`@tailwindcss/vite`; `@tailwindcss/postcss` in Next.js). Each has one stylesheet (`src/index.css`, `app/globals.css`, Astro's `src/styles/global.css`): Tailwind's theme and utilities without Preflight (imported only when the page was itself built on it), the design tokens in its `@theme` block, and the rules no utility can say. The static copy carries Tailwind's compiled CSS in styles.css, so it needs no build.";

function readme(tree: LayoutTree, formats: readonly ExportFormatDefinition[], assets: DownloadedAssets, assetCount: number, flavour: CssFlavour): string {
  const lines = [
    `# ${tree.title.replace(/[\r\n]+/g, " ")}`,
    "",
    "Exported by LayoutLift. Folders:",
    "",
    ...formats.flatMap((f) => (f.zip ? [`- \`${f.zip.folder}\` — ${flavour === "tailwind" ? f.zip.tailwindReadme : f.zip.readme}`] : [])),
    ...(flavour === "tailwind" ? ["", TAILWIND_README] : []),
    "",
    `${assetCount} asset file(s), downloaded or written out from images embedded in the page; every folder carries its own copy (see above for where). Only images and fonts (checked by their content) are written, named by their content.`,
  ];
  if (assets.failed.length) {
    lines.push("", "These assets could not be downloaded and are still loaded from their original address:", "", ...assets.failed.map((u) => `- ${u}`));
  }
  if (assets.refused.length) {
    lines.push("", "These references are not images or fonts by their content, so no file was written; they still point at their original address:", "", ...assets.refused.map((u) => `- ${u}`));
  }
  return lines.join("\n") + "\n";
}

/**
 * `layout-export.zip`: every format that declares zip contents, in its own folder, each with its copy of the assets.
 * `tailwind`: the Tailwind flavour, made after the assets are local: the static copy with the compiled CSS, every
 * project with its one stylesheet and Tailwind in its build (css/tailwind/tailwind-project.ts).
 */
export async function renderZip(
  tree: LayoutTree,
  cssRoot: Root,
  fetchAsset: FetchAsset | undefined,
  formats: readonly ExportFormatDefinition[],
  flavour: CssFlavour = "plain",
): Promise<Uint8Array> {
  const assets = await downloadAssets(collectAssetUrls(tree, cssRoot), fetchAsset);
  embeddedFiles(collectEmbeddedImages(tree, cssRoot), assets);
  const local = rewriteAssetUrls(tree, cssRoot, assets);
  const assetPaths = new Set([...assets.files.values()].map((f) => f.path));
  const rootProjects = new Map<string, ProjectParts>();
  // Vite and Next.js serve public/ at the site root, so the projects' copies are addressed from "/".
  const rooted = rewriteAssetUrls(withoutStrayXmlns(relativeInternalLinks(tree)), cssRoot, assets, "/");
  const tailwind =
    flavour === "tailwind"
      ? { local: await tailwindLayout(local.tree, local.cssRoot), projects: await tailwindProjectStyles(await tailwindLayout(rooted.tree, rooted.cssRoot)) }
      : null;
  const context: ZipContext = {
    local: tailwind ? { ...local, tree: tailwind.local.tree, css: tailwind.local.css } : { ...local, css: formatCss(local.cssRoot) },
    rootProject: (behaviours = "state") => {
      const known = rootProjects.get(behaviours);
      if (known) return known;
      const parts = tailwind ? tailwindProjectParts(tailwind.projects, behaviours) : projectParts(rooted.tree, rooted.cssRoot, behaviours);
      rootProjects.set(behaviours, parts);
      return parts;
    },
    assetPaths,
  };
  const zipped = formats.filter((f) => f.zip);
  const text: Record<string, string> = { "README.md": readme(tree, zipped, assets, assetPaths.size, flavour) };
  for (const format of zipped) Object.assign(text, format.zip!.files(context));
  await formatProjects(text);
  const entries: Zippable = {};
  // Level 1 keeps the zip fast to build and still shrinks text several times.
  for (const [path, content] of Object.entries(text)) entries[path] = [strToU8(stripControlCharacters(content)), { level: 1 }];
  // Images and fonts are already compressed: storing them is as small and much faster.
  for (const { path, body } of assets.files.values()) {
    for (const format of zipped) entries[`${format.zip!.assetsAt}${path}`] = [body, { level: 0 }];
  }
  return zipSync(entries, { mtime: new Date("2024-01-01T00:00:00Z") });
}
