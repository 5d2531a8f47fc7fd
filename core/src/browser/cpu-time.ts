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

/** A group's members as last found by a full listing of /proc, and the last answer. */
interface GroupCache {
  pids: number[];
  scannedAt: number;
  answeredAt: number;
  cpuMs: number | undefined;
}
const groups = new Map<number, GroupCache>();
/** How long a group's member list is trusted: a process started since is counted from the next listing on. */
const RESCAN_MS = 2000;
/** Jobs sharing a browser each sample it about once a second: answers this close together are one reading. */
const REUSE_MS = 100;

/**
 * CPU used so far by every live process of a process group (a Chromium and its renderers, GPU and utility processes).
 * Listing /proc reads every process's stat, which on a machine running many processes cost about a second of CPU per
 * 20 pages of a site; between listings (at most every 2 s) only the members already known are read. A new member's
 * CPU is not lost, only counted from the next listing on (it is cumulative), and a member that ended is counted in its
 * parent's cstime/cutime, which is read.
 */
export function processGroupCpuMs(pgid: number, now = Date.now()): number | undefined {
  const cached = groups.get(pgid);
  if (cached && now - cached.answeredAt < REUSE_MS) return cached.cpuMs;
  let pids: number[];
  if (cached && now - cached.scannedAt < RESCAN_MS) pids = cached.pids;
  else {
    const listed = listGroup(pgid);
    if (!listed) return undefined;
    pids = listed;
  }
  let total = 0;
  let found = false;
  const alive: number[] = [];
  for (const pid of pids) {
    const stat = readStat(`/proc/${pid}/stat`);
    if (stat?.pgrp !== pgid) continue;
    total += stat.cpuMs;
    found = true;
    alive.push(pid);
  }
  const cpuMs = found ? total : undefined;
  const scannedAt = pids === cached?.pids ? cached.scannedAt : now;
  if (found) groups.set(pgid, { pids: alive, scannedAt, answeredAt: now, cpuMs });
  else groups.delete(pgid);
  return cpuMs;
}

/** Every process of a group, by a full listing of /proc; undefined where /proc is missing. */
function listGroup(pgid: number): number[] | undefined {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return undefined;
  }
  const pids: number[] = [];
  for (const name of entries) {
    if (name.charCodeAt(0) < 48 || name.charCodeAt(0) > 57) continue;
    if (readStat(`/proc/${name}/stat`)?.pgrp === pgid) pids.push(Number(name));
  }
  return pids;
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
