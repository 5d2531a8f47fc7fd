import { withoutTemplateAccess, withTemplateAccess } from "../templates/template-access.ts";
import type { ExtractLayoutFn } from "./extract-layout-fn.ts";

/**
 * The engine, fetching our own Pro template pages with an access token: the extract route has already refused a
 * user without Pro for any address it recognises as one, so a job holding such an address was allowed it. The token
 * is taken back out of what the page produced (its links are resolved against the address it was fetched at).
 */
export function withTemplatePageAccess(extract: ExtractLayoutFn, appHosts: string[], key: string): ExtractLayoutFn {
  return async (url, options) => {
    const fetchUrl = withTemplateAccess(url, appHosts, key);
    const result = await extract(fetchUrl, options);
    if (fetchUrl === url) return result;
    return {
      ...result,
      html: withoutTemplateAccess(result.html),
      css: withoutTemplateAccess(result.css),
      layoutJson: JSON.parse(withoutTemplateAccess(JSON.stringify(result.layoutJson))),
    };
  };
}
