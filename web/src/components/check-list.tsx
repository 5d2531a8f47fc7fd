import { Check } from "lucide-react";

/** What a plan includes, one ticked line each (the pricing cards and the team upsell). */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-2 text-sm">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" /> {item}
        </li>
      ))}
    </ul>
  );
}
