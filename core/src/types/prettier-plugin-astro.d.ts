// prettier-plugin-astro ships no types: it is a Prettier plugin object like any other.
declare module "prettier-plugin-astro" {
  import type { Plugin } from "prettier";
  const plugin: Plugin;
  export = plugin;
}
