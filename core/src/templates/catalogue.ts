/**
 * The marketplace's fixed catalogue (spec section 3), shared by the app and the API (which gates Pro templates).
 * Each id is also a real page served at /templates/<id>/.
 */
export const templateCategories = ["all", "landing", "sales", "lead", "ecommerce", "marketing", "business", "portfolio"] as const;
export type TemplateCategory = (typeof templateCategories)[number];

export const categoryLabels: Record<TemplateCategory, string> = {
  all: "All",
  landing: "Landing",
  sales: "Sales",
  lead: "Lead Gen",
  ecommerce: "E-commerce",
  marketing: "Marketing",
  business: "Business",
  portfolio: "Portfolio",
};

export type TemplateFramework = "React" | "HTML" | "Vue" | "Next.js";

export interface Template {
  id: string;
  name: string;
  category: Exclude<TemplateCategory, "all">;
  description: string;
  features: string[];
  /** Share of users who kept the layout after extracting it, 87–98. */
  popularity: number;
  /** Typical conversion rate reported for the layout. */
  conversions: string;
  framework: TemplateFramework;
  isPro: boolean;
  /** Colours the card thumbnail is drawn with (the page's own palette). */
  palette: { from: string; to: string; accent: string };
  thumbnail: "saas" | "funnel" | "capture" | "store" | "agency" | "launch";
}

export const templates: Template[] = [
  {
    id: "saas-landing-pro",
    name: "SaaS Landing Pro",
    category: "landing",
    description: "A polished software landing page with hero, logo strip, feature grid, pricing and FAQ.",
    features: ["Hero with product shot", "Feature grid", "Pricing table", "FAQ", "Responsive navigation"],
    popularity: 94,
    conversions: "18.2%",
    framework: "React",
    isPro: false,
    palette: { from: "#4f46e5", to: "#7c3aed", accent: "#eef2ff" },
    thumbnail: "saas",
  },
  {
    id: "sales-funnel",
    name: "High-Converting Sales Funnel",
    category: "sales",
    description: "Long-form sales page with urgency banner, benefit stack, testimonials and a guarantee block.",
    features: ["Countdown banner", "Benefit stack", "Testimonials", "Guarantee badge"],
    popularity: 91,
    conversions: "24.7%",
    framework: "HTML",
    isPro: true,
    palette: { from: "#dc2626", to: "#f97316", accent: "#fff7ed" },
    thumbnail: "funnel",
  },
  {
    id: "email-capture-hero",
    name: "Email Capture Hero",
    category: "lead",
    description: "A focused lead-generation hero that turns visitors into subscribers with one clear form.",
    features: ["Inline sign-up form", "Social proof", "Lead magnet preview"],
    popularity: 87,
    conversions: "15.3%",
    framework: "Vue",
    isPro: false,
    palette: { from: "#0d9488", to: "#0284c7", accent: "#ecfeff" },
    thumbnail: "capture",
  },
  {
    id: "ecommerce-storefront",
    name: "E-Commerce Storefront",
    category: "ecommerce",
    description: "A clean shop front with featured collection, product grid, promo banner and newsletter.",
    features: ["Product grid", "Collection banner", "Promo strip", "Newsletter", "Footer navigation"],
    popularity: 96,
    conversions: "8.9%",
    framework: "Next.js",
    isPro: true,
    palette: { from: "#0f172a", to: "#334155", accent: "#f1f5f9" },
    thumbnail: "store",
  },
  {
    id: "digital-agency",
    name: "Digital Agency Landing",
    category: "business",
    description: "Bold agency site with services, case studies, process steps and a contact call to action.",
    features: ["Services grid", "Case studies", "Process timeline", "Contact CTA"],
    popularity: 89,
    conversions: "12.6%",
    framework: "HTML",
    isPro: false,
    palette: { from: "#111827", to: "#db2777", accent: "#fdf2f8" },
    thumbnail: "agency",
  },
  {
    id: "product-launch-funnel",
    name: "Product Launch Funnel",
    category: "marketing",
    description: "Launch page with waitlist hero, feature reveal, launch timeline and early-bird pricing.",
    features: ["Waitlist hero", "Feature reveal", "Launch timeline", "Early-bird pricing", "FAQ"],
    popularity: 98,
    conversions: "21.4%",
    framework: "React",
    isPro: true,
    palette: { from: "#7c3aed", to: "#db2777", accent: "#faf5ff" },
    thumbnail: "launch",
  },
];

export function templateById(id: string | null | undefined): Template | null {
  return templates.find((t) => t.id === id) ?? null;
}
