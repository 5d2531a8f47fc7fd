import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { templateById } from "@layoutlift/core/templates/catalogue";

/**
 * The marketplace's template pages (functions/template-pages/<id>/index.html). They ship with the API, never with
 * the static site: a Pro template's page is only ever served by the API, with an access token. From source the
 * folder is beside src/; the deployed function gets it copied beside its handler (stacks/api.ts).
 */
export const TEMPLATE_PAGES_FOLDER = "template-pages";

export function templatePagesDir(): string {
  const root = process.env.LAMBDA_TASK_ROOT;
  return root ? join(root, TEMPLATE_PAGES_FOLDER) : resolve(import.meta.dirname, "../..", TEMPLATE_PAGES_FOLDER);
}

const pages = new Map<string, Promise<string>>();

/** The page of a catalogue template, read once; only ids from the catalogue ever name a file. */
export function templatePageHtml(id: string): Promise<string> {
  const template = templateById(id);
  if (!template) return Promise.reject(new Error(`No template ${id}`));
  let page = pages.get(template.id);
  if (!page) {
    page = readFile(join(templatePagesDir(), template.id, "index.html"), "utf8");
    page.catch(() => pages.delete(template.id));
    pages.set(template.id, page);
  }
  return page;
}
