import type { ExportFormat } from "@layoutlift/core/contract/export";

export type IntegrationCategory = "Website Builders" | "E-commerce" | "Design Tools" | "Developer Tools" | "Automation";

export interface Integration {
  id: string;
  name: string;
  description: string;
  category: IntegrationCategory;
  requiredPlan: "pro" | "enterprise";
  features: string[];
  comingSoon: boolean;
  /** Live integrations are delivered as an export format of the editor. */
  exportFormat?: Extract<ExportFormat, "wordpress" | "wix" | "squarespace">;
  /** Steps shown by 'Configure'. */
  setup?: string[];
}

export const integrationCategories: IntegrationCategory[] = ["Website Builders", "E-commerce", "Design Tools", "Developer Tools", "Automation"];

/** The 18-entry catalogue (spec section 9): WordPress, Wix and Squarespace are live on Pro; the rest are coming. */
export const integrations: Integration[] = [
  {
    id: "wordpress",
    name: "WordPress",
    description: "Export any layout as a WordPress page template, ready to upload to your theme.",
    category: "Website Builders",
    requiredPlan: "pro",
    features: ["Page template (.php)", "Theme-safe class names", "Responsive CSS included"],
    comingSoon: false,
    exportFormat: "wordpress",
    setup: [
      "Open a layout in the editor and choose Export → WordPress.",
      "Copy wordpress-template.php into your active theme's folder (wp-content/themes/<your-theme>/).",
      "In WordPress, edit a page and pick the new template under Page Attributes → Template.",
    ],
  },
  {
    id: "wix",
    name: "Wix",
    description: "Get a Wix-ready HTML embed of your layout with its styles scoped so nothing leaks.",
    category: "Website Builders",
    requiredPlan: "pro",
    features: ["HTML embed", "Scoped styles", "Mobile breakpoints"],
    comingSoon: false,
    exportFormat: "wix",
    setup: [
      "Open a layout in the editor and choose Export → Wix.",
      "In the Wix Editor, add Embed Code → Embed HTML to your page.",
      "Paste the contents of wix-template.html and stretch the embed to full width.",
    ],
  },
  {
    id: "squarespace",
    name: "Squarespace",
    description: "Drop your layout into a Squarespace Code Block with styles that respect your site theme.",
    category: "Website Builders",
    requiredPlan: "pro",
    features: ["Code Block snippet", "Scoped styles", "Works on any template"],
    comingSoon: false,
    exportFormat: "squarespace",
    setup: [
      "Open a layout in the editor and choose Export → Squarespace.",
      "In Squarespace, edit a page and add a Code block.",
      "Paste the contents of squarespace-template.html and save.",
    ],
  },
  { id: "webflow", name: "Webflow", description: "Send layouts straight to a Webflow project as native elements.", category: "Website Builders", requiredPlan: "pro", features: ["Native elements", "Class sync", "CMS bindings"], comingSoon: true },
  { id: "framer", name: "Framer", description: "Paste layouts into Framer as editable stacks and components.", category: "Website Builders", requiredPlan: "pro", features: ["Stacks & frames", "Breakpoints", "Components"], comingSoon: true },
  { id: "shopify", name: "Shopify", description: "Turn layouts into Shopify theme sections for Online Store 2.0.", category: "E-commerce", requiredPlan: "pro", features: ["Liquid sections", "Theme editor settings", "Product blocks"], comingSoon: true },
  { id: "woocommerce", name: "WooCommerce", description: "Export storefront layouts as WooCommerce-compatible templates.", category: "E-commerce", requiredPlan: "pro", features: ["Shop templates", "Product grids", "Cart-ready markup"], comingSoon: true },
  { id: "bigcommerce", name: "BigCommerce", description: "Stencil theme sections generated from your layouts.", category: "E-commerce", requiredPlan: "enterprise", features: ["Stencil templates", "Handlebars partials", "Multi-storefront"], comingSoon: true },
  { id: "figma", name: "Figma", description: "Import layouts into Figma as auto-layout frames.", category: "Design Tools", requiredPlan: "pro", features: ["Auto-layout frames", "Text styles", "Colour styles"], comingSoon: true },
  { id: "sketch", name: "Sketch", description: "Open extracted layouts as Sketch documents with symbols.", category: "Design Tools", requiredPlan: "pro", features: ["Symbols", "Shared styles", "Artboards per viewport"], comingSoon: true },
  { id: "adobe-xd", name: "Adobe XD", description: "Bring layouts into Adobe XD with components and states.", category: "Design Tools", requiredPlan: "enterprise", features: ["Components", "Responsive resize", "Design tokens"], comingSoon: true },
  { id: "github", name: "GitHub", description: "Push exported code to a repository and open a pull request.", category: "Developer Tools", requiredPlan: "pro", features: ["Commit to branch", "Pull requests", "Monorepo paths"], comingSoon: true },
  { id: "gitlab", name: "GitLab", description: "Commit exports to GitLab projects with merge requests.", category: "Developer Tools", requiredPlan: "enterprise", features: ["Self-managed support", "Merge requests", "Protected branches"], comingSoon: true },
  { id: "vscode", name: "VS Code", description: "Pull layouts into your editor from the command palette.", category: "Developer Tools", requiredPlan: "pro", features: ["Command palette", "Framework picker", "Live preview"], comingSoon: true },
  { id: "vercel", name: "Vercel", description: "Deploy a Next.js export to a Vercel preview in one click.", category: "Developer Tools", requiredPlan: "pro", features: ["Preview deployments", "Next.js export", "Custom domains"], comingSoon: true },
  { id: "netlify", name: "Netlify", description: "Publish HTML exports to Netlify with instant rollbacks.", category: "Developer Tools", requiredPlan: "pro", features: ["Instant deploys", "Rollbacks", "Forms support"], comingSoon: true },
  { id: "zapier", name: "Zapier", description: "Trigger extractions and exports from 6,000+ apps.", category: "Automation", requiredPlan: "enterprise", features: ["Extraction trigger", "Export action", "Webhooks"], comingSoon: true },
  { id: "slack", name: "Slack", description: "Get notified in Slack when an extraction finishes.", category: "Automation", requiredPlan: "enterprise", features: ["Channel notifications", "Share previews", "Slash command"], comingSoon: true },
];
