/**
 * Text (a page title, a name) placed inside a comment of generated code. Each comment grammar has its own way out,
 * and what follows the way out is code: the helpers make the text unable to leave its comment, changing as little
 * of it as possible so it stays readable.
 */

/** JS `// …`: LF, CR, U+2028 and U+2029 all end the comment. `</script` is broken too, for files later inlined. */
export function jsLineCommentText(text: string): string {
  return text.replace(/[\r\n\u2028\u2029]+/g, " ").replace(/<\/(script)/gi, "<\\/$1");
}

/** JS or CSS `/* … *\/`: only `*\/` ends it. */
export function blockCommentText(text: string): string {
  return text.replace(/\*\//g, "* /");
}

/** CSS comment inside a <style> element: the element also ends at `</style`. */
export function cssCommentText(text: string): string {
  return blockCommentText(text).replace(/<\/(style)/gi, "<\\/$1");
}

/**
 * HTML `<!-- … -->`: the text may not contain `-->`, `--!>` or `<!--`, start with `>` or `->`, or end with `<!-`
 * (HTML spec, comments). None of them is possible without `--` or a leading `>`, so runs of hyphens are split.
 */
export function htmlCommentText(text: string): string {
  let out = text;
  while (out.includes("--")) out = out.replace(/--/g, "- -");
  if (/^-?>/.test(out)) out = ` ${out}`;
  if (out.endsWith("<!-")) out += " ";
  return out;
}

/**
 * PHP `// …` and `# …`: a line break ends them and so does `?>`, which also leaves PHP mode from inside the comment
 * (the rest of the line is then output, or with `<?` opened again, code). Block comments end only at `*\/`, but
 * `?>` is broken there too so no reader has to know the difference.
 */
export function phpLineCommentText(text: string): string {
  return text.replace(/[\r\n]+/g, " ").replace(/\?>/g, "? >");
}

export function phpBlockCommentText(text: string): string {
  return blockCommentText(text).replace(/\?>/g, "? >");
}
