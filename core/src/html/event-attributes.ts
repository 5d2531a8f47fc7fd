/**
 * Attribute names that make a browser or a front-end framework run code. Browsers run every `on…` attribute in any
 * case. A customer's site may run a framework over the export (an embed on a page that uses AngularJS, htmx,
 * _hyperscript, Alpine, Unpoly, Knockout, Stimulus…), so every element's directive attributes count as code too,
 * whatever the element: AngularJS (`ng-`, `data-ng-`, `x-ng-`, `ng:`), htmx (`hx-`, `data-hx-`), Alpine (`x-`),
 * Vue and petite-vue (`v-`), Unpoly (`up-`, `data-up-`), Intercooler (`ic-`, `data-ic-`), Mavo (`mv-`),
 * _hyperscript (`_`, `script`, `data-script`, `data-hs`), Knockout (`data-bind`) and Stimulus (`data-controller`,
 * `data-action`). Vue's scoped-style markers (`data-v-1a2b3c`) are plain data and stay: stylesheets select on them.
 */
export function isEventAttributeName(name: string): boolean {
  return /^on/i.test(name);
}

const FRAMEWORK_CODE = /^((data-|x-)?ng[-:_]|(data-)?(hx|up|ic)-|x-|v-|mv-|_$|script$|data-(script|hs|hyperscript|bind|controller|action)$)/i;

export function isFrameworkCodeAttributeName(name: string): boolean {
  return FRAMEWORK_CODE.test(name);
}
