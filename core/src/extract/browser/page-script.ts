import type { Page } from "puppeteer-core";
import { PAGE_LIB } from "./in-page.gen.ts";
import type { PageLib } from "./in-page/page-lib.ts";

/**
 * Calls into the operations the capture runs inside the page (in-page/page-lib.ts, bundled into PAGE_LIB). A call is
 * an expression string carrying its result type, so `evaluate(pageCall("boxes", stamps))` is typed from the in-page
 * code itself.
 */
export type PageOperation = keyof PageLib;

/** An expression that runs one in-page operation; `T` is what it resolves to. */
export type PageCall<T> = string & { readonly __resolvesTo?: T };

export type PageEvaluate = <T>(call: PageCall<T>) => Promise<T>;

export function pageCall<K extends PageOperation>(operation: K, ...args: Parameters<PageLib[K]>): PageCall<Awaited<ReturnType<PageLib[K]>>> {
  return `${PAGE_LIB}[${JSON.stringify(operation)}](${args.map((a) => JSON.stringify(a)).join(",")})`;
}

interface RealmLike {
  evaluate(expression: string): Promise<unknown>;
}

/**
 * Evaluates in puppeteer's isolated world (same DOM, none of the page's globals) when the installed puppeteer exposes
 * it, else in the page's own world.
 */
export function pageEvaluator(page: Page): PageEvaluate {
  return <T>(expression: PageCall<T>) => {
    const frame = page.mainFrame() as unknown as { isolatedRealm?: () => RealmLike };
    if (typeof frame.isolatedRealm === "function") return frame.isolatedRealm().evaluate(expression) as Promise<T>;
    return page.evaluate(expression) as Promise<T>;
  };
}
