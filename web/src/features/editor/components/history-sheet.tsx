import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ScrollArea } from "@/components/ui/scroll-area";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { ApiError } from "@/lib/api-client";
import { isDirty } from "../state/editor-state";
import { useEditorStoreApi } from "../state/editor-store";

/** The confirmation a restore asks for: what is restored, and whether the editor holds edits the restore replaces. */
export interface RestoreConfirmation<T> {
  /** The entry waiting for an answer, or null when none is. */
  item: T | null;
  title: (item: T) => string;
  description: (unsaved: boolean) => string;
  label: string;
  onConfirm: (item: T) => void;
  onCancel: () => void;
}

interface HistorySheetProps<T> {
  /** The sheet's title, its trigger's name and its region's name ("Version history"). */
  title: string;
  icon: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description: ReactNode;
  /** The list's accessible name ("Saved versions"). */
  listLabel: string;
  history: { isPending: boolean; isError: boolean; error: unknown };
  items: readonly T[] | undefined;
  /** One `<li>` per entry. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Shown once the list is read and holds nothing. */
  emptyText?: string;
  confirm: RestoreConfirmation<T>;
  /** Dialogs the sheet opens besides the confirmation (a full-size preview). */
  children?: ReactNode;
}

/**
 * A history in the editor's side sheet: a trigger in the toolbar, the entries newest first (loading, failure and
 * empty states said in words), and the confirmation every restore asks for, which warns when the restore replaces
 * edits not saved yet. The layout's versions and the site's saves differ only in their rows and what a restore does.
 */
export function HistorySheet<T>({ title, icon, open, onOpenChange, description, listLabel, history, items, renderItem, emptyText, confirm, children }: HistorySheetProps<T>) {
  const store = useEditorStoreApi();
  const unsaved = confirm.item !== null && isDirty(store.getState());
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={title} title={title}>
          {icon}
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-full gap-2 sm:max-w-md" aria-label={title}>
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </SheetHeader>
        <ScrollArea className="min-h-0 flex-1 px-4 pb-4">
          {history.isPending && <p className="text-sm text-muted-foreground">Loading history...</p>}
          {history.isError && <p className="text-sm text-destructive">{history.error instanceof ApiError ? history.error.serverMessage : "Could not load the history."}</p>}
          {emptyText && items?.length === 0 && <p className="text-sm text-muted-foreground">{emptyText}</p>}
          <ol className="grid gap-2" aria-label={listLabel}>
            {items?.map(renderItem)}
          </ol>
        </ScrollArea>
      </SheetContent>
      {children}
      <ConfirmDialog
        open={confirm.item !== null}
        title={confirm.item !== null ? confirm.title(confirm.item) : "Restore?"}
        description={confirm.description(unsaved)}
        confirmLabel={confirm.label}
        onConfirm={() => confirm.item !== null && confirm.onConfirm(confirm.item)}
        onCancel={confirm.onCancel}
      />
    </Sheet>
  );
}
