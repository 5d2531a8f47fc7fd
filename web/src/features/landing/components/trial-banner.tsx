import { useState } from "react";
import { Link } from "react-router-dom";
import { SparklesIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useUser } from "@/features/auth";
import { pluralize } from "../lib/pluralize";
import { onSectionLinkClick } from "../lib/scroll-to-section";

const DISMISS_KEY = "trial_banner_dismissed";

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISS_KEY) === "1";
  } catch {
    return false;
  }
}

/** Above the landing header for signed-in users without an active paid plan; closing hides it for this session. */
export function TrialBanner() {
  const { user, isPaid } = useUser();
  const [dismissed, setDismissed] = useState(readDismissed);
  if (!user || isPaid || dismissed) return null;

  const layouts = user.trial?.layoutsRemaining ?? 0;
  const days = user.trial?.daysRemaining ?? 0;
  const active = user.trial?.isActive ?? false;

  function dismiss() {
    try {
      sessionStorage.setItem(DISMISS_KEY, "1");
    } catch {
      /* storage blocked: hide for this page view only */
    }
    setDismissed(true);
  }

  return (
    <div
      role="region"
      aria-label="Free trial status"
      data-testid="trial-banner"
      className="relative bg-gradient-to-r from-indigo-700 to-purple-700 text-white"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-2 px-12 py-2.5 text-sm">
        <p className="flex items-center gap-2">
          <SparklesIcon aria-hidden="true" className="size-4 shrink-0" />
          {active ? (
            <span>
              Free Trial: <strong>{pluralize(layouts, "layout")}</strong> and <strong>{pluralize(days, "day")}</strong>{" "}
              remaining
            </span>
          ) : (
            <span>Your free trial has ended. Upgrade to keep extracting layouts.</span>
          )}
        </p>
        <Button asChild size="sm" className="h-7 bg-white text-indigo-700 hover:bg-white/90">
          <Link to="/#pricing" onClick={onSectionLinkClick("pricing")}>
            Upgrade Now
          </Link>
        </Button>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss trial banner"
          className="absolute top-1/2 right-3 -translate-y-1/2 rounded-md p-1 text-white/85 hover:bg-white/15 hover:text-white focus-visible:ring-[3px] focus-visible:ring-white/60 focus-visible:outline-none"
        >
          <XIcon aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
