export * from "./users.ts";
export * from "./layouts.ts";
export * from "./billing.ts";
export * from "./teams.ts";
export * from "./layout-versions.ts";
export * from "./sites.ts";
