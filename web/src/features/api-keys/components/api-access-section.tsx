import { useState, type FormEvent } from "react";
import { Copy, KeyRound, Loader2, Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toaster";
import { useUser } from "@/features/auth";
import { useStartCheckout } from "@/features/billing";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "../api/api-keys";

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });

function NewKeyNotice({ secret, onDone }: { secret: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success("Copied to clipboard!");
    } catch {
      toast.error("Error", { description: "Copy the key by hand: your browser blocked the clipboard." });
    }
  };
  return (
    <div className="space-y-3 rounded-md border border-emerald-300 bg-emerald-50 p-4 dark:border-emerald-500/40 dark:bg-emerald-500/10">
      <p className="text-sm font-medium">Copy your new API key now. For your security it will not be shown again.</p>
      <div className="flex gap-2">
        <Input readOnly value={secret} aria-label="New API key" className="font-mono" onFocus={(e) => e.currentTarget.select()} />
        <Button type="button" variant="outline" size="icon" onClick={copy} aria-label="Copy API key">
          <Copy aria-hidden="true" />
        </Button>
      </div>
      <Button type="button" variant="secondary" size="sm" onClick={onDone}>
        I've saved it
      </Button>
    </div>
  );
}

function KeyManager() {
  const keys = useApiKeys(true);
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [name, setName] = useState("");
  const [secret, setSecret] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name: name.trim() || "API key" }, {
        onSuccess: (created) => {
          setSecret(created.key);
          setName("");
        },
      });
  };

  return (
    <div className="space-y-4">
      {secret ? <NewKeyNotice secret={secret} onDone={() => setSecret(null)} /> : null}
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1 space-y-2">
          <Label htmlFor="api-key-name">Key name</Label>
          <Input id="api-key-name" placeholder="e.g. CI pipeline" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
          Generate API Key
        </Button>
      </form>
      {keys.isLoading ? (
        <Skeleton className="h-16 w-full" />
      ) : keys.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Your API keys could not be loaded. {keys.error.message}
        </p>
      ) : keys.data && keys.data.length > 0 ? (
        <ul className="divide-y rounded-md border" aria-label="API keys">
          {keys.data.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{key.name}</p>
                <p className="font-mono text-muted-foreground">{key.prefix}…</p>
              </div>
              <p className="text-muted-foreground">
                Created {formatDate(key.createdAt)} · {key.lastUsedAt ? `last used ${formatDate(key.lastUsedAt)}` : "never used"} ·{" "}
                {key.rateLimitPerMinute}/min
              </p>
              <ConfirmDialog
                trigger={
                  <Button variant="ghost" size="sm" aria-label={`Revoke ${key.name}`}>
                    <Trash2 aria-hidden="true" /> Revoke
                  </Button>
                }
                title={<>Revoke {key.name}?</>}
                description="Anything using this key stops working immediately. This cannot be undone."
                confirmLabel="Revoke key"
                onConfirm={() => revoke.mutate(key.id)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No API keys yet.</p>
      )}
      <p className="text-xs text-muted-foreground">
        Send <code className="font-mono">Authorization: Bearer &lt;key&gt;</code> to list, get, extract and export layouts.
      </p>
    </div>
  );
}

/** Settings › Security › API Access: key management for Enterprise, an upgrade path for everyone else. */
export function ApiAccessSection() {
  const { user } = useUser();
  const checkout = useStartCheckout();
  const enabled = !!user?.features.apiAccess;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" /> API Access
        </CardTitle>
        <CardDescription>Automate extraction and export from your own tools.</CardDescription>
      </CardHeader>
      <CardContent>
        {enabled ? (
          <KeyManager />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">API access is available on the Enterprise plan</p>
            <Button variant="outline" disabled={checkout.isPending} onClick={() => checkout.start("enterprise")}>
              {checkout.isPending ? "Processing..." : "Upgrade to Enterprise"}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
