import { useState, type FormEvent } from "react";
import { Copy, Loader2, UserPlus } from "lucide-react";
import { inviteMemberSchema, type TeamRole } from "@layoutlift/core/contract/team";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toaster";
import { useInviteMember } from "../api/team";
import { RoleSelect } from "./role-select";

/** The link is built on the page's own origin so it works wherever the app is opened (local, preview, prod). */
function linkOnThisOrigin(acceptUrl: string): string {
  const url = new URL(acceptUrl);
  return `${window.location.origin}${url.pathname}`;
}

export function InviteMemberDialog() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<TeamRole>("user");
  const [link, setLink] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const invite = useInviteMember();

  const reset = () => {
    setEmail("");
    setRole("user");
    setLink(null);
    setEmailError(null);
    invite.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    // The server's own schema, so the form and the API refuse exactly the same addresses with the same words.
    const parsed = inviteMemberSchema.safeParse({ email, role });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? "Please enter a valid email address");
      return;
    }
    setEmailError(null);
    invite.mutate(parsed.data, { onSuccess: (data) => setLink(linkOnThisOrigin(data.acceptUrl)) });
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success("Copied to clipboard!");
    } catch {
      toast.error("Error", { description: "Copy the link by hand: your browser blocked the clipboard." });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden="true" /> Invite Member
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite Member</DialogTitle>
          <DialogDescription>They see the invitation when they sign in with this address, or you can share the link. It is valid for 7 days.</DialogDescription>
        </DialogHeader>
        {link ? (
          <div className="space-y-3">
            <p className="text-sm">Invitation created. Share this link with them:</p>
            <div className="flex gap-2">
              <Input readOnly value={link} aria-label="Invitation link" onFocus={(e) => e.currentTarget.select()} />
              <Button type="button" variant="outline" size="icon" onClick={copy} aria-label="Copy invitation link">
                <Copy aria-hidden="true" />
              </Button>
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={reset}>
                Invite someone else
              </Button>
              <Button type="button" onClick={() => setOpen(false)}>
                Done
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor="invite-email">Email</Label>
              <Input
                id="invite-email"
                type="email"
                placeholder="colleague@company.com"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setEmailError(null);
                }}
                aria-invalid={!!emailError}
                aria-describedby={emailError ? "invite-email-error" : undefined}
                autoFocus
              />
              {emailError && (
                <p id="invite-email-error" role="alert" className="text-sm text-destructive">
                  {emailError}
                </p>
              )}
            </div>
            <div className="space-y-2">
              <Label htmlFor="invite-role">Role</Label>
              <RoleSelect id="invite-role" className="w-full" value={role} onChange={setRole} />
            </div>
            <DialogFooter>
              <Button type="submit" disabled={!email.trim() || invite.isPending}>
                {invite.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                Send Invitation
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
