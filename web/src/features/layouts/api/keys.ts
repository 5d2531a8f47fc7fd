/**
 * One key space for layouts, shared by the extract screen, the dashboard and the editor: invalidating `all`
 * refreshes lists and single layouts alike, and every screen reads the same cached layout.
 */
export const layoutKeys = {
  all: ["layouts"] as const,
  list: ["layouts", "list"] as const,
  /** One workspace's list (null: personal), under `list` so invalidating `list` refreshes every workspace. */
  workspaceList: (teamId: string | null) => ["layouts", "list", teamId ?? "personal"] as const,
  workspaces: ["layouts", "workspaces"] as const,
  layout: (id: string) => ["layouts", id] as const,
  history: (id: string) => ["layouts", id, "versions"] as const,
  version: (id: string, versionId: string) => ["layouts", id, "versions", versionId] as const,
};
