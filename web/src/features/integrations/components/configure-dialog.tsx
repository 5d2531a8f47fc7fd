import { Link } from "react-router-dom";
import { ArrowRightIcon, SettingsIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { useLayouts } from "@/features/layouts";
import type { Integration } from "../data/catalogue";

/** Live integrations are exports: the dialog explains the steps and links to the export of the latest layout. */
export function ConfigureDialog({ integration }: { integration: Integration }) {
  const { data: layouts } = useLayouts(true);
  const latest = layouts?.find((layout) => layout.status === "done");
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button className="w-full">
          <SettingsIcon aria-hidden="true" /> Configure
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="configure-dialog">
        <DialogHeader>
          <DialogTitle>Set up {integration.name}</DialogTitle>
          <DialogDescription>{integration.description}</DialogDescription>
        </DialogHeader>
        <ol className="space-y-3">
          {integration.setup?.map((step, index) => (
            <li key={step} className="flex gap-3 text-sm">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary">
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
        <DialogFooter>
          {latest ? (
            <Button asChild>
              <Link to={`/editor/${latest.id}`}>
                Export latest layout to {integration.name} <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <Button asChild>
              <Link to="/extract">
                Extract a layout to export <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
