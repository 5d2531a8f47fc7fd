import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { reapLeftoverBrowsers } from "@layoutlift/core/browser/browser-pids";

const CHILD = join(import.meta.dirname, "../helpers/browser-child.ts");
const tmp = mkdtempSync(join(process.env.LAYOUTLIFT_TMP ?? join(process.cwd(), ".data/tmp"), "process-group-"));

/** Pids of every live process in a process group, from /proc (field 5 of stat, after the command's parentheses). */
function groupMembers(pgid: number): number[] {
  const members: number[] = [];
  for (const name of readdirSync("/proc").filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === pgid && fields[0] !== "Z") members.push(Number(name));
    } catch {
      // exited while we read
    }
  }
  return members;
}

/** Starts the browser adapter in a child process; resolves with the child and its Chromium's pid. */
function startChild(): Promise<{ child: ChildProcess; browserPid: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", CHILD], { env: { ...process.env, LAYOUTLIFT_TMP: tmp }, stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk) => {
      out += chunk;
      // The whole line: a pid cut between two chunks would name another process group.
      const match = /browser (\d+)\n/.exec(out);
      if (match) resolve({ child, browserPid: Number(match[1]) });
    });
    child.once("exit", (code) => reject(new Error(`the child exited (${code}) before its browser ran`)));
    setTimeout(() => reject(new Error(`no browser pid from the child after 30 s (it printed: ${JSON.stringify(out.slice(0, 200))})`)), 30_000).unref();
  });
}

const exited = (child: ChildProcess, step: string) =>
  new Promise<void>((ok, fail) => {
    if (child.exitCode !== null || child.signalCode) return ok();
    child.once("exit", () => ok());
    setTimeout(() => fail(new Error(`the child has not exited after 30 s: ${step}`)), 30_000).unref();
  });

/** Waits for a condition; after 30 s fails naming the step, so a stuck step says which one it was. */
async function until(condition: () => boolean, step: string): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > 30_000) throw new Error(`still waiting after 30 s: ${step}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("the extraction browser's process group", () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    reapLeftoverBrowsers(join(tmp, "browser-pids"));
  });

  it("outlives a kill -9 of its server, and is reaped by the next start; a clean stop takes it along", async () => {
    const first = await startChild();
    children.push(first.child);
    const leftovers = groupMembers(first.browserPid);
    expect(leftovers.length).toBeGreaterThan(1); // the browser and its helpers (zygote, renderer, network)

    first.child.kill("SIGKILL");
    await exited(first.child, "kill -9 of the first server");
    // Nothing ran in the killed process: its Chromium is still there.
    expect(groupMembers(first.browserPid).length).toBeGreaterThan(0);

    const second = await startChild();
    children.push(second.child);
    await until(() => leftovers.every((pid) => !groupMembers(first.browserPid).includes(pid)), "the next start reaps the killed server's browser");
    expect(groupMembers(first.browserPid)).toEqual([]);
    expect(groupMembers(second.browserPid).length).toBeGreaterThan(1);

    // Stopped with a signal it handles (it exits), the server takes its browser's whole group with it.
    second.child.kill("SIGTERM");
    await exited(second.child, "SIGTERM of the second server");
    await until(() => groupMembers(second.browserPid).length === 0, "a clean stop takes the browser's group along");
  }, 120_000);
});
