import { Link } from "react-router-dom";
import { cn } from "@/lib/utils";

/** The LayoutLift mark: two stacked layout blocks lifting off a base. Decorative; the wordmark carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <defs>
        <linearGradient id="ll-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--brand-gradient-from)" />
          <stop offset="1" stopColor="var(--brand-gradient-to)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#ll-logo-gradient)" />
      <rect x="8" y="8" width="16" height="5" rx="1.5" fill="white" />
      <rect x="8" y="15" width="7" height="9" rx="1.5" fill="white" fillOpacity="0.85" />
      <rect x="17" y="15" width="7" height="9" rx="1.5" fill="white" fillOpacity="0.6" />
    </svg>
  );
}

export function Logo({ className, to = "/" }: { className?: string; to?: string }) {
  return (
    <Link
      to={to}
      aria-label="LayoutLift home"
      className={cn(
        "inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
        className,
      )}
    >
      <LogoMark />
      <span>LayoutLift</span>
    </Link>
  );
}
