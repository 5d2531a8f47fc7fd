import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { createBrowserPool } from "@layoutlift/core/browser/pool";
import { loadConfig } from "@layoutlift/core/config";
import { buildDocument } from "@layoutlift/core/extract/document";
import { extractLayout, DEFAULT_VIEWPORTS } from "@layoutlift/core/extract/extract";
import { UserFacingError } from "@layoutlift/core/errors/user-facing-error";
import { exportLayout } from "@layoutlift/core/export/export-layout";
import { egressPolicyOf } from "@layoutlift/core/net/egress-policy";
import { serverAssetFetcher } from "@layoutlift/core/export/assets/server-asset-fetcher";
import { extractBounded } from "@layoutlift/core/extract-jobs/extract-bounded";
import { jobLimits } from "@layoutlift/core/extract-jobs/limits";
import type { ExportFormat } from "@layoutlift/core/contract/export";
import { cssFlavours, type CssFlavour } from "@layoutlift/core/contract/export";
import { formatDefinition, isExportFormat, registeredFormats } from "@layoutlift/core/export/formats/registry";
import { MAX_SITE_PAGES } from "@layoutlift/core/contract/sites";
import { normalizePageUrl } from "@layoutlift/core/sites/page-url";
import { DEFAULT_SITE_PAGES, extractSiteCli } from "./cli-site.ts";

const FORMAT_IDS = registeredFormats.map((f) => f.id);
const TAILWIND_IDS = registeredFormats.filter((f) => f.tailwind).map((f) => f.id);
const USAGE = `Usage: npm run cli -- extract <url> --out <dir> [--viewports 1280,768,390] [--formats ${FORMAT_IDS.join(",")}] [--css plain|tailwind]
       npm run cli -- extract <url> --site [--max-pages N] --out <dir> [--viewports 1280,768,390]`;

class UsageError extends Error {}

interface CliArgs {
  url: string;
  out: string;
  viewports: number[];
  formats: ExportFormat[];
  css: CssFlavour;
  /** --site: the start page and the same-origin pages it leads to, up to maxPages in all. */
  site?: { maxPages: number };
}

export function parseCliArgs(argv: string[]): CliArgs {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: "string" },
      viewports: { type: "string" },
      formats: { type: "string" },
      css: { type: "string" },
      site: { type: "boolean" },
      "max-pages": { type: "string" },
    },
  });
  const [command, url, ...rest] = positionals;
  if (command !== "extract") throw new UsageError(command ? `Unknown command "${command}".` : "Missing command.");
  if (!url) throw new UsageError("Missing the URL to extract.");
  if (rest.length) throw new UsageError(`Unexpected arguments: ${rest.join(" ")}`);
  if (!values.out) throw new UsageError("Missing --out <dir>.");
  const viewports = values.viewports
    ? values.viewports.split(",").map((v) => {
        const n = Number(v.trim());
        if (!Number.isInteger(n) || n < 240 || n > 3840) throw new UsageError(`Invalid viewport width "${v}": use whole numbers between 240 and 3840.`);
        return n;
      })
    : DEFAULT_VIEWPORTS;
  const formats = (values.formats ? values.formats.split(",").map((f) => f.trim()).filter(Boolean) : []).map((f) => {
    if (!isExportFormat(f)) throw new UsageError(`Unknown format "${f}": choose from ${FORMAT_IDS.join(", ")}.`);
    return f;
  });
  const css = values.css ?? "plain";
  if (!(cssFlavours as readonly string[]).includes(css)) throw new UsageError(`Unknown --css "${css}": choose plain or tailwind.`);
  if (css === "tailwind") {
    const other = formats.filter((f) => !formatDefinition(f).tailwind);
    if (other.length) throw new UsageError(`--css tailwind works with ${TAILWIND_IDS.join(", ")}; not with ${other.join(", ")}.`);
  }
  const site = parseSiteArgs(values.site ?? false, values["max-pages"], formats);
  if (site && !normalizePageUrl(url, url)) throw new UsageError(`"${url}" is not an http(s) address.`);
  return { url, out: values.out, viewports, formats, css: css as CssFlavour, ...(site ? { site } : {}) };
}

function parseSiteArgs(site: boolean, maxPages: string | undefined, formats: ExportFormat[]): CliArgs["site"] {
  if (!site) {
    if (maxPages !== undefined) throw new UsageError("--max-pages needs --site.");
    return undefined;
  }
  if (formats.length) throw new UsageError("--formats is for single pages; a site is written as its pages (and site/ once site exports exist).");
  const n = maxPages === undefined ? DEFAULT_SITE_PAGES : Number(maxPages);
  if (!Number.isInteger(n) || n < 1 || n > MAX_SITE_PAGES) throw new UsageError(`Invalid --max-pages "${maxPages}": use a whole number from 1 to ${MAX_SITE_PAGES}.`);
  return { maxPages: n };
}

/** Runs one extraction without the server: files into `out`, one JSON summary line on stdout, logs on stderr. */
async function main(argv: string[]): Promise<number> {
  let args: CliArgs;
  try {
    args = parseCliArgs(argv);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const pool = createBrowserPool({ chromePath: config.CHROME_PATH });
  if (args.site) {
    try {
      return await extractSiteCli({ ...args, site: args.site }, config, pool);
    } finally {
      await pool.close();
    }
  }
  try {
    console.error(`Extracting ${args.url} ...`);
    // The worker's own bounded path: address checks, egress proxy, byte cap and the job's time limit.
    const result = await extractBounded(
      {
        pool,
        extract: (url, options) => extractLayout(url, { ...options, viewports: args.viewports }),
        limits: jobLimits(config),
        egress: egressPolicyOf(config),
      },
      args.url,
      (stage, progress) => console.error(`  ${stage} ${progress}%`),
    );
    const out = resolve(args.out);
    await mkdir(out, { recursive: true });
    await writeFile(join(out, "index.html"), buildDocument(result, { stylesheetHref: "styles.css" }));
    await writeFile(join(out, "styles.css"), result.css);
    await writeFile(join(out, "layout.json"), `${JSON.stringify(result.layoutJson, null, 2)}\n`);
    await writeFile(join(out, "screenshot.png"), result.screenshot);
    // The zip downloads the page's images and fonts as the server's does, under the same egress rules.
    const fetchAsset = serverAssetFetcher(egressPolicyOf(config));
    for (const format of args.formats) {
      const input = { html: result.html, css: result.css, title: result.title, baseUrl: result.layoutJson.url, document: result.document, cssFlavour: args.css };
      const file = await exportLayout(format, input, { fetchAsset });
      await writeFile(join(out, file.filename), file.body);
      console.error(`  wrote ${file.filename}`);
    }
    for (const note of result.layoutJson.notes ?? []) console.error(`  note: ${note}`);
    console.log(
      JSON.stringify({
        url: result.layoutJson.url,
        ms: result.stats.ms,
        elements: result.stats.elements,
        cssBytes: result.stats.cssBytes,
        components: result.layoutJson.components.length,
        report: result.layoutJson.report,
      }),
    );
    return 0;
  } catch (error) {
    const message = error instanceof UserFacingError ? error.message : `Unexpected error: ${(error as Error).stack ?? error}`;
    console.error(`Extraction failed: ${message}`);
    return 1;
  } finally {
    await pool.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("cli.ts")) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
