import { withoutTemplateAccess, withTemplateAccess } from "../templates/template-access.ts";
import type { ExtractLayoutFn } from "./extract-layout-fn.ts";

/**
 * The engine, fetching our own Pro template pages with an access token when the job's owner has Pro templates on
 * their plan as the job runs (`options.proTemplates`): the routes refuse a user without Pro too, but a job can come
 * from other paths (a site crawl's pages, a retry, a plan lapsed while queued), so the worker checks for itself.
 * Without it the page is fetched as a visitor would, which gets the preview. The token is taken back out of what the
 * page produced (its links are resolved against the address it was fetched at).
 */
export function withTemplatePageAccess(extract: ExtractLayoutFn, appHosts: string[], key: string): ExtractLayoutFn {
  return async (url, options) => {
    const fetchUrl = options.proTemplates ? withTemplateAccess(url, appHosts, key) : url;
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
