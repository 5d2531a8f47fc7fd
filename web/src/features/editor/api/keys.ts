export const editorKeys = {
  aiProvider: ["ai", "provider"] as const,
  exportQueue: ["exports", "queue"] as const,
};
