import { useNavigate } from "react-router-dom";
import { CheckIcon, CrownIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export type UpgradeTrigger = "layout_limit" | "export_limit" | "advanced_feature";

/** Titles of spec section 4; descriptions say what the paid plans unlock for that moment. */
export const upgradeCopy: Record<UpgradeTrigger, { title: string; description: string }> = {
  layout_limit: {
    title: "You've Hit Your Free Trial Limit",
    description: "You've used your free trial layouts. Upgrade to keep extracting layouts from any website.",
  },
  export_limit: {
    title: "Export Unlocked in Paid Plans",
    description: "Copying and downloading code is part of the paid plans. Upgrade to export clean HTML, CSS, React, Vue and more.",
  },
  advanced_feature: {
    title: "Advanced Features in Pro Plans",
    description: "AI editing, every export format, team seats and integrations come with Pro and Enterprise.",
  },
};

const perks = [
  "50 layouts per month on Pro, 500 on Enterprise",
  "Export to HTML/CSS, React, Vue, Next.js and more",
  "AI-powered editing and integrations",
  "30-day money-back guarantee",
];

export interface UpgradeModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: UpgradeTrigger;
}

export function UpgradeModal({ open, onOpenChange, trigger }: UpgradeModalProps) {
  const navigate = useNavigate();
  const copy = upgradeCopy[trigger];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="upgrade-modal" data-trigger={trigger} className="sm:max-w-md">
        <DialogHeader className="items-center text-center sm:items-center sm:text-center">
          <span className="mb-2 inline-flex size-12 items-center justify-center rounded-full bg-gradient-to-br from-brand-from to-brand-to text-white dark:text-slate-950">
            <CrownIcon aria-hidden="true" className="size-6" />
          </span>
          <DialogTitle className="text-xl">{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        <ul className="space-y-2 rounded-lg bg-muted/60 p-4 text-sm">
          {perks.map((perk) => (
            <li key={perk} className="flex items-start gap-2">
              <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {perk}
            </li>
          ))}
        </ul>
        <DialogFooter className="sm:flex-col sm:justify-stretch">
          <Button
            variant="gradient"
            size="lg"
            className="w-full"
            onClick={() => {
              onOpenChange(false);
              navigate("/#pricing");
            }}
          >
            Upgrade Now
          </Button>
          <Button variant="ghost" className="w-full" onClick={() => onOpenChange(false)}>
            Continue with Free Trial
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
