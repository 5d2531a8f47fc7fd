import { useState } from "react";
import { Link2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { fetchSiteCopy } from "../api/site-parts";
import { useDispatch } from "../state/editor-store";

/**
 * "Reattach to site" on a detached copy's notice: after a confirmation (the page's own edits to the part are
 * replaced), the site's current copy is fetched and put in place as one undoable edit; the next save stores it.
 */
export function ReattachPartButton({ layoutId, id, elementIndex, label }: { layoutId: string; id: string; elementIndex: number; label: string }) {
  const dispatch = useDispatch();
  const [pending, setPending] = useState(false);
  const reattach = async () => {
    setPending(true);
    try {
      const copy = await fetchSiteCopy(layoutId, elementIndex);
      dispatch({ type: "reattachSharedPart", id, html: copy.html, css: copy.css });
    } catch (error) {
      toast.error("Could not reattach", { description: error instanceof ApiError ? error.serverMessage : "Please try again." });
    } finally {
      setPending(false);
    }
  };
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" className="self-start" disabled={pending}>
          <Link2Icon aria-hidden="true" /> {pending ? "Reattaching…" : "Reattach to site"}
        </Button>
      }
      title={`Reattach the ${label} to the site?`}
      description={`This page takes the site's current ${label} again, and its own edits to it are replaced. You can undo this until you save.`}
      confirmLabel="Reattach"
      onConfirm={() => void reattach()}
    />
  );
}
