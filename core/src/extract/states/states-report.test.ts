import { describe, expect, it } from "vitest";
import { makeContext } from "../testing/make-context.ts";
import { statesReport } from "./states-report.ts";

// ids: 1 html, 2 head, 3 body, 4 button "Account", 5 button (aria-label "Search")
describe("the extraction report on the page's controls", () => {
  it("counts found and reproduced controls, and names those not reproduced with the reason", () => {
    const ctx = makeContext(`<button>  Account
      menu </button><button aria-label="Search"></button>`);
    ctx.states = {
      behaviours: [], steppers: [], scroll: [], spyLine: 0, revealed: new Set(), found: ["4", "5", "9"], reproduced: ["9"],
      notReproduced: [
        { control: "4", reason: "shows content the page renders only when open" },
        { control: "5", reason: "a state that sets onclick" },
      ],
    };
    expect(statesReport(ctx)).toEqual({
      stats: { "behaviours:found": 3, "behaviours:reproduced": 1 },
      note: "2 controls not reproduced: “Account menu” (shows content the page renders only when open); “Search” (a state that sets onclick)",
      notReproduced: [
        { control: "“Account menu”", reason: "shows content the page renders only when open" },
        { control: "“Search”", reason: "a state that sets onclick" },
      ],
    });
  });

  it("says nothing when every control is reproduced, or when no state was recorded", () => {
    const ctx = makeContext(`<button>Menu</button>`);
    expect(statesReport(ctx)).toEqual({ stats: {}, note: null, notReproduced: [] });
    ctx.states = { behaviours: [], steppers: [], scroll: [], spyLine: 0, revealed: new Set(), found: ["4"], reproduced: ["4"], notReproduced: [] };
    expect(statesReport(ctx).note).toBeNull();
  });
});
