import { useState, type FormEvent } from "react";
import { VERSION_LABEL_MAX } from "@layoutlift/core/contract/layout-versions";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useRenameVersion } from "../api/layout-history";

interface VersionLabelFormProps {
  layoutId: string;
  versionId: string;
  version: number;
  label: string | null;
  onDone: () => void;
}

/** Names a version in place: Enter or Save keeps the name, Escape or Cancel leaves it; an empty name removes it. */
export function VersionLabelForm({ layoutId, versionId, version, label, onDone }: VersionLabelFormProps) {
  const [value, setValue] = useState(label ?? "");
  const rename = useRenameVersion(layoutId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    rename.mutate(
      { versionId, label: value },
      {
        onSuccess: onDone,
        onError: (err) => toast.error("Name not saved", { description: err instanceof ApiError ? err.serverMessage : "Please try again." }),
      },
    );
  };
  return (
    <form className="flex items-center gap-2" onSubmit={submit}>
      <Input
        autoFocus
        value={value}
        maxLength={VERSION_LABEL_MAX}
        placeholder="e.g. Before client review"
        aria-label={`Name for version ${version}`}
        className="h-8"
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            // Escape cancels the name only; the history sheet stays open.
            e.stopPropagation();
            onDone();
          }
        }}
      />
      <Button type="submit" size="sm" disabled={rename.isPending}>
        Save
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}
