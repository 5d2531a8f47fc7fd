import { useState } from "react";
import { Loader2Icon, RefreshCwIcon } from "lucide-react";
import type { AssetSize } from "@layoutlift/core/contract/layout-assets";
import { formatByteSize } from "@layoutlift/core/layouts/byte-size";
import { Button } from "@/components/ui/button";
import { assetFile, typeOfMime } from "../lib/asset-name";
import { formatPixelSize, type SizeSource } from "../lib/asset-measure";
import type { Asset } from "../state/document/layers";

interface AssetRowProps {
  /** The name the list gives it when its file name alone is ambiguous. */
  displayName?: string;
  asset: Asset & { kind: "image"; src: string };
  source: SizeSource;
  /** The server's answer for a `server` source; undefined while it is on its way. */
  measured: AssetSize | undefined;
  measuring: boolean;
  onSelect: () => void;
  onReplace: () => void;
  replacing: boolean;
  disabled: boolean;
}

/** One image of the layout: its thumbnail, file name and type, natural pixel size and byte size, and Replace. */
export function AssetRow({ asset, displayName, source, measured, measuring, onSelect, onReplace, replacing, disabled }: AssetRowProps) {
  // Read from the thumbnail once it has loaded: the picture's own pixels, whatever size the layout draws it at.
  const [pixels, setPixels] = useState<{ width: number; height: number } | null>(null);
  const file = assetFile(asset.src);
  // Names that several images share carry the folders that tell them apart (`team/1.jpg`).
  const name = displayName ?? file.name;
  const type = file.type === "Image" && measured?.contentType ? typeOfMime(measured.contentType) : file.type;
  const bytes =
    source.kind === "data" ? formatByteSize(source.bytes) : source.kind === "server" && measured === undefined && measuring ? "…" : formatByteSize(measured?.bytes);
  return (
    <li className="flex items-center gap-1 rounded-md border p-1.5 text-xs">
      <button
        type="button"
        onClick={onSelect}
        className="flex min-w-0 flex-1 items-center gap-2 rounded text-left hover:bg-muted"
        title={asset.src.startsWith("data:") ? asset.name : asset.src}
      >
        <img
          src={asset.src}
          alt=""
          className="size-12 shrink-0 rounded bg-muted/50 object-contain"
          onLoad={(e) => setPixels({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
          onError={(e) => {
            e.currentTarget.style.visibility = "hidden";
            setPixels(null);
          }}
        />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-medium" data-testid="asset-name">
            {name}
          </span>
          <span className="truncate text-muted-foreground">
            {type}
            {asset.name && ` · ${asset.name}`}
          </span>
          <span className="truncate text-muted-foreground tabular-nums">
            <span data-testid="asset-pixels">{formatPixelSize(pixels)}</span>
            {" · "}
            <span data-testid="asset-bytes">{bytes}</span>
          </span>
        </span>
      </button>
      <Button variant="ghost" size="icon-sm" aria-label={`Replace ${name}`} title="Replace image" onClick={onReplace} disabled={disabled}>
        {replacing ? <Loader2Icon className="animate-spin" /> : <RefreshCwIcon />}
      </Button>
    </li>
  );
}
