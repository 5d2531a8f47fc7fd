import type { Page } from "playwright-core";
import { PNG } from "pngjs";

/**
 * What a person does with a fixture page's controls, in order, the same on the original and on every export: one
 * list per width (a navbar collapses only on phones). Each step clicks a control (or presses Escape) and, where
 * `compare` is set, the viewport is shot afterwards and compared with the original's shot after the same step.
 * `visible` names an element the step must show (or `hidden` one it must hide) on every page.
 */
export interface Step {
  label: string;
  click?: string;
  key?: "Escape" | "ArrowRight" | "ArrowLeft" | "Tab" | "Shift+Tab";
  /** How many times the key is pressed (Tab past a dialog's last control and round again). */
  presses?: number;
  /** Scrolls the page: to an offset in px, or so an element's top is at the top of the viewport. */
  scroll?: number | string;
  /** An element that must match after the step (a scrollspy's marked link). */
  matches?: string;
  visible?: string;
  hidden?: string;
  /** Focus is on this element after the step (Escape returns focus to the control). */
  focused?: string;
  /**
   * false: only what the step asserts counts, not the shot. Bootstrap's focus trap lets focus reach the page behind
   * for a moment, which scrolls it, and which control holds the ring after N presses differs between trap designs.
   */
  compare?: false;
}

export interface Fixture {
  name: string;
  steps: Record<number, Step[]>;
}

export const BOOTSTRAP: Fixture = {
  name: "bootstrap-agency",
  steps: {
    390: [
      { label: "navbar toggler opens the menu", click: ".navbar-toggler", visible: "#navbarResponsive a[href='#about']" },
      { label: "More opens its dropdown inside the menu", click: "#moreMenu", visible: "a[href='#careers']" },
      { label: "Escape closes the dropdown", key: "Escape", hidden: "a[href='#careers']", focused: "#moreMenu" },
      { label: "navbar toggler closes the menu", click: ".navbar-toggler", hidden: "#navbarResponsive a[href='#about']" },
      { label: "Tell me more opens the modal", click: "button[data-bs-target='#projectModal']", visible: "#projectModal .modal-body" },
      // Bootstrap keeps Tab inside an open modal, both ways round: so must every export.
      { label: "Tab stays inside the modal", key: "Tab", presses: 5, focused: "#projectModal, #projectModal *", compare: false },
      { label: "Shift+Tab stays inside the modal", key: "Shift+Tab", presses: 5, focused: "#projectModal, #projectModal *", compare: false },
      { label: "Escape closes the modal", key: "Escape", scroll: 0, hidden: "#projectModal .modal-body" },
      { label: "Identity tab", click: "#identity-tab", visible: "#identity", hidden: "#strategy" },
      { label: "second accordion item", click: "button[aria-controls='aboutTwo']", visible: "#aboutTwo", hidden: "#aboutOne" },
      { label: "carousel next", click: ".carousel-control-next", visible: "#workCarousel .carousel-item:nth-child(2)" },
      { label: "Visiting notes opens the offcanvas", click: "button[aria-controls='visitNotes']", visible: "#visitNotes .offcanvas-body" },
      { label: "Escape closes the offcanvas", key: "Escape", hidden: "#visitNotes .offcanvas-body" },
    ],
    1280: [
      { label: "scrolling a little turns the navbar solid", scroll: 60, matches: "#mainNav.navbar-shrink" },
      { label: "scrolling to About marks its link", scroll: "#about", matches: "#mainNav a[href='#about'].active" },
      { label: "scrolling to Contact marks its link", scroll: "#contact", matches: "#mainNav a[href='#contact'].active" },
      { label: "back at the top the navbar is clear again", scroll: 0, matches: "#mainNav:not(.navbar-shrink)" },
      { label: "More opens its dropdown", click: "#moreMenu", visible: "a[href='#careers']" },
      { label: "a click outside closes it", click: "h2.section-heading", hidden: "a[href='#careers']" },
      { label: "Tell me more opens the modal", click: "button[data-bs-target='#projectModal']", visible: "#projectModal .modal-body" },
      { label: "the modal's Close button closes it", click: "#projectModal .modal-footer button", hidden: "#projectModal .modal-body" },
      { label: "Websites tab", click: "#web-tab", visible: "#web", hidden: "#strategy" },
      { label: "Identity tab", click: "#identity-tab", visible: "#identity", hidden: "#web" },
      { label: "ArrowRight selects the next tab", key: "ArrowRight", visible: "#web", hidden: "#identity", focused: "#web-tab" },
      { label: "ArrowLeft goes back", key: "ArrowLeft", visible: "#identity", hidden: "#web", focused: "#identity-tab" },
      { label: "third accordion item", click: "button[aria-controls='aboutThree']", visible: "#aboutThree", hidden: "#aboutOne" },
      { label: "the open accordion item closes again", click: "button[aria-controls='aboutThree']", hidden: "#aboutThree" },
      { label: "carousel indicator 3", click: "#workCarousel [aria-label='Slide 3']", visible: "#workCarousel .carousel-item:nth-child(3)" },
      { label: "carousel previous", click: ".carousel-control-prev", visible: "#workCarousel .carousel-item:nth-child(2)" },
      { label: "Offices opens its dropdown", click: "#officeMenu", visible: "[aria-labelledby='officeMenu'] li a" },
      { label: "Escape closes it", key: "Escape", hidden: "[aria-labelledby='officeMenu'] li a", focused: "#officeMenu" },
    ],
  },
};

