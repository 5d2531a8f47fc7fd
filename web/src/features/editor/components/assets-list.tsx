import { useDeferredValue, useMemo } from "react";
import { ShapesIcon } from "lucide-react";
import { assetFile } from "../lib/asset-name";
import { collectAssets } from "../state/document/layers";
import { useDispatch, useEditor } from "../state/editor-store";

/** The images and inline SVG icons the layout really uses; clicking one selects it on the canvas. */
export function AssetsList() {
  const doc = useDeferredValue(useEditor((s) => s.doc));
  const dispatch = useDispatch();
  const assets = useMemo(() => collectAssets(doc), [doc]);
  if (assets.length === 0) return <p className="p-3 text-xs text-muted-foreground">This layout has no images or icons.</p>;
  return (
    <ul aria-label="Assets" className="grid grid-cols-2 gap-2 p-2">
      {assets.map((asset) => (
        <li key={asset.id}>
          <button
            type="button"
            onClick={() => dispatch({ type: "select", id: asset.id })}
            className="flex w-full flex-col items-center gap-1 rounded-md border p-2 text-xs hover:bg-muted"
            title={asset.src && !asset.src.startsWith("data:") ? asset.src : asset.name}
          >
            {asset.kind === "image" ? (
              <img src={asset.src} alt="" className="h-14 w-full rounded object-contain" onError={(e) => (e.currentTarget.style.visibility = "hidden")} />
            ) : (
              <ShapesIcon className="size-8 text-muted-foreground" />
            )}
            {asset.kind === "image" && asset.src ? (
              <>
                <span className="w-full truncate font-medium" data-testid="asset-name">{assetFile(asset.src).name}</span>
                <span className="w-full truncate text-muted-foreground">
                  {assetFile(asset.src).type}
                  {asset.name && ` · ${asset.name}`}
                </span>
              </>
            ) : (
              <span className="w-full truncate" data-testid="asset-name">{asset.name}</span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
