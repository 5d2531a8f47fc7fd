import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { Bell, CreditCard, Palette, Shield, User } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AppShell, useRequireAuth } from "@/features/app-shell";
import { SubscriptionTab } from "@/features/billing";
import { useSettings } from "../api/settings";
import { AccountTab } from "./account-tab";
import { AppearanceTab } from "./appearance-tab";
import { NotificationsTab } from "./notifications-tab";
import { SecurityTab } from "./security-tab";

const TABS = [
  { value: "account", label: "Account", icon: User },
  { value: "subscription", label: "Subscription", icon: CreditCard },
  { value: "notifications", label: "Notifications", icon: Bell },
  { value: "security", label: "Security", icon: Shield },
  { value: "appearance", label: "Appearance", icon: Palette },
] as const;
type TabValue = (typeof TABS)[number]["value"];

const isTab = (value: string | null): value is TabValue => TABS.some((t) => t.value === value);

function SettingsSkeleton() {
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6" role="status" aria-label="Loading settings">
      <Skeleton className="h-9 w-48" />
      <Skeleton className="h-9 w-full max-w-xl" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

export function SettingsPage() {
  const { user, isLoading } = useRequireAuth("home");
  const settings = useSettings(!!user);
  const [params, setParams] = useSearchParams();
  const tab: TabValue = isTab(params.get("tab")) ? (params.get("tab") as TabValue) : "account";

  useEffect(() => {
    document.title = "Settings · LayoutLift";
  }, []);

  if (isLoading || !user) return <SettingsSkeleton />;

  const onTabChange = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === "account") next.delete("tab");
    else next.set("tab", value);
    setParams(next, { replace: true });
  };

  return (
    <AppShell>
      <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
        <p className="mt-1 text-muted-foreground">Manage your account, plan and preferences.</p>
        <Tabs value={tab} onValueChange={onTabChange} className="mt-6 gap-6">
          <TabsList className="h-auto w-full flex-wrap justify-start sm:w-fit">
            {TABS.map(({ value, label, icon: Icon }) => (
              <TabsTrigger key={value} value={value} className="px-3 py-1.5">
                <Icon aria-hidden="true" /> {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="account">
            <AccountTab user={user} />
          </TabsContent>
          <TabsContent value="subscription">
            <SubscriptionTab />
          </TabsContent>
          {(["notifications", "security", "appearance"] as const).map((value) => (
            <TabsContent key={value} value={value}>
              {settings.data ? (
                value === "notifications" ? (
                  <NotificationsTab settings={settings.data} />
                ) : value === "security" ? (
                  <SecurityTab />
                ) : (
                  <AppearanceTab settings={settings.data} />
                )
              ) : settings.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  Your preferences could not be loaded. {settings.error.message}
                </p>
              ) : (
                <Skeleton className="h-48 w-full" />
              )}
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </AppShell>
  );
}
