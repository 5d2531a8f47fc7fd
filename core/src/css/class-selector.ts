/**
 * Class names from extracted or typed HTML may hold characters a selector must escape (`md:flex`, `w-1/2`, a
 * leading digit). One escaper for the server (AI edits) and the editor, so the selector the editor shows is the one
 * it writes and the one an AI edit targets.
 */
export function escapeClassName(name: string): string {
  return name.replace(/^(-?)(\d)/, (_m, dash: string, digit: string) => `${dash}\\3${digit} `).replace(/[^\w-]/g, (c) => `\\${c}`);
}

/** `.name`, escaped. */
export function classSelector(name: string): string {
  return `.${escapeClassName(name)}`;
}