export const TAILWIND_ALPINE: Fixture = {
  name: "tailwind-alpine",
  steps: {
    390: [
      { label: "menu button opens the mobile menu", click: "button[aria-controls='mobile-menu']", visible: "#mobile-menu a[href='#pricing']" },
      { label: "menu button closes it", click: "button[aria-controls='mobile-menu']", hidden: "#mobile-menu a[href='#pricing']" },
      { label: "Yearly tab", click: "#tab-yearly", visible: "#panel-yearly", hidden: "#panel-monthly" },
      { label: "first question", click: "button[aria-controls='faq-1']", visible: "#faq-1" },
    ],
    1280: [
      { label: "Solutions opens its panel", click: "#solutions-button", visible: "#solutions-panel" },
      { label: "Escape closes it", key: "Escape", hidden: "#solutions-panel", focused: "#solutions-button" },
      { label: "the tour button opens the dialog", click: "button[aria-controls='demo-dialog']", visible: "#demo-dialog h2" },
      { label: "Escape closes the dialog", key: "Escape", hidden: "#demo-dialog h2" },
      { label: "Yearly tab", click: "#tab-yearly", visible: "#panel-yearly", hidden: "#panel-monthly" },
      { label: "Monthly tab", click: "#tab-monthly", visible: "#panel-monthly", hidden: "#panel-yearly" },
      { label: "second question", click: "button[aria-controls='faq-2']", visible: "#faq-2" },
      { label: "second question closes again", click: "button[aria-controls='faq-2']", hidden: "#faq-2" },
    ],
  },
};

/** Radix primitives (React 19): the menu and dialog exist only while open, tab panes and accordion bodies are emptied. */
export const RADIX: Fixture = {
  name: "radix-react",
  steps: {
    390: [
      // Radix focuses the tab by script, which Chrome rings (:focus-visible) even after a click: on a phone-width
      // viewport the ring alone is 2.3 % of the ink. The panes are compared at 1280, where the ring weighs less.
      { label: "Season tab", click: "[role=tab]:text-is('Season')", visible: "text=winter storage", hidden: "text=Pay per night", compare: false },
      { label: "first question", click: "button:text-is('Is there fuel on the pontoon?')", visible: "text=Diesel and petrol" },
      { label: "first question closes again", click: "button:text-is('Is there fuel on the pontoon?')", hidden: "text=Diesel and petrol" },
      { label: "second question", click: "button:text-is('Can dogs come ashore?')", visible: "text=beyond the breakwater" },
      { label: "Account opens its menu", click: "button[aria-haspopup=menu]", visible: "text=Billing history" },
      { label: "Escape closes it", key: "Escape", hidden: "text=Billing history", focused: "button[aria-haspopup=menu]" },
    ],
    1280: [
      { label: "Reserve a berth opens the dialog", click: "button[aria-haspopup=dialog]", visible: "text=Pick your arrival night" },
      { label: "Escape closes the dialog", key: "Escape", hidden: "text=Pick your arrival night", focused: "button[aria-haspopup=dialog]" },
      { label: "Account opens its menu", click: "button[aria-haspopup=menu]", visible: "text=Sign out of Quayside" },
      { label: "Escape closes it", key: "Escape", hidden: "text=Sign out of Quayside" },
      { label: "Resident tab", click: "[role=tab]:text-is('Resident')", visible: "text=by the chandlery", hidden: "text=Pay per night" },
      { label: "Visitor tab again", click: "[role=tab]:text-is('Visitor')", visible: "text=Pay per night", hidden: "text=by the chandlery" },
      { label: "second question", click: "button:text-is('Can dogs come ashore?')", visible: "text=beyond the breakwater" },
      // Accordion type="single": opening one question closes the other.
      { label: "first question closes the second", click: "button:text-is('Is there fuel on the pontoon?')", visible: "text=Diesel and petrol", hidden: "text=beyond the breakwater" },
      { label: "first question closes again", click: "button:text-is('Is there fuel on the pontoon?')", hidden: "text=Diesel and petrol" },
      { label: "Reserve a berth opens the dialog again", click: "button[aria-haspopup=dialog]", visible: "text=Pick your arrival night" },
      { label: "the dialog's Cancel closes it", click: "[role=dialog] button:text-is('Cancel')", hidden: "text=Pick your arrival night" },
    ],
  },
};

