import type { LegalDocument } from "../lib/legal-document";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export const legalDocuments = {
  privacy: {
    title: "Privacy Policy",
    summary: "What we collect and why.",
    body: [
      "We store your account details (name, email, profile photo) and the layouts you create so you can come back to them.",
      "Pages you extract are fetched by our servers on your behalf; we keep the resulting layout, its code and a screenshot until you delete them or your account.",
      "Payments are handled by Stripe; we never see or store card numbers. You can export or delete all of your data from Settings at any time.",
    ],
  },
  terms: {
    title: "Terms of Service",
    summary: "The rules for using LayoutLift.",
    body: [
      "You may extract layouts from pages you are allowed to access. Text, images, logos and trademarks of extracted pages remain their owners' property.",
      "Code you export from your own layouts is yours to use in personal and commercial projects.",
      "Don't use LayoutLift to attack, overload or scrape services against their terms. We may suspend accounts that do.",
    ],
  },
  cookies: {
    title: "Cookie Policy",
    summary: "The few cookies we set.",
    body: [
      "A session cookie keeps you signed in, and a sidebar cookie remembers whether the app sidebar is open.",
      "Your theme choice is kept in your browser's local storage. We use no advertising or cross-site tracking cookies.",
    ],
  },
  refunds: {
    title: "Refund Policy",
    summary: "Our 30-day money-back guarantee.",
    body: [
      "Every paid plan comes with a 30-day money-back guarantee. Contact support within 30 days of your first payment for a full refund, no questions asked.",
      "After that, you can cancel anytime from Settings; your plan stays active until the end of the period you paid for.",
    ],
  },
} as const satisfies Record<LegalDocument, { title: string; summary: string; body: readonly string[] }>;


/** Loaded on first click, so the footer's four legal links cost nothing until someone reads one. */
export function LegalDialogContent({ doc, open, onOpenChange }: { doc: LegalDocument; open: boolean; onOpenChange: (open: boolean) => void }) {
  const content = legalDocuments[doc];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{content.title}</DialogTitle>
          <DialogDescription>{content.summary}</DialogDescription>
        </DialogHeader>
        <div className="space-y-3 text-sm leading-relaxed">
          {content.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
