import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { CHROMIUM_FLAGS, resolveChromePath } from "@layoutlift/core/browser/launch";

/**
 * Nothing listens on the discard port: every request that is not to loopback (Chromium's implicit proxy bypass)
 * goes to this proxy and fails at once, so a test page's remote fonts or scripts never leave the machine.
 */
export const DEAD_END_PROXY = "http://127.0.0.1:9";

/**
 * How long a browser test waits for one condition (a download, an element, a response) before naming it as the
 * step that failed: long enough for a loaded machine, short of the e2e tests' 240 s limit so the failure says where.
 * Playwright's own default (30 s) turned a slow export on a busy machine into a red test.
 */
export const CONDITION_WAIT_MS = 75_000;

/** Debian's chromium driven by playwright-core (never a downloaded browser), confined to loopback: a process of its own. */
export async function launchOwnTestBrowser(): Promise<Browser> {
  const { path } = await resolveChromePath(process.env.CHROME_PATH);
  const browser = await chromium.launch({
    executablePath: path,
    // Playwright writes its own --disable-features, and Chromium keeps only the last one: ours would replace it.
    args: [...CHROMIUM_FLAGS.filter((f) => !f.startsWith("--headless") && !f.startsWith("--disable-features=")), `--proxy-server=${DEAD_END_PROXY}`],
    headless: true,
  });
  // Every context (browser.newPage makes one too) waits for a condition as long as a loaded machine needs: Playwright's
  // 30 s default turned a slow step on a busy machine into a red test (a built site's first page, a toast).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(CONDITION_WAIT_MS);
    return context;
  };
  return browser;
}

let shared: Promise<Browser> | null = null;
/** Leases not closed yet: the browser ends (where it does not outlive them) when the last one closes. */
let leases = 0;

/** The test process's one Chromium, launched on first use and again if it went away (crashed, closed). */
function sharedBrowser(): Promise<Browser> {
  const previous = shared;
  // Chained, so callers at the same moment get the one launch.
  shared = (async () => {
    const current = await previous?.catch(() => null);
    return current?.isConnected() ? current : launchOwnTestBrowser();
  })();
  return shared;
}

/**
 * The test browser for one test file (or bench): a lease on the process's shared Chromium. Launching Chromium is a
 * second or more of CPU per file, and a worker that runs several files (the e2e project does not isolate files) keeps
 * one browser for all of them. Every page and context lives in a context of its own (Playwright's contexts share no
 * cookies, storage or cache), and `close()` closes the contexts this lease opened, so no file sees another's. The
 * browser outlives the lease only where TEST_KEEP_BROWSER=1 (set by vitest.config.ts for the projects whose workers run
 * file after file); elsewhere (an isolated file, a bench script) `close()` ends it, so the process can exit.
 */
export async function launchTestBrowser(): Promise<Browser> {
  const browser = await sharedBrowser();
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.once("close", () => opened.delete(context));
    return context;
  };
  let closed = false;
  leases += 1;
  const lease = {
    newContext: async (options?: Parameters<Browser["newContext"]>[0]) => {
      if (closed) throw new Error("This test browser was closed");
      return track(await browser.newContext(options));
    },
    newPage: async (options?: Parameters<Browser["newPage"]>[0]) => {
      if (closed) throw new Error("This test browser was closed");
      // Playwright's own newPage: the page owns its context, and closing the page closes it.
      const page = await browser.newPage(options);
      track(page.context());
      return page;
    },
    contexts: () => [...opened],
    isConnected: () => !closed && browser.isConnected(),
    close: async () => {
      if (closed) return;
      closed = true;
      leases -= 1;
      await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
      opened.clear();
      if (leases === 0 && process.env.TEST_KEEP_BROWSER !== "1") {
        shared = null;
        await browser.close();
      }
    },
  };
  // Anything else (version, browserType, on…) is the shared browser's own.
  return new Proxy(browser, {
    get: (target, key) => {
      if (key in lease) return lease[key as keyof typeof lease];
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as Browser;
}
