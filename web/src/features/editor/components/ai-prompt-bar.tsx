import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { SparklesIcon } from "lucide-react";
import { AI_LOCKED } from "@layoutlift/core/plans/entitlements";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useAiEdit } from "../api/ai-edit";
import { useAiProvider } from "../api/ai-provider";
import { serializeLayout } from "../state/document/serialize-layout";
import { useEditorStoreApi } from "../state/editor-store";

export const AI_SUGGESTIONS = ["Make it modern", "Add animations", "Improve contrast", "Mobile optimize"] as const;

/** What each suggestion promises, exactly what its browser test measures (tests/integration/ai-suggestions-measured). */
const SUGGESTION_PROMISES: Record<(typeof AI_SUGGESTIONS)[number], string> = {
  "Make it modern": "System font stack, fluid heading sizes, roomier sections, rounded buttons and images, soft card shadows",
  "Add animations": "Sections fade up on load, buttons and cards lift on hover; no motion for people who ask for reduced motion",
  "Improve contrast": "Measures each text against what is painted behind it and fixes only those below WCAG AA, to the nearest passing colour",
  "Mobile optimize": "Below 768 px: no sideways scrolling, rows and grids stacked, tap targets at least 44 × 44 px",
};

export function AiPromptBar({ layoutId, canUseAi }: { layoutId: string; canUseAi: boolean }) {
  const store = useEditorStoreApi();
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState("");
  const aiEdit = useAiEdit(layoutId);
  const provider = useAiProvider(canUseAi);
  const busy = aiEdit.isPending;
  const canApply = canUseAi && !busy && prompt.trim() !== "";

  const apply = (text: string) => {
    if (!canUseAi || busy || text.trim() === "") return;
    const { doc } = store.getState();
    aiEdit.mutate(
      { prompt: text.trim(), currentHtml: serializeLayout(doc, "save"), currentCss: doc.css },
      {
        onSuccess: (result) => {
          if (!result.html || typeof result.css !== "string") {
            toast.error("AI edit failed", { description: "Please try again or check your prompt." });
            return;
          }
          store.getState().dispatch({ type: "applyAiEdit", html: result.html, css: result.css });
          toast.success("AI edit applied", { description: result.summary ?? "Your layout has been updated." });
        },
        onError: (err) => {
          // The server explains 4xx answers in plain words (e.g. a free-form prompt without a model): show just that.
          const description = err instanceof ApiError && err.status < 500 ? err.serverMessage : "Please try again or check your prompt.";
          toast.error("AI edit failed", { description });
        },
      },
    );
  };

  const providerInfo = provider.data
    ? provider.data.provider === "openai"
      ? { label: `AI model: ${provider.data.model ?? "OpenAI-compatible"}`, hint: "Free-form prompts and suggestions are answered by this model." }
      : { label: "Built-in rules", hint: "The suggestions work without a model; free-form prompts need an AI model." }
    : null;

  return (
    <div className="shrink-0 border-t bg-background px-4 py-3" aria-label="AI prompt bar">
      <div className="mb-2 flex flex-wrap items-center gap-2">
        {AI_SUGGESTIONS.map((s) => (
          <Button key={s} variant="outline" size="sm" className="h-7 rounded-full text-xs" title={SUGGESTION_PROMISES[s]} disabled={!canUseAi || busy} onClick={() => setPrompt(s)}>
            {s}
          </Button>
        ))}
        {providerInfo && (
          <Badge
            variant="outline"
            className="ml-auto shrink-0 border-border bg-background text-xs whitespace-nowrap text-foreground"
            data-testid="ai-provider"
            data-keep-visible
            title={providerInfo.hint}
          >
            {providerInfo.label}
            <span className="sr-only">. {providerInfo.hint}</span>
          </Badge>
        )}
      </div>
      <form
        className="flex items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          apply(prompt);
        }}
      >
        <SparklesIcon className="size-4 shrink-0 text-indigo-500" />
        <Input
          aria-label="AI prompt"
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          disabled={!canUseAi || busy}
          placeholder={canUseAi ? "Describe a change, e.g. 'Improve contrast'" : AI_LOCKED}
          className="h-9"
        />
        {canUseAi ? (
          <Button type="submit" disabled={!canApply}>
            {busy ? "Applying..." : "Apply"}
          </Button>
        ) : (
          <>
            <Button type="submit" disabled>
              Apply
            </Button>
            <Button type="button" variant="gradient" onClick={() => navigate("/subscription-selection")}>
              Upgrade
            </Button>
          </>
        )}
      </form>
    </div>
  );
}
