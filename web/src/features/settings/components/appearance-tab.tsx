import { Check, Moon, Sun, type LucideIcon } from "lucide-react";
import type { UserSettings } from "@layoutlift/core/contract/account";
import { useTheme, type Theme } from "@/components/theme-provider";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { useUpdateSettings } from "../api/settings";
import { SettingSwitchRow } from "./setting-row";

const themes: { value: Theme; label: string; icon: LucideIcon }[] = [
  { value: "light", label: "Light", icon: Sun },
  { value: "dark", label: "Dark", icon: Moon },
];

export function AppearanceTab({ settings }: { settings: UserSettings }) {
  const { theme, setTheme } = useTheme();
  const update = useUpdateSettings();
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle id="theme-heading">Theme</CardTitle>
          <CardDescription>Saved in this browser.</CardDescription>
        </CardHeader>
        <CardContent>
          <div role="radiogroup" aria-labelledby="theme-heading" className="grid max-w-md grid-cols-2 gap-3">
            {themes.map(({ value, label, icon: Icon }) => {
              const active = theme === value;
              return (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={active}
                  onClick={() => setTheme(value)}
                  className={cn(
                    "relative flex flex-col items-center gap-2 rounded-lg border p-4 text-sm font-medium outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                    active && "border-primary ring-1 ring-primary",
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                  {label}
                  {active && <Check className="absolute top-2 right-2 size-4 text-primary" aria-hidden="true" />}
                </button>
              );
            })}
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Editor</CardTitle>
          <CardDescription>How the visual editor behaves.</CardDescription>
        </CardHeader>
        <CardContent className="divide-y">
          <SettingSwitchRow
            title="Auto-save edits"
            description="Save your changes in the editor automatically."
            checked={settings.autoSave}
            onCheckedChange={(autoSave) => update.mutate({ autoSave })}
          />
          <SettingSwitchRow
            title="Show editing hints"
            description="Tips and keyboard shortcuts while you edit."
            checked={settings.editingHints}
            onCheckedChange={(editingHints) => update.mutate({ editingHints })}
          />
        </CardContent>
      </Card>
    </div>
  );
}
