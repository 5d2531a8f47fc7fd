import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { LogoMark } from "@/components/logo";
import { onSectionLinkClick } from "../lib/scroll-to-section";
import { LegalDialog } from "./legal-dialog";
import type { LegalDocument } from "../lib/legal-document";
import { NewsletterForm } from "./newsletter-form";
import { GitHubIcon, LinkedInIcon, XIcon, YouTubeIcon } from "./social-icons";

const linkClass =
  "rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none";

type FooterLink = { label: string } & ({ section: string } | { to: string } | { href: string } | { legal: LegalDocument });

const groups: { title: string; links: FooterLink[] }[] = [
  {
    title: "Product",
    links: [
      { label: "Features", section: "features" },
      { label: "Pricing", section: "pricing" },
      { label: "Marketplace", to: "/marketplace" },
      { label: "Integrations", to: "/integrations" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "How It Works", section: "how-it-works" },
      { label: "Customers", section: "testimonials" },
      { label: "Contact", href: "mailto:hello@layoutlift.app" },
      { label: "Careers", href: "mailto:careers@layoutlift.app" },
    ],
  },
  {
    title: "Resources",
    links: [
      { label: "Live Demo", section: "demo" },
      { label: "FAQ", section: "faq" },
      { label: "Templates", to: "/marketplace" },
      { label: "Support", href: "mailto:support@layoutlift.app" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Privacy Policy", legal: "privacy" },
      { label: "Terms of Service", legal: "terms" },
      { label: "Cookie Policy", legal: "cookies" },
      { label: "Refund Policy", legal: "refunds" },
    ],
  },
];

const socials = [
  { label: "LayoutLift on GitHub", href: "https://github.com/layoutlift", Icon: GitHubIcon },
  { label: "LayoutLift on X", href: "https://x.com/layoutlift", Icon: XIcon },
  { label: "LayoutLift on LinkedIn", href: "https://www.linkedin.com/company/layoutlift", Icon: LinkedInIcon },
  { label: "LayoutLift on YouTube", href: "https://www.youtube.com/@layoutlift", Icon: YouTubeIcon },
];

function FooterLinkItem({ link }: { link: FooterLink }): ReactNode {
  if ("section" in link)
    return (
      <a href={`#${link.section}`} onClick={onSectionLinkClick(link.section)} className={linkClass}>
        {link.label}
      </a>
    );
  if ("to" in link)
    return (
      <Link to={link.to} className={linkClass}>
        {link.label}
      </Link>
    );
  if ("legal" in link) return <LegalDialog doc={link.legal} label={link.label} className={linkClass} />;
  return (
    <a href={link.href} className={linkClass}>
      {link.label}
    </a>
  );
}

export function LandingFooter() {
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_2fr]">
          <div className="space-y-6">
            <div className="flex items-center gap-2 text-lg font-bold">
              <LogoMark /> LayoutLift
            </div>
            <p className="max-w-sm text-sm text-muted-foreground">
              Copy any layout in seconds. Paste a URL, edit visually, export clean code.
            </p>
            <NewsletterForm />
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {groups.map((group) => (
              <div key={group.title}>
                <h2 className="text-sm font-semibold">{group.title}</h2>
                <ul className="mt-4 space-y-3">
                  {group.links.map((link) => (
                    <li key={link.label}>
                      <FooterLinkItem link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-12 flex flex-col-reverse items-center justify-between gap-4 border-t pt-8 sm:flex-row">
          <p className="text-sm text-muted-foreground">© {new Date().getFullYear()} LayoutLift. All rights reserved.</p>
          <ul className="flex gap-2">
            {socials.map(({ label, href, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={label}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
