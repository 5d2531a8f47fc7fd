import { useEffect, useState, type FormEvent } from "react";
import type { LayoutSummary } from "@layoutlift/core/contract/layouts";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useRenameLayout } from "../api/manage-layouts";
import { layoutName } from "../lib/layout-filter";

const TITLE_MAX = 200;

export function RenameLayoutDialog({ layout, onClose }: { layout: LayoutSummary | null; onClose: () => void }) {
  const rename = useRenameLayout();
  const [title, setTitle] = useState("");
  useEffect(() => setTitle(layout ? layoutName(layout) : ""), [layout]);
  const trimmed = title.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!layout || !trimmed) return;
    rename.mutate({ layout, title: trimmed }, { onSuccess: onClose });
  }

  return (
    <Dialog open={!!layout} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Rename layout</DialogTitle>
            <DialogDescription>The name shows on your dashboard and in exported file comments.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="layout-title">Name</Label>
            <Input id="layout-title" value={title} maxLength={TITLE_MAX} autoFocus onChange={(e) => setTitle(e.target.value)} />
            {!trimmed && <p className="text-xs text-destructive">Give the layout a name.</p>}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!trimmed || rename.isPending}>
              {rename.isPending ? "Saving..." : "Save name"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
