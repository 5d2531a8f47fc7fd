import { describe, expect, it } from "vitest";
import { browserFailureMessage, PAGE_BUSY, PAGE_SLOW_TO_DRAW, PAGE_SLOW_TO_RESIZE } from "./browser-errors.ts";

// puppeteer's own wording for a DevTools call past protocolTimeout.
const timedOut = (method: string) => new Error(`${method} timed out. Increase the 'protocolTimeout' setting in launch/connect calls for a higher timeout if needed.`);

describe("what a timed-out browser call tells the user", () => {
  it("names the step that timed out, never blaming a script for a page that may run none", () => {
    expect(browserFailureMessage(timedOut("Page.captureScreenshot"))).toBe(PAGE_SLOW_TO_DRAW);
    expect(browserFailureMessage(timedOut("Emulation.setDeviceMetricsOverride"))).toBe(PAGE_SLOW_TO_RESIZE);
    expect(browserFailureMessage(timedOut("Runtime.callFunctionOn"))).toBe(PAGE_BUSY);
    // A CSS-only page heavy to lay out times out in the same calls as a script that never yields: no message may
    // claim a script was running.
    for (const message of [PAGE_SLOW_TO_DRAW, PAGE_SLOW_TO_RESIZE]) expect(message).not.toMatch(/script/i);
    expect(PAGE_BUSY).not.toMatch(/a script (on it )?did not stop/i);
    expect(PAGE_BUSY).toMatch(/laying out its content/);
  });
});
