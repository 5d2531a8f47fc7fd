import { afterAll, beforeAll } from "vitest";
import type { Browser, Page } from "playwright-core";
import { layouts, subscriptions } from "@layoutlift/core/db/schema/index";
import type { LayoutJson } from "@layoutlift/core/contract/layout-json";
import { launchTestBrowser } from "./browser.ts";
import { LANDING_CSS, LANDING_HTML, openAs } from "./editor-page.ts";
import { startTestServer, type TestServer } from "./server.ts";

export interface EditorSession {
  s: TestServer;
  browser: Browser;
  pro: Awaited<ReturnType<TestServer["signIn"]>>;
  layoutId: string;
  /** Another finished layout of the same user with the same markup: a test that edits gets one of its own. */
  newLayout(): Promise<string>;
  /** A page of its own (a fresh browser context) signed in as the Pro user, at `path`. */
  open(path: string, viewport?: { width: number; height: number }, options?: { clock?: boolean }): Promise<Page>;
  close(): Promise<void>;
}

type EditorSessionOptions = Parameters<typeof startEditorSession>[0];

/**
 * The session a describe block's tests share, started before them and closed after: the returned object reads the
 * session once `beforeAll` has started it (reading it earlier, at collection time, throws).
 */
export function useEditorSession(options: EditorSessionOptions, startTimeoutMs?: number): EditorSession {
  let session: EditorSession | undefined;
  beforeAll(async () => {
    session = await startEditorSession(options);
  }, startTimeoutMs);
  afterAll(() => session?.close());
  return new Proxy({} as EditorSession, {
    get(_target, key) {
      if (!session) throw new Error("The editor session starts in beforeAll: read it inside a test or hook");
      return Reflect.get(session, key);
    },
  });
}

/**
 * What every editor browser test starts from: a server on PGlite, the test browser, a signed-in Pro user and one
 * finished layout of theirs (the landing sample unless the test brings its own markup).
 */
export async function startEditorSession(options: { firstName: string; title?: string; html?: string; css?: string; layoutJson?: LayoutJson }): Promise<EditorSession> {
  const [s, browser] = await Promise.all([startTestServer("pglite"), launchTestBrowser()]);
  const pro = await s.signIn({ firstName: options.firstName });
  await s.runtime.deps.db.insert(subscriptions).values({ userId: pro.user.id, tier: "pro", status: "active" });
  const newLayout = async () => {
    const [row] = await s.runtime.deps.db
      .insert(layouts)
      .values({
        userId: pro.user.id,
        url: "https://acme.example",
        title: options.title ?? "Acme",
        status: "done",
        stage: "done",
        progress: 100,
        extractedHtml: options.html ?? LANDING_HTML,
        extractedCss: options.css ?? LANDING_CSS,
        ...(options.layoutJson ? { layoutJson: options.layoutJson } : {}),
      })
      .returning();
    return row.id;
  };
  return {
    s,
    browser,
    pro,
    layoutId: await newLayout(),
    newLayout,
    open: (path, viewport, openOptions) => openAs(s, browser, pro, path, viewport, openOptions),
    async close() {
      await browser.close();
      await s.close();
    },
  };
}
