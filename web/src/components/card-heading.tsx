import type { ReactNode } from "react";

/**
 * A card's top row: a one-line title (full text in its tooltip) over a one-line subtitle, with badges or a menu at
 * the right. Layout cards and site cards share it so their headings line up on the dashboard.
 */
export function CardHeading({ title, subtitle, aside }: { title: string; subtitle: ReactNode; aside: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-2">
      <div className="min-w-0">
        <h3 className="truncate font-semibold" title={title}>
          {title}
        </h3>
        {subtitle}
      </div>
      {aside}
    </div>
  );
}
