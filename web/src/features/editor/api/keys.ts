export const editorKeys = {
  layout: (id: string) => ["layouts", id] as const,
  aiProvider: ["ai", "provider"] as const,
};
