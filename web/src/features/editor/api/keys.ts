export const editorKeys = {
  aiProvider: ["ai", "provider"] as const,
};
