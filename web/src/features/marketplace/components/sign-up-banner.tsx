import { SparklesIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** For visitors: templates are browsable by anyone, using one needs an account. */
export function SignUpBanner({ className }: { className?: string }) {
  return (
    <section
      aria-label="Sign up"
      data-testid="signup-banner"
      className={cn(
        "flex flex-col items-start gap-4 rounded-xl bg-gradient-to-r from-indigo-700 to-purple-700 p-5 text-white sm:flex-row sm:items-center sm:justify-between",
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <SparklesIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">Sign up free to use these templates</p>
          <p className="text-sm text-indigo-100">3 free layouts, 14-day trial, no credit card required.</p>
        </div>
      </div>
      <Button asChild className="bg-white text-indigo-700 hover:bg-indigo-50">
        <a href="/api/login">Start Free Trial</a>
      </Button>
    </section>
  );
}
