import { lazy, Suspense, type JSX } from "react";
import { createBrowserRouter, Outlet } from "react-router-dom";
import { registerScreen } from "@/lib/screen-preload";

/** Each screen is its own chunk so the landing page loads only what it shows. */
type Screen = () => JSX.Element;

function page<K extends string>(load: () => Promise<Record<K, Screen>>, name: K) {
  const Component = lazy<Screen>(async () => ({ default: (await load())[name] }));
  return (
    <Suspense fallback={<div role="status" aria-label="Loading" className="min-h-screen" />}>
      <Component />
    </Suspense>
  );
}

const loadEditor = () => import("@/features/editor/components/editor-page");
registerScreen("editor", loadEditor);

export const router = createBrowserRouter([
  {
    element: <Outlet />,
    children: [
      { path: "/", element: page(() => import("@/features/landing/components/landing-page"), "LandingPage") },
      { path: "/dashboard", element: page(() => import("@/features/dashboard/components/dashboard-page"), "DashboardPage") },
      { path: "/marketplace", element: page(() => import("@/features/marketplace/components/marketplace-page"), "MarketplacePage") },
      { path: "/extract", element: page(() => import("@/features/extract/components/extract-page"), "ExtractPage") },
      { path: "/editor/:id", element: page(loadEditor, "EditorPage") },
      { path: "/settings", element: page(() => import("@/features/settings/components/settings-page"), "SettingsPage") },
      { path: "/teams", element: page(() => import("@/features/teams/components/teams-page"), "TeamsPage") },
      { path: "/integrations", element: page(() => import("@/features/integrations/components/integrations-page"), "IntegrationsPage") },
      { path: "/checkout", element: page(() => import("@/features/billing/components/checkout-page"), "CheckoutPage") },
      {
        path: "/subscription-selection",
        element: page(() => import("@/features/billing/components/subscription-selection-page"), "SubscriptionSelectionPage"),
      },
      { path: "*", element: page(() => import("@/features/errors/components/not-found-page"), "NotFoundPage") },
    ],
  },
]);
