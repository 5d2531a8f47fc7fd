import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { IConfiguration, IRegularForbiddenRuleType } from "dependency-cruiser";
import { MAX_LINES } from "./layers/file-length.ts";
import type { LayerFinding } from "./layers/dependency-rules.ts";
import { lintLayers } from "./lint-layers.ts";

/**
 * Each check must fail on a deliberate violation: a small tree with one break of every rule (and imports the rules
 * allow beside them) is linted by the real configuration. The project itself is the clean case: `npm test` runs
 * the same check over it.
 */
const config = createRequire(import.meta.url)("../.dependency-cruiser.cjs") as IConfiguration;
const rules = (config.forbidden ?? []) as IRegularForbiddenRuleType[];
/** The feature folders, read off their rules: a feature added to DOMAIN_EDGES is broken deliberately below too. */
const DOMAIN = rules.flatMap((r) => /^domain-(.+)-uses-only-its-features$/.exec(r.name ?? "")?.[1] ?? []);

let root: string;
let findings: LayerFinding[];

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
const importing = (...paths: string[]) => paths.map((p, i) => `import * as m${i} from "${p}";\nexport const use${i} = m${i};\n`).join("");

/** A domain folder each feature rule forbids its folder to use (read off the rule, so new features are covered). */
function forbiddenFeatureOf(rule: IRegularForbiddenRuleType): string {
  const notAllowed = [rule.to.pathNot ?? []].flat().map((p) => new RegExp(p));
  const target = DOMAIN.find((folder) => !notAllowed.some((re) => re.test(`core/src/${folder}/`)));
  if (!target) throw new Error(`${rule.name} allows every feature`);
  return target;
}

beforeAll(async () => {
  root = mkdtempSync(join(process.env.TMPDIR ?? "/tmp", "layers-"));
  write("tsconfig.json", JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true, noEmit: true } }));
  write("tsconfig.layers.json", JSON.stringify({ files: ["core/src/config.ts"] }));
  // Allowed: the contract on zod, a feature on an allowed feature, a feature through its index, shared code alone.
  write("core/src/contract/schema.ts", 'import { z } from "zod";\nexport const s = z.string();\n');
  write("core/src/account/ok.ts", importing("../layouts/store.ts", "../db/table.ts", "../contract/schema.ts"));
  write("web/src/features/shop/ok.ts", importing("../cart/index.ts", "../../components/button.ts", "../../lib/utils.ts"));
  write("web/src/features/cart/index.ts", importing("./internal.ts"));
  write("web/src/components/button.ts", importing("../lib/utils.ts"));
  write("web/src/lib/utils.ts", "export const cn = 1;\n");
  write("web/src/lib/api-types.ts", 'import type { App } from "../../../functions/src/app.ts";\nexport type Api = App;\n');
  // One break of every rule.
  write("core/src/contract/uses-db.ts", importing("../db/table.ts"));
  write("core/src/html/uses-net.ts", importing("../net/fetch.ts"));
  write("core/src/db/table.ts", importing("../extract/engine.ts"));
  write("core/src/config.ts", importing("./net/fetch.ts"));
  write("core/src/net/fetch.ts", "export const f = 1;\n");
  write("core/src/storage/fs-storage.ts", "export const fs = 1;\n");
  write("core/src/layouts/store.ts", importing("../storage/fs-storage.ts"));
  write("core/src/extract/engine.ts", importing("../threads/pool.ts"));
  write("core/src/threads/pool.ts", "export const p = 1;\n");
  write("core/src/errors.ts", importing("../../functions/src/app.ts"));
  write("functions/src/app.ts", "export type App = { ok: true };\nexport const app = 1;\n");
  write("core/src/auth/a.ts", importing("./b.ts"));
  write("core/src/auth/b.ts", importing("./a.ts"));
  write("web/src/features/shop/peek.ts", importing("../cart/internal.ts", "../../app/router.ts"));
  write("web/src/features/cart/internal.ts", "export const i = 1;\n");
  write("web/src/app/router.ts", importing("../features/shop/ok.ts"));
  write("web/src/components/uses-feature.ts", importing("../features/cart/index.ts"));
  write("web/src/lib/api.ts", importing("../../../functions/src/app.ts", "../../../core/src/db/table.ts"));
  for (const rule of rules.filter((r) => r.name?.startsWith("domain-"))) {
    const folder = /\^core\/src\/([^/]+)\//.exec(String(rule.from.path))![1]!;
    write(`core/src/${folder}/reaches-across.ts`, importing(`../${forbiddenFeatureOf(rule)}/feature.ts`));
    write(`core/src/${folder}/feature.ts`, "export const x = 1;\n");
  }
  // A core folder placed in no layer: no rule would cover its imports.
  write("core/src/unplaced/thing.ts", importing("../db/table.ts"));
  // Folders in a cycle without any file cycle: templates → ai here, ai → templates there.
  write("core/src/templates/one.ts", importing("../ai/feature.ts"));
  write("core/src/ai/two.ts", importing("../templates/feature.ts"));
  write("core/src/too-long.ts", "export const line = 1;\n".repeat(MAX_LINES + 1));
  write("core/src/short-now.ts", "export const line = 1;\n");
  findings = await lintLayers({
    root,
    folders: ["core/src", "functions/src", "web/src"],
    packages: [{ folder: "core/src", tsConfig: "tsconfig.json" }],
    longFiles: ["core/src/short-now.ts"],
  });
}, 180_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const checksOf = (fileName: string) => findings.filter((f) => f.message.includes(fileName)).map((f) => f.check);

describe("the layer check", () => {
  it("fails on a deliberate break of every dependency rule", () => {
    const found = new Set(findings.map((f) => f.check));
    for (const rule of rules) expect(found, rule.name).toContain(rule.name);
  });

  it("names the break, not its neighbours", () => {
    expect(checksOf("contract/uses-db.ts")).toContain("contract-depends-on-zod-only");
    expect(checksOf("html/uses-net.ts")).toEqual(["kernel-stays-pure"]);
    expect(checksOf("layouts/store.ts")).toContain("adapters-plugged-in-at-the-edge");
    expect(checksOf("features/shop/peek.ts").sort()).toEqual(["web-feature-through-its-index", "web-features-below-app"]);
    expect(checksOf("unplaced/thing.ts")).toEqual(["core-file-in-a-layer"]);
    expect(checksOf("sites/reaches-across.ts")).toEqual(["domain-sites-uses-only-its-features"]);
    expect(checksOf("lib/api.ts").sort()).toEqual(["web-never-imports-platform", "web-takes-only-types-from-the-api"]);
    for (const allowed of ["contract/schema.ts", "account/ok.ts", "features/shop/ok.ts", "components/button.ts", "lib/api-types.ts"]) {
      expect(checksOf(allowed), allowed).toEqual([]);
    }
  });

  it("finds cycles between core folders, cycles by madge, and files over the line limit", () => {
    expect(findings).toContainEqual({ check: "no-cycles-between-core-folders", message: expect.stringMatching(/core\/src\/ai, core\/src\/templates/) });
    expect(findings).toContainEqual({ check: "madge-no-cycles", message: expect.stringContaining("auth/a.ts") });
    expect(findings).toContainEqual({ check: "max-300-lines", message: `core/src/too-long.ts has ${MAX_LINES + 1} lines` });
    expect(findings).toContainEqual({ check: "max-300-lines", message: expect.stringContaining("short-now.ts has 1 lines now") });
  });
});
