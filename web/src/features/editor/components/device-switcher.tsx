import { MonitorIcon, SmartphoneIcon, TabletIcon } from "lucide-react";
import { ToggleGroup, ToggleGroupItem } from "@/components/ui/toggle-group";
import { useEditor } from "../state/editor-store";
import { DEVICE_WIDTHS, type Device } from "../state/view-slice";
import { DesktopWidthPicker } from "./desktop-width-picker";

const ICONS = { desktop: MonitorIcon, tablet: TabletIcon, mobile: SmartphoneIcon } as const;

/** Desktop, tablet and mobile canvases, each at its real CSS width; desktop's width is picked beside it. */
export function DeviceSwitcher() {
  const device = useEditor((s) => s.device);
  const desktopWidth = useEditor((s) => s.desktopWidth);
  const setDevice = useEditor((s) => s.setDevice);
  const labels: Record<Device, string> = {
    desktop: `Desktop (${desktopWidth}px)`,
    tablet: `Tablet (${DEVICE_WIDTHS.tablet}px)`,
    mobile: `Mobile (${DEVICE_WIDTHS.mobile}px)`,
  };
  return (
    <div className="flex items-center gap-1">
      <ToggleGroup
        type="single"
        size="sm"
        variant="outline"
        value={device}
        onValueChange={(v) => v && setDevice(v as Device)}
        aria-label="Device preview"
      >
        {(Object.keys(ICONS) as Device[]).map((value) => {
          const Icon = ICONS[value];
          return (
            <ToggleGroupItem key={value} value={value} aria-label={labels[value]} title={labels[value]}>
              <Icon />
            </ToggleGroupItem>
          );
        })}
      </ToggleGroup>
      <DesktopWidthPicker />
    </div>
  );
}
