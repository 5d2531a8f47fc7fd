/**
 * Attribute names that make a browser or a front-end framework run code. Browsers run every `on…` attribute in any
 * case. A customer's site may run a framework over the export, so the data-attribute spellings that AngularJS
 * (`data-ng-click`), Knockout (`data-bind`) and htmx (`data-hx-on`, `data-hx-get`) compile count as code too;
 * their other spellings (`@click`, `v-on:`, `x-on:`, `ng-click`, `hx-get`) already fail the allowlist.
 */
export function isEventAttributeName(name: string): boolean {
  return /^on/i.test(name);
}

export function isFrameworkCodeAttributeName(name: string): boolean {
  return /^(data-ng-|data-bind$|data-hx-)/i.test(name);
}
