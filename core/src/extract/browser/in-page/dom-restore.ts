/** Putting a page back after a recording step: what the behaviour recorders share. */

/** Puts every attribute back as it stood and takes out what the page added (a backdrop, a portal). */
export function restore(firstOld: Map<Element, Map<string, string | null>>, added: Set<Node>): void {
  for (const [el, olds] of firstOld) {
    // A dialog the page opened is closed as a dialog (leaving the top layer), not only by its attribute.
    if (el instanceof HTMLDialogElement && olds.get("open") === null && el.open) el.close();
    for (const [name, old] of olds) {
      if (el.getAttribute(name) === old) continue;
      if (old === null) el.removeAttribute(name);
      else el.setAttribute(name, old);
    }
  }
  for (const node of added) if (node.isConnected && node.parentNode) node.parentNode.removeChild(node);
}
