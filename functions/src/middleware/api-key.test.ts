import { describe, expect, it } from "vitest";
import { apiKeyAllowed } from "./api-key.ts";

describe("apiKeyAllowed", () => {
  it("opens list, get, extract and export only", () => {
    expect(apiKeyAllowed("GET", "/api/layouts")).toBe(true);
    expect(apiKeyAllowed("GET", "/api/layouts/0b7c7a4e-8d7c-4a53-9d76-4f3f0a6b8f11")).toBe(true);
    expect(apiKeyAllowed("POST", "/api/layouts/extract")).toBe(true);
    expect(apiKeyAllowed("POST", "/api/layouts/abc/export")).toBe(true);

    expect(apiKeyAllowed("PATCH", "/api/layouts/abc")).toBe(false);
    expect(apiKeyAllowed("DELETE", "/api/layouts/abc")).toBe(false);
    expect(apiKeyAllowed("POST", "/api/layouts/abc/ai-edit")).toBe(false);
    expect(apiKeyAllowed("POST", "/api/layouts/abc/export/extra")).toBe(false);
    expect(apiKeyAllowed("GET", "/api/layoutsX")).toBe(false);
    expect(apiKeyAllowed("GET", "/api/auth/user")).toBe(false);
    expect(apiKeyAllowed("POST", "/api/api-keys")).toBe(false);
    expect(apiKeyAllowed("POST", "/api/checkout/create-session")).toBe(false);
  });
});
