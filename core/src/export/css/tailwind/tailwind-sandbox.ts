import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Tailwind's compiler runs in its own long-lived Node process under the permission model
 * (tailwind-sandbox-child.mjs): it reads Tailwind's package and nothing else, writes no file, starts no process.
 * Even a module a stylesheet managed to name could neither be read nor leave anything behind. One process serves
 * every export of this thread, one compile at a time; it is stopped when a compile overruns, after a while idle,
 * and after a number of compiles, and a fresh one starts on the next export.
 */
export class TailwindLoadRefused extends Error {
  override name = "TailwindLoadRefused";
}

const COMPILE_LIMIT_MS = 20_000;
const IDLE_MS = 5 * 60_000;
const MAX_COMPILES = 500;
const require = createRequire(import.meta.url);

/** The Tailwind package folder (real path: the permission model checks resolved paths). */
const tailwindPackageDir = () => realpathSync(dirname(require.resolve("tailwindcss/package.json")));

/**
 * The process's script: beside this module from source; in a deployed function (one bundle) the deploy copies it
 * next to the thread bundles (stacks/thread-bundles.ts), where core/src/threads/thread-script.ts looks too.
 */
function childScript(): string {
  const dir = process.env.LAYOUTLIFT_THREADS_DIR ?? (process.env.LAMBDA_TASK_ROOT ? join(process.env.LAMBDA_TASK_ROOT, "threads") : null);
  const bundled = dir ? join(dir, "tailwind-sandbox.mjs") : null;
  return realpathSync(bundled && existsSync(bundled) ? bundled : fileURLToPath(new URL("./tailwind-sandbox-child.mjs", import.meta.url)));
}

/** The exact command the compiler process runs with (exported for the tests that probe the confinement). */
export function sandboxCommand(script = childScript()): { command: string; args: string[] } {
  const packageDir = tailwindPackageDir();
  const permission = process.allowedNodeEnvironmentFlags.has("--permission") ? "--permission" : "--experimental-permission";
  return {
    command: process.execPath,
    args: [permission, `--allow-fs-read=${packageDir}`, `--allow-fs-read=${script}`, "--disable-warning=ExperimentalWarning", "--max-old-space-size=256", script, packageDir],
  };
}

interface Pending {
  resolve: (css: string) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}
type Reply = { ready: true } | { id: number; css: string } | { id: number; error: { name: string; message: string } };

interface Sandbox {
  child: ChildProcess;
  ready: Promise<void>;
  pending: Map<number, Pending>;
  compiles: number;
  stderr: string;
  idle?: ReturnType<typeof setTimeout>;
}

/** The process went away under a compile (killed, crashed, could not start). */
class SandboxGone extends Error {}

let current: Sandbox | null = null;
let nextId = 1;

function stop(sandbox: Sandbox, why: Error): void {
  if (current === sandbox) current = null;
  clearTimeout(sandbox.idle);
  for (const [, p] of sandbox.pending) {
    clearTimeout(p.timer);
    p.reject(why);
  }
  sandbox.pending.clear();
  if (sandbox.child.exitCode === null && sandbox.child.signalCode === null) sandbox.child.kill("SIGKILL");
}

/** An idle process keeps neither the event loop nor this thread alive, and exits after IDLE_MS. */
function settle(sandbox: Sandbox): void {
  if (sandbox.pending.size) return;
  sandbox.child.unref();
  sandbox.child.channel?.unref();
  if (sandbox.compiles >= MAX_COMPILES) return stop(sandbox, new Error("retired"));
  sandbox.idle = setTimeout(() => stop(sandbox, new Error("idle")), IDLE_MS);
  sandbox.idle.unref();
}

function start(): Sandbox {
  const { command, args } = sandboxCommand();
  // No environment: NODE_OPTIONS (tsx, inspectors) would make the process load files it may not read.
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe", "ipc"], env: {} });
  let ready!: () => void;
  const sandbox: Sandbox = { child, ready: new Promise((ok) => (ready = ok)), pending: new Map(), compiles: 0, stderr: "" };
  child.stderr?.on("data", (d) => (sandbox.stderr = (sandbox.stderr + String(d)).slice(-2000)));
  // Only the process and its channel hold the event loop, and only while a compile waits (settle).
  (child.stderr as (NodeJS.ReadableStream & { unref?: () => void }) | null)?.unref?.();
  child.on("message", (reply: Reply) => {
    if ("ready" in reply) return ready();
    const p = sandbox.pending.get(reply.id);
    if (!p) return;
    sandbox.pending.delete(reply.id);
    clearTimeout(p.timer);
    if ("css" in reply) p.resolve(reply.css);
    else p.reject(reply.error.name === "TailwindLoadRefused" ? new TailwindLoadRefused(reply.error.message) : new Error(`Tailwind could not compile the export's CSS: ${reply.error.message}`));
    settle(sandbox);
  });
  const gone = (detail: string) => stop(sandbox, new SandboxGone(`The Tailwind compiler process ${detail}${sandbox.stderr ? `: ${sandbox.stderr.trim()}` : ""}`));
  child.on("exit", (code, signal) => gone(`exited (${signal ?? `code ${code}`})`));
  child.on("error", (error) => gone(`could not start (${error.message})`));
  return sandbox;
}

/**
 * Compiles `source` (CSS the export generated) for `candidates` in the confined compiler process. A kept process
 * that died between two exports is noticed by the next compile, which then runs once more on a fresh one.
 */
export async function compileInSandbox(source: string, candidates: string[]): Promise<string> {
  const kept = current !== null;
  try {
    return await compileOnce(source, candidates);
  } catch (error) {
    if (!kept || !(error instanceof SandboxGone)) throw error;
    return compileOnce(source, candidates);
  }
}

async function compileOnce(source: string, candidates: string[]): Promise<string> {
  if (current && !current.child.connected) stop(current, new SandboxGone("The Tailwind compiler process went away"));
  const sandbox = (current ??= start());
  clearTimeout(sandbox.idle);
  sandbox.compiles += 1;
  const id = nextId++;
  const result = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => stop(sandbox, new Error(`The Tailwind compile ran longer than ${COMPILE_LIMIT_MS / 1000} s and was stopped`)), COMPILE_LIMIT_MS);
    sandbox.pending.set(id, { resolve, reject, timer });
  });
  sandbox.child.ref();
  sandbox.child.channel?.ref();
  await Promise.race([sandbox.ready, result.then(() => undefined, () => undefined)]);
  if (sandbox.pending.has(id)) sandbox.child.send({ id, source, candidates });
  return result;
}

/** Stops the compiler process (tests, shutdown); the next compile starts a new one. */
export function closeTailwindSandbox(): void {
  if (current) stop(current, new Error("closed"));
}
