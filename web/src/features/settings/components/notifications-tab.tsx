import { Lock } from "lucide-react";
import type { UserSettings } from "@layoutlift/core/contract/account";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useUpdateSettings } from "../api/settings";
import { SettingSwitchRow } from "./setting-row";

export function NotificationsTab({ settings }: { settings: UserSettings }) {
  const update = useUpdateSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Email notifications</CardTitle>
        <CardDescription>Choose which emails LayoutLift sends you.</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        <SettingSwitchRow
          title="Layout extraction updates"
          description="An email when a long extraction finishes or fails."
          checked={settings.notifyExtraction}
          onCheckedChange={(notifyExtraction) => update.mutate({ notifyExtraction })}
        />
        <SettingSwitchRow
          title="Marketing emails"
          description="Product news, tips and occasional offers."
          checked={settings.notifyMarketing}
          onCheckedChange={(notifyMarketing) => update.mutate({ notifyMarketing })}
        />
        <SettingSwitchRow
          title="Billing notifications"
          description="Receipts, renewals and payment problems. These are always sent."
          checked={settings.notifyBilling}
          disabled
          extra={<Lock className="size-3.5 text-muted-foreground" aria-label="Always on" />}
        />
      </CardContent>
    </Card>
  );
}
