import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";

/**
 * Chromium runs as the leader of its own process group (puppeteer starts it detached), and puppeteer kills that
 * group when this process exits or is stopped by a signal. A `kill -9` of this process runs no handler, so each
 * browser is also recorded here (one file per browser: its group, the executable and the process that owns it);
 * the next start kills the group of every record whose owner is gone. Records of a live owner (another server or
 * test run sharing the folder) are left alone.
 */
interface BrowserRecord {
  pid: number;
  owner: number;
  executable: string;
}

export function recordBrowser(dir: string, pid: number, executable: string): void {
  mkdirSync(dir, { recursive: true });
  const record: BrowserRecord = { pid, owner: process.pid, executable };
  writeFileSync(join(dir, `${pid}.json`), JSON.stringify(record));
}

export function forgetBrowser(dir: string, pid: number): void {
  rmSync(join(dir, `${pid}.json`), { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The process is still a browser we started (a pid can be reused by anything once it has exited): a Chromium
 * controlled over DevTools. Debian's /usr/bin/chromium is a script that execs the real binary, so the name is
 * compared, not the path.
 */
function stillOurBrowser(record: BrowserRecord): boolean {
  try {
    const args = readFileSync(`/proc/${record.pid}/cmdline`, "utf8").split("\0");
    return /chrom/i.test(basename(args[0])) && args.some((a) => a.startsWith("--remote-debugging-"));
  } catch {
    return false;
  }
}

/** Kills the process groups of browsers whose owner died without closing them; returns how many it killed. */
export function reapLeftoverBrowsers(dir: string): number {
  if (!existsSync(dir)) return 0;
  let reaped = 0;
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".json"))) {
    let record: BrowserRecord;
    try {
      record = JSON.parse(readFileSync(join(dir, name), "utf8")) as BrowserRecord;
    } catch {
      rmSync(join(dir, name), { force: true });
      continue;
    }
    if (record.owner !== process.pid && alive(record.owner)) continue;
    if (stillOurBrowser(record)) {
      try {
        process.kill(-record.pid, "SIGKILL");
        reaped += 1;
      } catch {
        // Already gone between the check and the kill.
      }
    }
    rmSync(join(dir, name), { force: true });
  }
  return reaped;
}
