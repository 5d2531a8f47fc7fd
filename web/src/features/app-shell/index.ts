/** The signed-in frame other screens render inside, and the guard that sends visitors to sign in. */
export { AppHeader } from "./components/app-header";
export { AppShell } from "./components/app-shell";
export { FullPageSpinner } from "./components/full-page-spinner";
export { PublicPageShell } from "./components/public-page-shell";
export { useRequireAuth } from "./hooks/use-require-auth";
