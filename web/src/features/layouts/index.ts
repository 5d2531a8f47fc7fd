/** Reading layouts and their cache keys, shared by the dashboard, the extraction screen and the editor. */
export { isExtracting, layoutQueryOptions, pollWhileExtracting, useLayout } from "./api/get-layout";
export { useLayouts } from "./api/get-layouts";
export { chooseWorkspace, useWorkspaces } from "./api/workspaces";
export { layoutKeys } from "./api/keys";
export { readLayout } from "./api/layout-response";
