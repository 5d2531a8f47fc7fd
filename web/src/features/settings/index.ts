/** The user's saved preferences, read by the editor (auto-save, hints). */
export { useSettings } from "./api/settings";
