/**
 * C0 and C1 control characters (NUL included) except tab, line feed, form feed and carriage return. They have no
 * meaning in HTML, CSS or code, parsers treat them inconsistently (a NUL ends a C string, turns into U+FFFD in one
 * parser and stays in another), and a forged capture record can carry them: no file we write contains one.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]/g;

export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "");
}
