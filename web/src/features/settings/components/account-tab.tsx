import { useRef, type ChangeEvent } from "react";
import { Download, Loader2, Upload } from "lucide-react";
import type { UserResponse } from "@layoutlift/core/contract/user";
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from "@layoutlift/core/contract/account";
import { UserAvatar } from "@/components/user-avatar";
import { fullName } from "@/components/user-display";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toaster";
import { useUploadAvatar } from "../api/avatar";
import { useExportData } from "../api/export-data";
import { DeleteAccountDialog } from "./delete-account-dialog";

function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} value={value} readOnly className="bg-muted/50" />
    </div>
  );
}

function ProfilePhoto({ user }: { user: UserResponse }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    // The server checks the bytes; this only saves a pointless upload of an obviously unfit file.
    if (file.size > AVATAR_MAX_BYTES) {
      toast.error("Upload failed", { description: "That photo is too large. Please choose an image of 2 MB or less." });
      return;
    }
    upload.mutate(file);
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <UserAvatar user={user} className="size-20 text-xl" />
      <div className="space-y-2">
        <input
          ref={input}
          type="file"
          accept={AVATAR_TYPES.join(",")}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFile}
          data-testid="avatar-file-input"
        />
        <Button variant="outline" onClick={() => input.current?.click()} disabled={upload.isPending}>
          {upload.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
          {upload.isPending ? "Uploading..." : "Upload Photo"}
        </Button>
        <p className="text-xs text-muted-foreground">JPG, PNG or GIF. Max 2MB</p>
      </div>
    </div>
  );
}

export function AccountTab({ user }: { user: UserResponse }) {
  const exportData = useExportData();
  const created = new Date(user.createdAt).toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>How you appear across LayoutLift and to your team.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <ProfilePhoto user={user} />
          <div className="grid gap-4 sm:grid-cols-2">
            <ReadOnlyField id="settings-first-name" label="First name" value={user.firstName ?? ""} />
            <ReadOnlyField id="settings-last-name" label="Last name" value={user.lastName ?? ""} />
          </div>
          <div className="space-y-2">
            <ReadOnlyField id="settings-email" label="Email" value={user.email} />
            <p className="text-xs text-muted-foreground">
              Your name and email come from the account you sign in with, so the email cannot be changed here.
            </p>
          </div>
          <p className="text-sm text-muted-foreground">
            Account created <time dateTime={user.createdAt}>{created}</time>
            <span className="sr-only"> for {fullName(user)}</span>
          </p>
        </CardContent>
      </Card>

      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle className="text-destructive">Danger Zone</CardTitle>
          <CardDescription>Take your data with you, or remove your account for good.</CardDescription>
        </CardHeader>
        <CardContent className="divide-y">
          <div className="flex flex-col gap-3 pb-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-sm font-medium">Export Data</p>
              <p className="text-sm text-muted-foreground">Download your profile, settings and every layout as a JSON file.</p>
            </div>
            <Button variant="outline" onClick={() => exportData.mutate()} disabled={exportData.isPending}>
              {exportData.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
              Export Data
            </Button>
          </div>
          <div className="flex flex-col gap-3 pt-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-sm font-medium">Delete Account</p>
              <p className="text-sm text-muted-foreground">Permanently delete your account, layouts and settings. This cannot be undone.</p>
            </div>
            <DeleteAccountDialog email={user.email} />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
