import { describe, expect, it } from "vitest";
import { fileNameFrom } from "./download-name";

describe("fileNameFrom", () => {
  it("prefers the encoded filename*, then the plain filename, then the fallback", () => {
    expect(fileNameFrom(`attachment; filename="a.zip"; filename*=UTF-8''caf%C3%A9.zip`, "x")).toBe("café.zip");
    expect(fileNameFrom(`attachment; filename="site-react.zip"`, "x")).toBe("site-react.zip");
    expect(fileNameFrom("attachment; filename=plain.html", "x")).toBe("plain.html");
    expect(fileNameFrom(null, "layoutlift-export.json")).toBe("layoutlift-export.json");
    expect(fileNameFrom("attachment", "fallback.zip")).toBe("fallback.zip");
  });

  it("keeps the plain name when the encoded one is malformed", () => {
    expect(fileNameFrom(`attachment; filename*=UTF-8''%E0%A4%A; filename="ok.zip"`, "x")).toBe("ok.zip");
  });
});
