import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { processGroupCpuMs } from "./cpu-time.ts";

// A detached child leads its own process group, as the extraction's Chromium does.
describe.runIf(process.platform === "linux")("processGroupCpuMs", () => {
  it("reads a group's CPU, answers a reading taken within 100 ms again and re-reads the known members between listings", async () => {
    const child = spawn(process.execPath, ["-e", "const end = Date.now() + 600; while (Date.now() < end) {} setTimeout(() => {}, 10_000);"], { detached: true, stdio: "ignore" });
    try {
      const pgid = child.pid!;
      await new Promise((r) => setTimeout(r, 50));
      const t0 = Date.now();
      const first = processGroupCpuMs(pgid, t0);
      expect(first).toBeTypeOf("number");
      await new Promise((r) => setTimeout(r, 400));
      // Within the reuse window the first reading stands, though the child kept working.
      expect(processGroupCpuMs(pgid, t0 + 50)).toBe(first);
      // Past it, before the next listing: the known member is read again and has used more CPU.
      const later = processGroupCpuMs(pgid, t0 + 500)!;
      expect(later).toBeGreaterThan(first!);
      // A full listing again finds the same group.
      expect(processGroupCpuMs(pgid, t0 + 5000)).toBeGreaterThanOrEqual(later);
    } finally {
      child.kill("SIGKILL");
    }
  });

  it("answers undefined for a group with no live process", () => {
    expect(processGroupCpuMs(2 ** 22 + 17, Date.now())).toBeUndefined();
  });
});
