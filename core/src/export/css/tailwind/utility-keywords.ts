/**
 * Declarations Tailwind has a named utility for that sets exactly that declaration and nothing else
 * (`display: none` → `hidden`, `font-weight: 700` → `font-bold`). `text-decoration: none` maps to `no-underline`:
 * the shorthand also resets the decoration's colour and style, which are at their initial values whenever no other
 * declaration on the element sets them (the flavour moves a declaration only then).
 */
const KEYWORDS: Record<string, Record<string, string>> = {
  display: {
    block: "block", "inline-block": "inline-block", inline: "inline", flex: "flex", "inline-flex": "inline-flex", grid: "grid",
    "inline-grid": "inline-grid", none: "hidden", contents: "contents", table: "table", "table-row": "table-row",
    "table-cell": "table-cell", "flow-root": "flow-root", "list-item": "list-item",
  },
  position: { static: "static", relative: "relative", absolute: "absolute", fixed: "fixed", sticky: "sticky" },
  "flex-direction": { row: "flex-row", column: "flex-col", "row-reverse": "flex-row-reverse", "column-reverse": "flex-col-reverse" },
  "flex-wrap": { wrap: "flex-wrap", nowrap: "flex-nowrap", "wrap-reverse": "flex-wrap-reverse" },
  flex: { "0 0 auto": "flex-none", none: "flex-none", "1 1 auto": "flex-auto", auto: "flex-auto", "0 1 auto": "flex-initial", initial: "flex-initial" },
  "align-items": { center: "items-center", "flex-start": "items-start", "flex-end": "items-end", start: "items-start", end: "items-end", stretch: "items-stretch", baseline: "items-baseline" },
  "align-self": { auto: "self-auto", center: "self-center", "flex-start": "self-start", "flex-end": "self-end", stretch: "self-stretch", baseline: "self-baseline" },
  "align-content": { center: "content-center", "flex-start": "content-start", "flex-end": "content-end", "space-between": "content-between", "space-around": "content-around", stretch: "content-stretch" },
  "justify-content": {
    center: "justify-center", "flex-start": "justify-start", "flex-end": "justify-end", "space-between": "justify-between",
    "space-around": "justify-around", "space-evenly": "justify-evenly", start: "justify-start", end: "justify-end",
  },
  "justify-items": { center: "justify-items-center", start: "justify-items-start", end: "justify-items-end", stretch: "justify-items-stretch" },
  "text-align": { left: "text-left", center: "text-center", right: "text-right", justify: "text-justify", start: "text-start", end: "text-end" },
  "text-transform": { uppercase: "uppercase", lowercase: "lowercase", capitalize: "capitalize", none: "normal-case" },
  "font-style": { italic: "italic", normal: "not-italic" },
  "white-space": { nowrap: "whitespace-nowrap", normal: "whitespace-normal", pre: "whitespace-pre", "pre-wrap": "whitespace-pre-wrap", "pre-line": "whitespace-pre-line" },
  overflow: { hidden: "overflow-hidden", auto: "overflow-auto", visible: "overflow-visible", scroll: "overflow-scroll", clip: "overflow-clip" },
  "overflow-x": { hidden: "overflow-x-hidden", auto: "overflow-x-auto", visible: "overflow-x-visible", scroll: "overflow-x-scroll", clip: "overflow-x-clip" },
  "overflow-y": { hidden: "overflow-y-hidden", auto: "overflow-y-auto", visible: "overflow-y-visible", scroll: "overflow-y-scroll", clip: "overflow-y-clip" },
  "list-style-type": { none: "list-none", disc: "list-disc", decimal: "list-decimal" },
  cursor: { pointer: "cursor-pointer", default: "cursor-default", "not-allowed": "cursor-not-allowed", auto: "cursor-auto", text: "cursor-text" },
  "box-sizing": { "border-box": "box-border", "content-box": "box-content" },
  "object-fit": { cover: "object-cover", contain: "object-contain", fill: "object-fill", none: "object-none" },
  "object-position": { center: "object-center", top: "object-top", bottom: "object-bottom" },
  visibility: { hidden: "invisible", visible: "visible" },
  "pointer-events": { none: "pointer-events-none", auto: "pointer-events-auto" },
  "text-decoration": { none: "no-underline", underline: "underline", "line-through": "line-through" },
  "text-decoration-line": { none: "no-underline", underline: "underline", "line-through": "line-through" },
  "flex-shrink": { "0": "shrink-0", "1": "shrink" },
  "flex-grow": { "0": "grow-0", "1": "grow" },
  "vertical-align": { middle: "align-middle", top: "align-top", bottom: "align-bottom", baseline: "align-baseline", "text-top": "align-text-top", "text-bottom": "align-text-bottom", sub: "align-sub", super: "align-super" },
  "user-select": { none: "select-none", text: "select-text", all: "select-all", auto: "select-auto" },
  "overflow-wrap": { "break-word": "wrap-break-word", anywhere: "wrap-anywhere", normal: "wrap-normal" },
  "word-wrap": { "break-word": "wrap-break-word", anywhere: "wrap-anywhere", normal: "wrap-normal" },
  "word-break": { "break-all": "break-all", "keep-all": "break-keep" },
  "background-clip": { "border-box": "bg-clip-border", "padding-box": "bg-clip-padding", "content-box": "bg-clip-content", text: "bg-clip-text" },
  "background-repeat": { "no-repeat": "bg-no-repeat", repeat: "bg-repeat" },
  "background-size": { cover: "bg-cover", contain: "bg-contain", auto: "bg-auto" },
  "background-position": { center: "bg-center", top: "bg-top", bottom: "bg-bottom", left: "bg-left", right: "bg-right" },
  "border-style": { solid: "border-solid", dashed: "border-dashed", dotted: "border-dotted", double: "border-double", none: "border-none", hidden: "border-hidden" },
  "border-collapse": { collapse: "border-collapse", separate: "border-separate" },
  "table-layout": { auto: "table-auto", fixed: "table-fixed" },
  "border-radius": { "0": "rounded-none" },
  "font-weight": {
    "100": "font-thin", "200": "font-extralight", "300": "font-light", "400": "font-normal", "500": "font-medium",
    "600": "font-semibold", "700": "font-bold", "800": "font-extrabold", "900": "font-black", normal: "font-normal", bold: "font-bold",
  },
  "text-overflow": { ellipsis: "text-ellipsis", clip: "text-clip" },
  resize: { none: "resize-none", vertical: "resize-y", horizontal: "resize-x", both: "resize" },
  appearance: { none: "appearance-none", auto: "appearance-auto" },
  isolation: { isolate: "isolate", auto: "isolation-auto" },
  float: { left: "float-left", right: "float-right", none: "float-none" },
  clear: { both: "clear-both", left: "clear-left", right: "clear-right", none: "clear-none" },
};

export function keywordUtility(prop: string, value: string): string | null {
  return KEYWORDS[prop]?.[value.toLowerCase()] ?? null;
}
