import { LayersIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { demoComponents } from "../data/demo-sample";

/** The regions the analysis detected in the demo page, with how sure it was. */
export function DemoComponents() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {demoComponents.map((component) => (
        <li key={component.name}>
          <Card className="h-full gap-4 py-5">
            <CardHeader className="px-5">
              <div className="flex items-center justify-between gap-2">
                <CardTitle className="flex items-center gap-2 text-base">
                  <LayersIcon aria-hidden="true" className="size-4 text-primary" /> {component.name}
                </CardTitle>
                <Badge variant="outline" className="font-mono">{component.type}</Badge>
              </div>
            </CardHeader>
            <CardContent className="space-y-2 px-5 text-sm text-muted-foreground">
              <p>{component.elements} {component.elements === 1 ? "element" : "elements"}</p>
              <div className="flex items-center gap-3">
                <Progress value={component.confidence} aria-label={`${component.name} confidence`} className="h-1.5" />
                <span className="w-10 text-right font-medium text-foreground">{component.confidence}%</span>
              </div>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
