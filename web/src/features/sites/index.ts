/** Whole sites (issue 27): their progress page, dashboard cards and the editor's page switcher. */
export { siteKeys, useSite, useSites } from "./api/sites";
export { PageSwitcher } from "./components/page-switcher";
export { SiteProgress } from "./components/site-progress";
export { SitesSection } from "./components/sites-section";
