import type { Page } from "puppeteer-core";
import { PAGE_LIB } from "./in-page.gen.ts";
import type { PageLib } from "./in-page/page-lib.ts";

/**
 * Calls into the operations the capture runs inside the page (in-page/page-lib.ts, bundled into PAGE_LIB). A call is
 * an expression string carrying its result type, so `evaluate(pageCall("boxes", stamps))` is typed from the in-page
 * code itself.
 *
 * PAGE_LIB is some 75 KB of script, and a capture makes dozens of calls per page: it is installed once per document,
 * as a global of puppeteer's isolated world (which the page's own scripts cannot see), and each call names that
 * global. The evaluator installs it on a document that does not have it yet (the first call, or the first after a
 * navigation, setContent or reload gave the frame a new document).
 */
export type PageOperation = keyof PageLib;

/** An expression that runs one in-page operation; `T` is what it resolves to. */
export type PageCall<T> = string & { readonly __resolvesTo?: T };

export type PageEvaluate = <T>(call: PageCall<T>) => Promise<T>;

/** Where the installed operations live in the isolated world. */
const LIB_GLOBAL = "__layoutliftInstalledPageLib";
const LIB_REF = `globalThis.${LIB_GLOBAL}`;
/** What a guarded call answers on a document the operations are not installed in (never an operation's result). */
const NOT_INSTALLED = "\u0000layoutlift: page lib not installed";

export function pageCall<K extends PageOperation>(operation: K, ...args: Parameters<PageLib[K]>): PageCall<Awaited<ReturnType<PageLib[K]>>> {
  return `${LIB_REF}[${JSON.stringify(operation)}](${args.map((a) => JSON.stringify(a)).join(",")})`;
}

/** The call, run only where the operations are installed (else it answers NOT_INSTALLED and nothing ran). */
const guarded = (expression: string) => `(typeof ${LIB_REF} === "object" ? (${expression}) : ${JSON.stringify(NOT_INSTALLED)})`;
/** The call after installing the operations on this document (the one evaluation per document that carries them). */
const installing = (expression: string) => `(${LIB_REF} ??= ${PAGE_LIB}, (${expression}))`;
/**
 * The call with the operations passed in rather than installed, for the page's own world: a global there would be
 * the page's to read and overwrite. `globalThis` is shadowed only for the call itself; PAGE_LIB, the argument, is
 * evaluated outside it and sees the real one.
 */
const inline = (expression: string) => `((globalThis) => (${expression}))({ ${LIB_GLOBAL}: ${PAGE_LIB} })`;

interface RealmLike {
  evaluate(expression: string): Promise<unknown>;
}

/**
 * Evaluates in puppeteer's isolated world (same DOM, none of the page's globals) when the installed puppeteer exposes
 * it, else in the page's own world.
 */
export function pageEvaluator(page: Page): PageEvaluate {
  return async <T>(expression: PageCall<T>) => {
    const frame = page.mainFrame() as unknown as { isolatedRealm?: () => RealmLike };
    const usesLib = expression.includes(LIB_REF);
    if (typeof frame.isolatedRealm !== "function") return page.evaluate(usesLib ? inline(expression) : expression) as Promise<T>;
    if (!usesLib) return frame.isolatedRealm().evaluate(expression) as Promise<T>;
    const result = await frame.isolatedRealm().evaluate(guarded(expression));
    // A document without them: installed and called in one evaluation (a document replaced in between is the next
    // call's to find).
    return (result === NOT_INSTALLED ? frame.isolatedRealm().evaluate(installing(expression)) : result) as Promise<T>;
  };
}
