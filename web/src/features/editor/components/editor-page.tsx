import { useEffect, useRef } from "react";
import { Link, useParams } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useUser } from "@/features/auth";
import { useLayout } from "@/features/layouts";
import { EditorWorkspace } from "./editor-workspace";
import { ExtractionStatus } from "./extraction-status";

const LOGIN_REDIRECT_MS = 500;

function useSignedOutRedirect(signedOut: boolean) {
  const sent = useRef(false);
  useEffect(() => {
    if (!signedOut || sent.current) return;
    sent.current = true;
    toast.error("Unauthorized", { description: "Please log in to access the editor." });
    const timer = window.setTimeout(() => window.location.assign("/api/login"), LOGIN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [signedOut]);
}

export function EditorPage() {
  const { id = "" } = useParams();
  const { user, isLoading } = useUser();
  const layout = useLayout(id, !!user);
  const unauthorized = layout.error instanceof ApiError && layout.error.status === 401;
  useSignedOutRedirect((!isLoading && !user) || unauthorized);

  if (isLoading || (user && layout.isPending)) {
    return <div role="status" aria-label="Loading editor" className="grid min-h-screen place-items-center text-sm text-muted-foreground">Loading editor...</div>;
  }
  if (!user || unauthorized) return <div className="min-h-screen" />;
  if (layout.isError || !layout.data) {
    const notFound = layout.error instanceof ApiError && layout.error.status === 404;
    return (
      <main className="grid min-h-screen place-items-center p-6 text-center">
        <div className="grid gap-3">
          <h1 className="text-xl font-semibold">{notFound ? "Layout not found" : "Could not open this layout"}</h1>
          <p className="text-sm text-muted-foreground">
            {layout.error instanceof ApiError ? layout.error.serverMessage : "Please try again."}
          </p>
          <Button asChild variant="outline">
            <Link to="/dashboard">Back to dashboard</Link>
          </Button>
        </div>
      </main>
    );
  }
  if (layout.data.status !== "done") return <ExtractionStatus layout={layout.data} />;
  return (
    <EditorWorkspace
      key={layout.data.id}
      layout={layout.data}
      user={user}
      reload={async () => (await layout.refetch()).data}
    />
  );
}
