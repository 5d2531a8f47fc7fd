import { useState } from "react";
import { ImageOff } from "lucide-react";

/** The page's real screenshot; a neutral placeholder while there is none or when it fails to load. */
export function LayoutThumbnail({ src, alt }: { src: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="pointer-events-none relative aspect-[16/10] overflow-hidden border-b bg-muted">
      {src && !failed ? (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover object-top transition-transform duration-300 group-hover:scale-[1.02]"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground">
          <ImageOff className="size-8" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
