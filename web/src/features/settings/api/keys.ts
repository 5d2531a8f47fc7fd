export const settingsKeys = {
  settings: ["account", "settings"] as const,
  sessions: ["account", "sessions"] as const,
};
