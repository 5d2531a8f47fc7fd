import { useRef, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog";
import { cn } from "@/lib/utils";

interface ConfirmDialogProps {
  /** Controlled by the caller; or, with `trigger`, opened by that control (focus returns to it on close). */
  open?: boolean;
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Destructive confirmations are drawn in the danger colour so they never look like the safe choice. */
  destructive?: boolean;
  onConfirm: () => void;
  onCancel?: () => void;
}

/**
 * A yes/no question that blocks the page until answered. Closing it any way but the confirm button counts as
 * Cancel; the confirm button's own close does not, so a confirmed navigation is not reset behind the user's back.
 */
export function ConfirmDialog({ open, trigger, title, description, confirmLabel, cancelLabel = "Cancel", destructive, onConfirm, onCancel }: ConfirmDialogProps) {
  const confirmed = useRef(false);
  function onOpenChange(next: boolean) {
    if (next) confirmed.current = false;
    else if (!confirmed.current) onCancel?.();
  }
  function confirm() {
    confirmed.current = true;
    onConfirm();
  }
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction className={cn(destructive && "bg-destructive text-white hover:bg-destructive/90")} onClick={confirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
