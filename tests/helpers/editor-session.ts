import type { Browser } from "playwright-core";
import { layouts, subscriptions } from "@layoutlift/core/db/schema/index";
import type { LayoutJson } from "@layoutlift/core/contract/layout-json";
import { launchTestBrowser } from "./browser.ts";
import { LANDING_CSS, LANDING_HTML } from "./editor-page.ts";
import { startTestServer, type TestServer } from "./server.ts";

export interface EditorSession {
  s: TestServer;
  browser: Browser;
  pro: Awaited<ReturnType<TestServer["signIn"]>>;
  layoutId: string;
  /** Another finished layout of the same user with the same markup: a test that edits gets one of its own. */
  newLayout(): Promise<string>;
  close(): Promise<void>;
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
    async close() {
      await browser.close();
      await s.close();
    },
  };
}
