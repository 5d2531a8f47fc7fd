/**
 * The operations the capture runs in the page, in puppeteer's isolated world (the same DOM, none of the page's
 * globals, so the page's own scripts cannot tamper with ours). Bundled to one expression that evaluates to this
 * object (../in-page-build.ts); ../page-script.ts calls one operation per evaluation, typed from here.
 */
import { keepMountedContent } from "./behaviour-mounts.ts";
import { recordBehaviours } from "./behaviour-record.ts";
import { recordScrollStates } from "./scroll-record.ts";
import { followResize } from "./settle-checks.ts";
import { boxes, packed, snapshot, stamp } from "./boxes.ts";
import { drawnElements, drawnMedia } from "./drawn-elements.ts";
import { pageMarkup } from "./markup.ts";
import { pageCss } from "./sheet-chunks.ts";
import { freeze, nudgeScroll, settle, stable } from "./waits.ts";

export const pageLib = {
  drawn: drawnElements,
  drawnMedia,
  settle,
  stable,
  packed,
  boxes,
  nudgeScroll,
  freeze,
  stamp,
  snapshot,
  css: pageCss,
  html: pageMarkup,
  keepMounted: keepMountedContent,
  behaviours: recordBehaviours,
  scrollStates: recordScrollStates,
  followResize,
};

export type PageLib = typeof pageLib;
