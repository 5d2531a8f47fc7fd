import type { Integration } from "../data/catalogue";

/** Brand-coloured monogram tiles: recognisable at a glance without shipping 18 third-party logos. */
const colours: Record<string, string> = {
  wordpress: "bg-[#21759b]",
  wix: "bg-black",
  squarespace: "bg-neutral-800",
  webflow: "bg-[#4353ff]",
  framer: "bg-[#0055ff]",
  shopify: "bg-[#5e8e3e]",
  woocommerce: "bg-[#7f54b3]",
  bigcommerce: "bg-[#121118]",
  figma: "bg-[#a259ff]",
  sketch: "bg-[#b45309]",
  "adobe-xd": "bg-[#9d174d]",
  github: "bg-[#24292f]",
  gitlab: "bg-[#c2410c]",
  vscode: "bg-[#0065a9]",
  vercel: "bg-black",
  netlify: "bg-[#0f766e]",
  zapier: "bg-[#c2410c]",
  slack: "bg-[#4a154b]",
};

export function IntegrationLogo({ integration }: { integration: Integration }) {
  const letters = integration.name.replace(/[^A-Za-z]/g, "").slice(0, 2);
  return (
    <span
      aria-hidden="true"
      className={`flex size-10 shrink-0 items-center justify-center rounded-lg text-sm font-bold text-white dark:ring-1 dark:ring-white/15 ${colours[integration.id] ?? "bg-slate-700"}`}
    >
      {letters}
    </span>
  );
}
