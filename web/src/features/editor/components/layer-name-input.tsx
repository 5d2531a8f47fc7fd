import { useId, useRef, useState } from "react";
import { layerNameProblem } from "../state/document/layer-name";

interface LayerNameInputProps {
  initial: string;
  depth: number;
  onCommit: (name: string) => void;
  onCancel: () => void;
}

/**
 * Renames a layer in place: Enter or leaving the field commits, Escape keeps the old name. A name that cannot
 * become a component name stays in the field with the reason beside it, so nothing typed is lost.
 */
export function LayerNameInput({ initial, depth, onCommit, onCancel }: LayerNameInputProps) {
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const messageId = useId();
  // Removing the focused field fires blur: once Enter or Escape has decided, that blur must not decide again.
  const settled = useRef(false);
  const commit = () => {
    if (settled.current) return;
    const reason = layerNameProblem(value);
    if (reason) return setProblem(reason);
    settled.current = true;
    onCommit(value.trim());
  };
  return (
    <div className="py-0.5 pr-1" style={{ paddingLeft: 24 + depth * 12 }}>
      <input
        autoFocus
        aria-label="Layer name"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? messageId : undefined}
        className="h-6 w-full rounded border border-indigo-500 bg-background px-1 text-xs outline-none"
        value={value}
        maxLength={80}
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => {
          setValue(e.target.value);
          setProblem(null);
        }}
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === "Enter") commit();
          if (e.key === "Escape") {
            settled.current = true;
            onCancel();
          }
        }}
        onBlur={commit}
      />
      {problem && (
        <p id={messageId} role="alert" className="mt-0.5 text-[11px] leading-tight text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
