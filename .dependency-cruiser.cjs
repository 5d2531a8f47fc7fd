/**
 * The layers of LayoutLift, enforced by `npm run lint:layers` (part of `npm test`). A rule here names a direction
 * the code may not take; scripts/layers.test.ts proves each one fails on a deliberate violation.
 *
 * core/src, bottom to top (a folder may import its own layer's folders only where listed, and lower layers freely):
 *   contract  request/response schemas and the value lists every layer borrows; zod only
 *   kernel    pure helpers on text, trees and bytes: errors, css, html, images; build (browser code to strings)
 *   platform  the services the domain runs on: config.ts, db, storage, queue, browser, net, http. They never know a
 *             feature; the implementations chosen by configuration (fs/S3 storage, database/SQS queue) are
 *             plugged in by the composition roots (functions/, tests) and imported by nothing else in core
 *   domain    features: plans, auth, account, api-keys, billing, teams, layouts, templates, extract, export, ai,
 *             behaviours, sites (whole-site crawl, compose and export);
 *             one feature imports another only along the edges of DOMAIN_EDGES (a graph without cycles)
 *   jobs      what runs a feature as a job and in a thread: extract-jobs, threads
 * Every file of core/src sits in one of these layers (core-file-in-a-layer): a new folder is placed here first.
 * web/src: app/ composes features; a feature imports another only through its public index.ts; the shared
 *   components/ and lib/ import neither app/ nor features/.
 */
const CONTRACT = "^core/src/contract/";
const KERNEL = "^core/src/(errors\\.ts$|errors/|css/|html/|images/|build/)";
const PLATFORM = "^core/src/(config\\.ts$|db/|storage/|queue/|browser/|net/|http/)";
const JOBS = "^core/src/(extract-jobs|threads)/";
const TESTS = "\\.test\\.tsx?$";
/** Imports allowed until a named change lands (scripts/layers/exceptions.cjs): they bypass the feature edges only. */
const KNOWN = require("./scripts/layers/exceptions.cjs").imports;

/** Which features a feature may use. Adding an edge is a design decision: it must keep this graph acyclic. */
const DOMAIN_EDGES = {
  plans: [],
  auth: [],
  templates: [],
  extract: [],
  behaviours: [],
  // The HTML formats ship the behaviour runtime (issue 24).
  export: ["plans", "behaviours"],
  ai: ["extract"],
  layouts: ["export"],
  account: ["auth", "layouts"],
  "api-keys": ["auth", "plans"],
  billing: ["plans"],
  teams: ["auth", "plans"],
  // A site is many pages extracted, composed from shared regions and printed with the single-page exporters.
  sites: ["extract", "export", "layouts"],
};
const DOMAIN_FOLDERS = Object.keys(DOMAIN_EDGES);
const DOMAIN = `^core/src/(${DOMAIN_FOLDERS.join("|")})/`;

const domainEdgeRules = Object.entries(DOMAIN_EDGES).map(([folder, allowed]) => ({
  name: `domain-${folder}-uses-only-its-features`,
  severity: "error",
  comment: `core/src/${folder} may use only these other features: ${allowed.join(", ") || "none"} (DOMAIN_EDGES)`,
  from: { path: `^core/src/${folder}/`, pathNot: [TESTS, ...KNOWN.map((k) => k.from)] },
  to: { path: DOMAIN, pathNot: [`^core/src/${folder}/`, ...allowed.map((f) => `^core/src/${f}/`)] },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules that import each other cannot be understood, tested or moved one at a time",
      from: {},
      to: { circular: true },
    },
    {
      name: "contract-depends-on-zod-only",
      severity: "error",
      comment: "The web app and the API both import the contract: it must not drag server code (drizzle, node) along",
      from: { path: CONTRACT, pathNot: TESTS },
      to: { pathNot: [CONTRACT, "(^|/)node_modules/zod/", "^zod$"] },
    },
    {
      name: "kernel-stays-pure",
      severity: "error",
      comment: "errors, css, html and images are pure helpers: no service, feature or job",
      from: { path: KERNEL, pathNot: TESTS },
      to: { path: [PLATFORM, DOMAIN, JOBS] },
    },
    {
      name: "platform-knows-no-feature",
      severity: "error",
      comment: "Services (config, db, storage, queue, browser, net) are shared by every feature and know none",
      from: { path: PLATFORM, pathNot: TESTS },
      to: { path: [DOMAIN, JOBS] },
    },
    {
      name: "config-and-net-apart",
      severity: "error",
      comment: "config.ts parses the environment and net/ guards egress: each is usable without the other",
      from: { path: "^core/src/(config\\.ts$|net/)" },
      to: { path: "^core/src/(config\\.ts$|net/)", pathNot: "^core/src/$1" },
    },
    {
      name: "adapters-plugged-in-at-the-edge",
      severity: "error",
      comment: "Storage and queue implementations are chosen by configuration in the composition roots (functions/, tests); core uses their interfaces",
      from: { path: "^core/src/", pathNot: [TESTS, "^core/src/(storage|queue)/"] },
      to: { path: "^core/src/(storage/(fs|s3|create)-storage|queue/(db|sqs)-queue)\\.ts$" },
    },
    {
      name: "features-below-jobs",
      severity: "error",
      comment: "Jobs and threads run features; a feature never reaches back into the job that runs it",
      from: { path: DOMAIN, pathNot: TESTS },
      to: { path: JOBS },
    },
    ...domainEdgeRules,
    {
      name: "core-file-in-a-layer",
      severity: "error",
      comment: "Every core folder is placed in a layer (contract, kernel, platform, domain with its edges, jobs) so the rules above cover it",
      from: { path: "^core/src/", pathNot: [CONTRACT, KERNEL, PLATFORM, DOMAIN, JOBS, TESTS] },
      to: {},
    },
    {
      name: "core-is-not-an-app",
      severity: "error",
      comment: "core/ is the library the API and the web app are built on; it imports neither",
      from: { path: "^core/" },
      to: { path: "^(functions|web|stacks)/" },
    },
    {
      name: "web-takes-only-types-from-the-api",
      severity: "error",
      comment: "The web app reads the API's types (AppType for hc) and never bundles server code",
      from: { path: "^web/" },
      to: { path: "^functions/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "web-never-imports-platform",
      severity: "error",
      comment: "Database, storage, queue, browser, net and config are server services: not in the browser bundle",
      from: { path: "^web/" },
      to: { path: PLATFORM },
    },
    {
      name: "web-feature-through-its-index",
      severity: "error",
      comment: "A feature's files are its own; another feature uses what its index.ts exports",
      from: { path: "^web/src/features/([^/]+)/" },
      to: { path: "^web/src/features/[^/]+/", pathNot: ["^web/src/features/$1/", "^web/src/features/[^/]+/index\\.tsx?$"] },
    },
    {
      name: "web-shared-code-stays-shared",
      severity: "error",
      comment: "components/ and lib/ are used by every feature and by app/: they import neither",
      from: { path: "^web/src/(components|lib)/" },
      to: { path: "^web/src/(app|features)/" },
    },
    {
      name: "web-features-below-app",
      severity: "error",
      comment: "app/ composes the features (router, providers); a feature never reaches back into it",
      from: { path: "^web/src/features/" },
      to: { path: "^web/src/app/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)node_modules/", "^web/dist/", "^tests/fixtures/", "\\.gen\\."] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.layers.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"],
    },
    cache: { folder: "node_modules/.cache/dependency-cruiser", strategy: "content" },
  },
};