/** No script at all: `<details>` (an exclusive `name` group), a `popover` and a `<dialog>` opened by invoker commands. */
export const DETAILS: Fixture = {
  name: "details-native",
  steps: {
    390: [
      { label: "second ticket question closes the first", click: "summary:text-is('Do children travel free?')", visible: "text=Under fives travel free", hidden: "text=Any time up to an hour" },
      { label: "food question", click: "summary:text-is('Is there food on the ferry?')", visible: "text=The galley serves soup" },
      { label: "Travel tips opens the popover", click: ".tips-button", visible: "#tips" },
      { label: "Escape closes it", key: "Escape", hidden: "#tips" },
    ],
    1280: [
      { label: "the open question closes", click: "summary:text-is('Can I change my crossing?')", hidden: "text=Any time up to an hour" },
      { label: "Contact the purser opens the dialog", click: "button[command=show-modal]", visible: "#contact h3" },
      { label: "Escape closes the dialog", key: "Escape", hidden: "#contact h3" },
      { label: "Travel tips opens the popover", click: ".tips-button", visible: "#tips" },
    ],
  },
};

/**
 * Waits until no transition or animation runs (Bootstrap's collapse, fades and carousel) over a few frames in a row
 * (a tab pane's fade starts a frame after the pane shows), then shoots the viewport.
 */
const STILL = `new Promise((resolve) => {
  let quiet = 0;
  const moving = () => document.getAnimations().some((a) => a.playState === "running") || !!document.querySelector(".collapsing, .carousel-item-next, .carousel-item-prev");
  const tick = () => {
    quiet = moving() ? 0 : quiet + 1;
    if (quiet >= 4) resolve(undefined);
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})`;

export async function settledShot(page: Page): Promise<PNG> {
  await page.evaluate(STILL);
  return PNG.sync.read(await page.screenshot({ caret: "hide" }));
}

/**
 * Runs one step. A control is scrolled to the middle of the viewport first, so the original and the export are
 * shot at the same scroll position. Throws, naming the step, when what it should show or hide does not follow.
 */
export async function runStep(page: Page, step: Step, which: string): Promise<void> {
  if (step.click) {
    const control = page.locator(step.click).first();
    await control.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    // Bootstrap ignores a click while a transition of the same component still runs: a person waits for it.
    await page.waitForFunction("document.getAnimations().every((a) => a.playState !== 'running')");
    await control.click();
  }
  if (step.scroll !== undefined) {
    const to = step.scroll;
    await page.evaluate((target) => {
      const y = typeof target === "number" ? target : document.querySelector(target)!.getBoundingClientRect().top + scrollY;
      window.scrollTo({ top: y, behavior: "instant" });
    }, to);
  }
  if (step.key) {
    await page.waitForFunction("document.getAnimations().every((a) => a.playState !== 'running')");
    for (let i = 0; i < (step.presses ?? 1); i++) await page.keyboard.press(step.key);
  }
  const wait = (selector: string, state: "visible" | "hidden" | "attached") =>
    page.locator(selector).first().waitFor({ state, timeout: 10_000 }).catch(() => {
      throw new Error(`${which}: after "${step.label}", ${selector} never became ${state}`);
    });
  if (step.visible) await wait(step.visible, "visible");
  if (step.hidden) await wait(step.hidden, "hidden");
  if (step.matches) await wait(step.matches, "attached");
  if (step.focused) {
    const focused = step.focused;
    await page.waitForFunction((sel) => document.activeElement?.matches(sel) ?? false, focused, { timeout: 10_000 }).catch(() => {
      throw new Error(`${which}: after "${step.label}", focus is not on ${focused}`);
    });
  }
}
