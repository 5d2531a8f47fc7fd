import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import puppeteer, { type Browser } from "puppeteer-core";
import { forgetBrowser, reapLeftoverBrowsers, recordBrowser } from "./browser-pids.ts";

/** Flags that keep Chromium quiet on a closed network and predictable in a container. */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  // Chromium's own background traffic (updates, autofill, safe browsing, hints, time, pings) would otherwise go
  // out through the egress proxy; what ignores these flags is refused there (net/browser-service-hosts.ts).
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-domain-reliability",
  "--disable-client-side-phishing-detection",
  "--safebrowsing-disable-auto-update",
  "--disable-default-apps",
  "--disable-extensions",
  "--disable-component-extensions-with-background-pages",
  "--no-pings",
  "--metrics-recording-only",
  "--disable-breakpad",
  // SpareRendererForSitePerProcess: Chromium keeps a renderer started ahead for the next tab; jobs open their pages
  // one context at a time, so it only held memory (issue 27's site bench: ~1.5 GB peak for the worker's tree).
  "--disable-features=NetworkTimeServiceQuerying,AutofillServerCommunication,OptimizationHints,OptimizationHintsFetching,OptimizationGuideModelDownloading,OptimizationTargetPrediction,MediaRouter,DialMediaRouteProvider,Translate,CertificateTransparencyComponentUpdater,InterestFeedContentSuggestions,SpareRendererForSitePerProcess",
  "--disable-dev-shm-usage",
  // Fewer processes for the same pages: without the sandbox the zygotes (two, ~100 MB resident) only speed up a
  // renderer's start, and with the GPU disabled the GPU process (~90 MB) only composites in software, which the
  // browser process does as well. Together about 70 MB less at a site's peak, no slower (tests/bench/sites.bench.ts).
  "--no-zygote",
  "--in-process-gpu",
  "--hide-scrollbars",
  "--mute-audio",
  "--font-render-hinting=none",
  // WebRTC could reach the network over UDP without going through the egress proxy.
  "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
  "--webrtc-ip-handling-policy=disable_non_proxied_udp",
];

/**
 * Debian's headless shell (package chromium-headless-shell): the same Blink and V8 as its chromium, without the
 * browser around them. It is what @sparticuz/chromium ships to Lambda, so local extractions render as deployed ones,
 * and it does the same page work for about half the CPU (a load and full-page screenshot of fixture pages: 6.4 s of
 * CPU against 16.4 s for 40 renders). The binary itself, not the /usr/bin script that runs it as a child: the
 * browser's pid must be the browser (browser-pids.ts).
 */
const DEBIAN_HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const DEBIAN_CHROMIUM = "/usr/bin/chromium";

export class BrowserNotFoundError extends Error {}

/** CHROME_PATH, else Debian's headless shell, else Debian's chromium, else the Lambda build from @sparticuz/chromium. */
export async function resolveChromePath(chromePath?: string): Promise<{ path: string; lambda: boolean }> {
  if (chromePath) {
    if (!existsSync(chromePath)) throw new BrowserNotFoundError(`CHROME_PATH points to ${chromePath}, which does not exist`);
    return { path: chromePath, lambda: false };
  }
  if (existsSync(DEBIAN_HEADLESS_SHELL)) return { path: DEBIAN_HEADLESS_SHELL, lambda: false };
  if (existsSync(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, lambda: false };
  if (process.env.AWS_LAMBDA_FUNCTION_NAME) {
    const { default: chromium } = await import("@sparticuz/chromium");
    return { path: await chromium.executablePath(), lambda: true };
  }
  throw new BrowserNotFoundError(
    "No Chromium found: install Debian's chromium (`apt-get install chromium`) or set CHROME_PATH",
  );
}

export interface LaunchOptions {
  chromePath?: string;
  /** host:port of the egress proxy every request must go through. */
  proxyServer?: string;
  extraArgs?: string[];
  /** How long one DevTools call may take before it fails (a page script that never yields blocks them all). */
  protocolTimeoutMs?: number;
}

export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const { path, lambda } = await resolveChromePath(options.chromePath);
  const args = [...CHROMIUM_FLAGS, ...(options.extraArgs ?? [])];
  if (lambda) {
    const { default: chromium } = await import("@sparticuz/chromium");
    args.push(...chromium.args.filter((a) => !args.includes(a)));
  }
  if (options.proxyServer) {
    // `<-loopback>` removes Chromium's implicit bypass, so even loopback goes through the proxy's checks.
    args.push(`--proxy-server=http://${options.proxyServer}`, "--proxy-bypass-list=<-loopback>");
  }
  // Chromium leaves profile folders in TMPDIR; keep them inside the project's data folder.
  const tmp = resolve(process.env.LAYOUTLIFT_TMP ?? ".data/tmp");
  mkdirSync(tmp, { recursive: true });
  const pids = join(tmp, "browser-pids");
  // Once per process, before the first browser: the browsers a killed predecessor left running go first.
  if (!reaped) {
    reaped = true;
    const count = reapLeftoverBrowsers(pids);
    if (count) console.warn(`Stopped ${count} browser(s) left running by a previous run that did not exit cleanly`);
  }
  const browser = await puppeteer.launch({
    executablePath: path,
    args,
    headless: true,
    protocolTimeout: options.protocolTimeoutMs ?? 20_000,
    env: { ...process.env, TMPDIR: tmp },
    defaultViewport: { width: 1280, height: 800 },
  });
  const pid = browser.process()?.pid;
  if (pid) {
    recordBrowser(pids, pid, path);
    browser.once("disconnected", () => forgetBrowser(pids, pid));
  }
  return browser;
}

let reaped = false;
