import type { LayoutResponse } from "@layoutlift/core/contract/layouts";
import type { UserResponse } from "@layoutlift/core/contract/user";
import { useSettings } from "@/features/settings";
import { useAutoSave } from "../hooks/use-auto-save";
import { useCompactEditor } from "../hooks/use-compact-editor";
import { useEditorShortcuts } from "../hooks/use-editor-shortcuts";
import { useSave } from "../hooks/use-save";
import { currentLayoutSource } from "@layoutlift/core/contract/layout-source";
import { useEditor, useEditorStoreApi } from "../state/editor-store";
import { AiPromptBar } from "./ai-prompt-bar";
import { CompactEditorBar } from "./compact-editor-bar";
import { EditorCanvas } from "./editor-canvas";
import { PreviewCanvas } from "./preview-canvas";
import { EditorHeader } from "./editor-header";
import { EditingHints } from "./editing-hints";
import { LayersPanel } from "./layers-panel";
import { PropertiesPanel } from "./properties-panel";
import { UnsavedChangesGuard } from "./unsaved-changes-guard";

interface EditorShellProps {
  layout: LayoutResponse;
  user: UserResponse;
  reload: () => Promise<LayoutResponse | undefined>;
}

/** Header, layers, canvas, prompt bar and properties around one open layout. */
export function EditorShell({ layout, user, reload }: EditorShellProps) {
  const store = useEditorStoreApi();
  const open = (latest: LayoutResponse) => {
    store.getState().dispatch({ type: "load", layoutId: latest.id, version: latest.version, ...currentLayoutSource(latest) });
    clearConflict();
  };
  /** A restore from history is one undo step on top of what was open, then counts as saved at its new version. */
  const restored = (latest: LayoutResponse) => {
    if (store.getState().layoutId !== latest.id) return open(latest);
    store.getState().dispatch({ type: "restoreVersion", ...currentLayoutSource(latest) });
    store.getState().dispatch({ type: "markSaved", version: latest.version, savedDoc: store.getState().doc });
    clearConflict();
  };
  const reloadLatest = async () => {
    const latest = await reload();
    if (latest) open(latest);
  };
  const { save, saveBeforeLeaving, isSaving, conflicted, clearConflict } = useSave(layout.id, () => void reloadLatest());
  useEditorShortcuts(store, save);
  const settings = useSettings(true);
  useAutoSave(store, save, isSaving, settings.data?.autoSave === true && !conflicted);
  const compact = useCompactEditor();
  const preview = useEditor((s) => s.preview);

  return (
    <>
      <div className="flex h-screen flex-col overflow-hidden bg-background text-foreground">
        <EditorHeader
          layoutId={layout.id}
          siteId={layout.siteId}
          title={layout.title || layout.url}
          allowedFormats={user.features.exportFormats}
          allowedCssFlavours={user.features.cssFlavours}
          onSave={() => save()}
          onRestored={restored}
          beforeSwitchPage={saveBeforeLeaving}
          isSaving={isSaving}
          fidelity={layout.layoutJson?.fidelity}
          editedBefore={layout.editedHtml != null}
          compact={compact}
        />
        {compact && <CompactEditorBar report={layout.layoutJson?.report} />}
        <div className="flex min-h-0 flex-1">
          {!compact && <LayersPanel />}
          <main className="flex min-w-0 flex-1 flex-col">
            {preview ? (
              <PreviewCanvas title={layout.title ?? undefined} documentAttributes={layout.layoutJson?.document} />
            ) : (
              <EditorCanvas documentAttributes={layout.layoutJson?.document} />
            )}
            {settings.data?.editingHints === true && !compact && <EditingHints />}
            <AiPromptBar layoutId={layout.id} canUseAi={user.features.aiEdit} />
          </main>
          {!compact && <PropertiesPanel report={layout.layoutJson?.report} />}
        </div>
      </div>
      <UnsavedChangesGuard />
    </>
  );
}
