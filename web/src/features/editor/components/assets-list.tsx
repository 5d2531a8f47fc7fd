import { useDeferredValue, useMemo } from "react";
import { ImagePlusIcon, Loader2Icon, ShapesIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAssetSizes } from "../api/layout-assets";
import { useAssetUpload } from "../hooks/use-asset-upload";
import { sizeSource } from "../lib/asset-measure";
import { distinctAssetNames } from "../lib/asset-name";
import { collectAssets, type Asset } from "../state/document/layers";
import { useEditor } from "../state/editor-store";
import { AssetRow } from "./asset-row";

const isImage = (asset: Asset): asset is Asset & { kind: "image"; src: string } => asset.kind === "image" && !!asset.src;

/**
 * The images and inline SVG icons the layout really uses; clicking one selects it on the canvas. Images show their
 * file, type, pixel and byte size and can be replaced; Upload image adds a new one.
 */
export function AssetsList() {
  const doc = useDeferredValue(useEditor((s) => s.doc));
  const savedDoc = useEditor((s) => s.savedDoc);
  const layoutId = useEditor((s) => s.layoutId);
  const select = useEditor((s) => s.select);
  const { choose, busy, input } = useAssetUpload();

  const assets = useMemo(() => collectAssets(doc), [doc]);
  // The server measures only what the saved layout loads (plus this layout's uploads).
  const savedSrcs = useMemo(() => new Set(collectAssets(savedDoc).flatMap((a) => (a.src ? [a.src] : []))), [savedDoc]);
  const sources = useMemo(() => new Map(assets.filter(isImage).map((a) => [a.src, sizeSource(a.src, savedSrcs, layoutId)])), [assets, savedSrcs, layoutId]);
  const serverUrls = useMemo(() => [...sources.values()].flatMap((s) => (s.kind === "server" ? [s.url] : [])), [sources]);
  const sizes = useAssetSizes(layoutId, serverUrls);
  const names = useMemo(() => distinctAssetNames(assets.filter(isImage).map((a) => a.src)), [assets]);

  return (
    <div className="flex flex-col gap-2 p-2">
      <input {...input} data-testid="asset-file-input" />
      <Button variant="outline" size="sm" onClick={() => choose({ kind: "new" })} disabled={!!busy || !layoutId}>
        {busy?.kind === "new" ? <Loader2Icon className="animate-spin" /> : <ImagePlusIcon />}
        {busy?.kind === "new" ? "Uploading..." : "Upload image"}
      </Button>
      {assets.length === 0 ? (
        <p className="text-xs text-muted-foreground">This layout has no images or icons.</p>
      ) : (
        <ul aria-label="Assets" className="flex flex-col gap-1.5">
          {assets.map((asset) =>
            isImage(asset) ? (
              // Keyed by source too: a replaced image is a new picture, measured afresh.
              <AssetRow
                key={`${asset.id}:${asset.src}`}
                asset={asset}
                displayName={names.get(asset.src)}
                source={sources.get(asset.src) ?? { kind: "none" }}
                measured={sizes.data?.[asset.src]}
                measuring={sizes.isFetching}
                onSelect={() => select(asset.id)}
                onReplace={() => choose({ kind: "replace", src: asset.src })}
                replacing={busy?.kind === "replace" && busy.src === asset.src}
                disabled={!!busy}
              />
            ) : (
              <li key={asset.id}>
                <button
                  type="button"
                  onClick={() => select(asset.id)}
                  className="flex w-full items-center gap-2 rounded-md border p-1.5 text-left text-xs hover:bg-muted"
                  title={asset.name}
                >
                  <ShapesIcon className="size-12 shrink-0 p-3 text-muted-foreground" />
                  <span className="min-w-0 flex-1 truncate" data-testid="asset-name">
                    {asset.name}
                  </span>
                </button>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
