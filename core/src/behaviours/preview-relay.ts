/**
 * The editor's Preview frame only (never an export): Escape that closed nothing on the previewed page (our runtime
 * calls preventDefault when it closes a menu or dialog; a native modal <dialog> or popover closes itself) asks the
 * editor to leave Preview. The frame is sandboxed without same origin, so a message is the only way out; the editor
 * listens only to its own frame. Inline after the runtime, so the app's Content-Security-Policy names it by hash.
 */
export const PREVIEW_ESCAPE_RELAY =
  'addEventListener("keydown",function(e){if(e.key==="Escape"&&!e.defaultPrevented&&!document.querySelector("dialog:modal,:popover-open"))parent.postMessage("layoutlift:leave-preview","*")});';

/** The message the frame posts. */
export const LEAVE_PREVIEW_MESSAGE = "layoutlift:leave-preview";
