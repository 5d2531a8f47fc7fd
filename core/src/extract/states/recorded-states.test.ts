import { describe, expect, it } from "vitest";
import type { BehaviourCapture, RawChange, RawRecord } from "../browser/in-page/behaviour-record.ts";
import { recordedStates } from "./recorded-states.ts";

const change = (stamp: string, over: Partial<RawChange> = {}): RawChange => ({ stamp, added: [], removed: [], attrs: {}, styles: {}, ...over });
const record = (control: string, over: Partial<RawRecord> = {}): RawRecord => ({
  control, kind: "toggle", declared: null, slideTo: null, step: null, changes: [], shown: [], hidden: [], revealed: [],
  backdrop: [], bodyAdded: [], bodyRemoved: [], escapeCloses: false, closers: [], mounted: 0, hostileStyle: false, trigger: "click", ...over,
});
const capture = (width: number, records: RawRecord[]): BehaviourCapture => ({ width, records, controls: records.length, ms: 1, workMs: 1, timedOut: false, exclusive: [] });

const toggler = record("12", {
  declared: "14", shown: ["14"], revealed: ["14", "15", "16"],
  changes: [change("12", { removed: ["collapsed"], attrs: { "aria-expanded": ["false", "true"] } }), change("14", { added: ["show"] })],
});

describe("recorded states", () => {
  it("turn a navbar toggler's click into a disclosure: its classes and ARIA per state, what it reveals kept", () => {
    const states = recordedStates([capture(390, [toggler])]);
    expect(states.behaviours).toEqual([
      {
        pattern: "disclosure", target: "14", trigger: "click", group: null, openAtCapture: false, dismiss: [],
        controls: [{ ref: "12", action: "toggle" }],
        parts: [
          { ref: "12", openClass: [], closedClass: ["collapsed"], openAttrs: { "aria-expanded": "true" }, closedAttrs: { "aria-expanded": "false" } },
          { ref: "14", openClass: ["show"], closedClass: [], openAttrs: {}, closedAttrs: {} },
        ],
        backdrop: [], bodyClass: [],
      },
    ]);
    expect([...states.revealed]).toEqual(["14", "15", "16"]);
    expect(states).toMatchObject({ found: ["12"], reproduced: ["12"], notReproduced: [] });
  });

  it("split a second tab's click into its pane opening and the first pane closing, one group, both tabs controls", () => {
    const first = record("46", { kind: "tab", declared: "52" });
    const second = record("48", {
      kind: "tab", declared: "55", shown: ["55"], hidden: ["52"],
      changes: [
        change("46", { removed: ["active"], attrs: { "aria-selected": ["true", "false"], tabindex: [null, "-1"] } }),
        change("48", { added: ["active"], attrs: { "aria-selected": ["false", "true"], tabindex: ["-1", null] } }),
        change("52", { removed: ["show", "active"] }),
        change("55", { added: ["active", "show"] }),
      ],
    });
    const states = recordedStates([capture(390, [first, second])]);
    const byTarget = new Map(states.behaviours.map((b) => [b.target, b]));
    expect(byTarget.get("52")).toMatchObject({ pattern: "tabs", group: "tabs-1", openAtCapture: true, controls: [{ ref: "46", action: "select" }] });
    expect(byTarget.get("52")!.parts.find((p) => p.ref === "46")).toMatchObject({ openClass: ["active"], openAttrs: { "aria-selected": "true", tabindex: null } });
    expect(byTarget.get("55")).toMatchObject({ pattern: "tabs", group: "tabs-1", openAtCapture: false, controls: [{ ref: "48", action: "select" }] });
    expect(states.reproduced.sort()).toEqual(["46", "48"]);
  });

  it("move a state's inline display into a class of ours, and read dialogs' backdrop, body class and Escape", () => {
    const modal = record("39", {
      kind: "dialog", declared: "131", shown: ["131"], escapeCloses: true, backdrop: ["modal-backdrop", "fade", "show"], bodyAdded: ["modal-open"], closers: ["136"],
      changes: [change("131", { added: ["show"], attrs: { "aria-hidden": ["true", null], role: [null, "dialog"] }, styles: { display: ["", "block"] } })],
    });
    const [dialog] = recordedStates([capture(1280, [modal])]).behaviours;
    expect(dialog).toMatchObject({ pattern: "dialog", dismiss: ["escape"], backdrop: ["modal-backdrop", "fade", "show"], bodyClass: ["modal-open"] });
    expect(dialog.parts[0]).toMatchObject({ openClass: ["show", "state-display-block"], openAttrs: { "aria-hidden": null, role: "dialog" } });
    expect(dialog.controls).toEqual([{ ref: "136", action: "close" }, { ref: "39", action: "toggle" }]);
  });

  it("take each control from the first width where it did something", () => {
    const hiddenOnPhone = record("25", { kind: "menu" });
    const onDesktop = record("25", { kind: "menu", shown: ["26"], escapeCloses: true, changes: [change("26", { added: ["show"] })] });
    const [menu] = recordedStates([capture(390, [hiddenOnPhone]), capture(1280, [onDesktop])]).behaviours;
    expect(menu).toMatchObject({ pattern: "dropdown", target: "26", dismiss: ["escape", "outside"] });
  });

  it.each([
    ["a handler", { attrs: { onclick: [null, "alert(1)"] } }],
    ["a link", { attrs: { href: ["#", "https://evil.example"] } }],
    ["a javascript: value", { attrs: { "data-state": ["closed", "javascript:alert(1)"] } }],
    ["a url() value", { attrs: { "data-bg": [null, "url(https://evil.example/x)"] } }],
    ["a class that runs code", { added: ["expression(alert(1))"] }],
  ] as [string, Partial<RawChange>][])("refuse a state with %s, and say the control is not reproduced", (_label, over) => {
    const hostile = record("12", { declared: "14", shown: ["14"], changes: [change("14", { added: ["show"] }), change("12", over)] });
    const states = recordedStates([capture(390, [hostile])]);
    expect(states.behaviours).toEqual([]);
    expect(states.notReproduced).toEqual([{ control: "12", reason: expect.any(String) }]);
  });

  it("refuse a state whose inline style loads something", () => {
    const hostile = record("12", { declared: "14", shown: ["14"], hostileStyle: true, changes: [change("14", { added: ["show"] })] });
    expect(recordedStates([capture(390, [hostile])]).behaviours).toEqual([]);
  });

  it("leave out attributes that are not state, and report content the page mounts only when open", () => {
    const titled = record("12", { declared: "14", shown: ["14"], changes: [change("14", { added: ["show"], attrs: { title: [null, "Open"] } })] });
    const portal = record("20", { kind: "menu", mounted: 2, changes: [change("20", { attrs: { "aria-expanded": ["false", "true"] } })] });
    const states = recordedStates([capture(390, [titled, portal])]);
    expect(states.behaviours[0].parts[0].openAttrs).toEqual({});
    expect(states.notReproduced).toEqual([{ control: "20", reason: "shows content the page renders only when open" }]);
  });
});
