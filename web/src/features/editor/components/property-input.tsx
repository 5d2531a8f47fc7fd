import { useId, useState, type ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

interface PropertyInputProps extends Omit<ComponentProps<typeof Input>, "value" | "onChange"> {
  label: string;
  /** The value from the element's computed style, shown whenever the field is not being edited. */
  value: string;
  onValueChange: (value: string) => void;
  hideLabel?: boolean;
}

/** While focused, the field keeps what the user types (so "2" → "24" is not reformatted mid-typing). */
export function PropertyInput({ label, value, onValueChange, hideLabel, className, ...props }: PropertyInputProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div className={cn("grid gap-1", className)}>
      <Label htmlFor={id} className={cn("text-xs text-muted-foreground", hideLabel && "sr-only")}>
        {label}
      </Label>
      <Input
        id={id}
        className="h-8 px-2 text-xs"
        value={draft ?? value}
        onFocus={() => setDraft(value)}
        onBlur={() => setDraft(null)}
        onChange={(e) => {
          setDraft(e.target.value);
          onValueChange(e.target.value);
        }}
        {...props}
      />
    </div>
  );
}
