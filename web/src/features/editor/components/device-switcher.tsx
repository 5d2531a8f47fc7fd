import { MonitorIcon, SmartphoneIcon, TabletIcon } from "lucide-react";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { useDispatch, useEditor } from "../state/editor-store";
import type { Device } from "../state/view-slice";

const DEVICES: { value: Device; label: string; icon: typeof MonitorIcon }[] = [
  { value: "desktop", label: "Desktop (100%)", icon: MonitorIcon },
  { value: "tablet", label: "Tablet (768px)", icon: TabletIcon },
  { value: "mobile", label: "Mobile (390px)", icon: SmartphoneIcon },
];

export function DeviceSwitcher() {
  const device = useEditor((s) => s.device);
  const dispatch = useDispatch();
  return (
    <ToggleGroup
      type="single"
      size="sm"
      variant="outline"
      value={device}
      onValueChange={(v) => v && dispatch({ type: "setDevice", device: v as Device })}
      aria-label="Device preview"
    >
      {DEVICES.map(({ value, label, icon: Icon }) => (
        <ToggleGroupItem key={value} value={value} aria-label={label} title={label}>
          <Icon />
        </ToggleGroupItem>
      ))}
    </ToggleGroup>
  );
}
