import { useEffect, useMemo, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { DesignTokenSummary, DesignTokensResponse, TokenGroup } from "@layoutlift/core/contract/design-tokens";
import { api, json } from "@/lib/api-client";
import { styleElementTexts } from "../state/document/style-elements";
import { useEditor, useEditorStoreApi } from "../state/editor-store";

/** Edits come in bursts (a slider, typing a size): the tokens are read again once the stylesheet has rested this long. */
const SETTLE_MS = 1200;

/** A short fingerprint of a stylesheet for the query key (a 5 MB string would be hashed on every render otherwise). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${text.length}:${(hash >>> 0).toString(36)}`;
}

export type TokensByGroup = Partial<Record<TokenGroup, DesignTokenSummary[]>>;

/**
 * The design tokens the exports would write for the document being edited (colours, type scale, radii…), grouped,
 * for the Properties panel's swatches and steps. Read from the server once the stylesheet stops changing; the last
 * answer stays shown meanwhile, and none (no swatches) while it fails.
 */
export function useDesignTokens(): TokensByGroup {
  const store = useEditorStoreApi();
  const layoutId = useEditor((s) => s.layoutId);
  const css = useEditor((s) => s.doc.css);
  const [settledCss, setSettledCss] = useState(css);
  useEffect(() => {
    const timer = setTimeout(() => setSettledCss(css), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [css]);
  const key = useMemo(() => fingerprint(settledCss), [settledCss]);
  const { data } = useQuery({
    queryKey: ["layouts", layoutId ?? "", "design-tokens", key],
    queryFn: (): Promise<DesignTokensResponse> => {
      const { doc } = store.getState();
      // The stylesheet alone: tokens are its values, and the markup (up to 5 MB) would be sent for nothing each time.
      return json(api.api.layouts[":id"]["design-tokens"].$post({ param: { id: layoutId! }, json: { css: doc.css, styleElements: styleElementTexts(doc) } }));
    },
    enabled: !!layoutId,
    staleTime: Infinity,
    retry: false,
    placeholderData: keepPreviousData,
  });
  return useMemo(() => {
    const groups: TokensByGroup = {};
    for (const token of data?.tokens ?? []) (groups[token.group] ??= []).push(token);
    return groups;
  }, [data]);
}
