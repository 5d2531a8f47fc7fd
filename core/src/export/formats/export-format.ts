import type { Root } from "postcss";
import type { ExportFormat } from "../../contract/export.ts";
import type { TAILWIND_FORMATS } from "../../contract/export.ts";
import type { LayoutTree } from "../model/layout-nodes.ts";
import type { PreparedLayout } from "../model/prepared-layout.ts";
import type { TailwindLayout } from "../css/tailwind/tailwind-export.ts";
import type { FetchAsset } from "../assets/assets.ts";
import type { ProjectParts } from "../projects/project-parts.ts";

/**
 * Everything the export knows about one format, in the format's own folder: the registry (registry.ts) lists
 * them, and every caller (exportLayout, the API route, the CLI, the zip) asks it instead of switching on ids.
 */
export type ExportFormatDefinition<F extends ExportFormat = ExportFormat> = FormatBasics<F> &
  (F extends (typeof TAILWIND_FORMATS)[number] ? { tailwind: TailwindVariant } : { tailwind?: undefined });

interface FormatBasics<F extends ExportFormat> {
  id: F;
  /** The download's default name (the spec's section 7). */
  filename: string;
  contentType: string;
  /** Packs the layout's images and fonts: the route reads our own uploads from storage for it. */
  packsAssets?: boolean;
  render(layout: PreparedLayout, context: RenderContext): string | Uint8Array | Promise<string | Uint8Array>;
  /** What the format adds to layout-export.zip; formats without it are left out of the zip. */
  zip?: ZipContents;
}

/**
 * The format printed with Tailwind utility classes (css/tailwind/). `flavoured()` makes the flavoured tree and its
 * compiled CSS from the layout as it is (the zip makes its own, after its assets are local).
 */
export type TailwindVariant = (layout: PreparedLayout, context: TailwindContext) => string | Uint8Array | Promise<string | Uint8Array>;

export interface TailwindContext extends RenderContext {
  flavoured(): Promise<TailwindLayout>;
}

export interface RenderContext {
  /** How images are downloaded; without it assets stay remote. */
  fetchAsset?: FetchAsset;
  /** Every registered format, for a format made of the others (the zip). */
  formats: readonly ExportFormatDefinition[];
}

export interface ZipContents {
  /** The folder (or files) as the zip's README names them, and what is in it. */
  folder: string;
  readme: string;
  /** The same line for the Tailwind zip (`?css=tailwind`), where the projects are Tailwind projects with one stylesheet. */
  tailwindReadme: string;
  /** Where this format keeps its copy of every asset file (`react/public/` → `react/public/assets/…`). */
  assetsAt: string;
  files(zip: ZipContext): Record<string, string>;
}

export type BehaviourStyle = "state" | "attributes";

export interface ZipContext {
  /** The layout pointing at the zip's asset files by relative path (`assets/…`). */
  local: { tree: LayoutTree; cssRoot: Root; css: string };
  /**
   * The framework projects' shared parts, assets addressed from the site root (`/assets/…`). Built on first use.
   * `state`: behaviours as framework state (React, Next.js, Vue); `attributes`: the readable attributes our runtime
   * reads, kept in the markup (Svelte, Astro).
   */
  rootProject(behaviours?: BehaviourStyle): ProjectParts;
  /** Paths (`assets/…`) of the asset files the zip carries. */
  assetPaths: ReadonlySet<string>;
}
