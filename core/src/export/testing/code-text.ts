/**
 * Code as tests compare it: without whitespace and the trailing commas Prettier adds where it breaks a line. The
 * zip's projects are Prettier-formatted, so where a call or an element wraps depends on its length; what a test
 * asserts is the code, not the line breaks.
 */
export function codeText(text: string): string {
  return text.replace(/,(\s*[)\]}>])/g, "$1").replace(/[()]/g, "").replace(/\s+/g, "");
}
