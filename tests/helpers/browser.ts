import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_FLAGS, resolveChromePath } from "@layoutlift/core/browser/launch";

/** Debian's chromium driven by playwright-core (never a downloaded browser). */
export async function launchTestBrowser(): Promise<Browser> {
  const { path } = await resolveChromePath(process.env.CHROME_PATH);
  return chromium.launch({
    executablePath: path,
    args: CHROMIUM_FLAGS.filter((f) => !f.startsWith("--headless")),
    headless: true,
  });
}
