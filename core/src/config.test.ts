import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("gives working local defaults for an empty environment", () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe(".data");
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.EXTRACT_ALLOW_PRIVATE).toBe(false);
  });

  it("treats empty strings as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://x"],
    ["APP_URL", "not a url"],
    ["EXTRACT_ALLOW_PRIVATE", "yes"],
    ["STRIPE_SECRET_KEY", "pk_live_123"],
    ["DATABASE_DRIVER", "sqlite"],
  ])("stops on a malformed %s naming it", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrowError(new RegExp(name));
  });

  it("requires DATABASE_URL for the neon driver", () => {
    expect(() => loadConfig({ DATABASE_DRIVER: "neon" })).toThrowError(/DATABASE_URL/);
  });
});
