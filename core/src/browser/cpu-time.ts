import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/**
 * CPU time from Linux's /proc, so a job's limit counts the work it did rather than the time it waited for a core
 * on a busy machine. Every reader answers undefined where /proc is missing (other systems): callers fall back to
 * wall time there.
 */

/** Linux reports CPU in clock ticks of 1/100 s (USER_HZ) on every architecture Node runs on. */
const TICK_MS = 10;

interface Stat {
  pgrp: number;
  /** Own user+system time plus that of its waited-for children (Chromium's finished renderers). */
  cpuMs: number;
}

function readStat(path: string): Stat | undefined {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ')'.
  const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
  // fields[0] is field 3 (state): pgrp is field 5, utime..cstime are fields 14..17.
  const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  return { pgrp: Number(fields[2]), cpuMs: ticks * TICK_MS };
}

/** CPU used so far by every live process of a process group (a Chromium and its renderers, GPU and utility processes). */
export function processGroupCpuMs(pgid: number): number | undefined {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return undefined;
  }
  let total = 0;
  let found = false;
  for (const name of entries) {
    if (name.charCodeAt(0) < 48 || name.charCodeAt(0) > 57) continue;
    const stat = readStat(`/proc/${name}/stat`);
    if (stat?.pgrp !== pgid) continue;
    total += stat.cpuMs;
    found = true;
  }
  return found ? total : undefined;
}

/** CPU used so far by one thread of this process (an extraction's worker thread). */
export function threadCpuMs(tid: number): number | undefined {
  return readStat(`/proc/self/task/${tid}/stat`)?.cpuMs;
}

/** The calling thread's kernel id (a worker thread reports it so the main thread can read its CPU time). */
export function currentThreadId(): number | undefined {
  try {
    return Number(readlinkSync("/proc/thread-self").split("/").pop()) || undefined;
  } catch {
    return undefined;
  }
}

/** CPU used so far by this whole process (all its threads), in ms. */
export function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
