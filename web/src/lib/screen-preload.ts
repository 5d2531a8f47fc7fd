/**
 * Screens a page can fetch ahead of the user (the extract screen warms the editor while the page is extracted, so
 * opening it costs no chunk download). The router registers how each screen loads; features only name it, so no
 * feature imports another or the router.
 */
export type PreloadableScreen = "editor";

const loaders = new Map<PreloadableScreen, () => Promise<unknown>>();

export function registerScreen(name: PreloadableScreen, load: () => Promise<unknown>): void {
  loaders.set(name, load);
}

export function preloadScreen(name: PreloadableScreen): void {
  void loaders.get(name)?.().catch(() => undefined);
}
