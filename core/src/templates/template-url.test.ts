import { describe, expect, it } from "vitest";
import { templates } from "./catalogue.ts";
import { isAppHost, templateIdFromUrl } from "./template-url.ts";
import { proTemplateOfPath, signTemplateAccess, verifyTemplateAccess, withoutTemplateAccess, withTemplateAccess } from "./template-access.ts";

const pro = templates.find((t) => t.isPro)!.id;
const free = templates.find((t) => !t.isPro)!.id;
const HOSTS = ["layoutlift.app", "www.layoutlift.app:8443"];

describe("the app's own hosts", () => {
  it("are the configured ones under any spelling", () => {
    for (const host of ["layoutlift.app", "LayoutLift.App", "layoutlift.app.", "layoutlift.app:443", "WWW.layoutlift.app", "www.layoutlift.app.:80"]) {
      expect(isAppHost(host, HOSTS), host).toBe(true);
    }
  });

  it("are never what merely resolves to this machine, nor a look-alike", () => {
    for (const host of ["localhost", "127.0.0.1", "127.0.0.2", "[::1]", "::1", "0.0.0.0", "[::ffff:127.0.0.1]", "app.localhost", "2130706433",
      "layoutlift.app.evil.example", "evil-layoutlift.app", "layoutlift.apps", "xn--layoutlift-.app", ""]) {
      expect(isAppHost(host, HOSTS), host).toBe(false);
    }
    expect(isAppHost("localhost", ["localhost:3000"])).toBe(true);
  });

  it("recognise a template page's address by configured host and normalised path", () => {
    expect(templateIdFromUrl(`https://LAYOUTLIFT.app./Templates/${pro.toUpperCase()}//index.html?x=1#y`, HOSTS)).toBe(pro);
    expect(templateIdFromUrl(`https://layoutlift.app/templates/./${pro}/`, HOSTS)).toBe(pro);
    expect(templateIdFromUrl(`http://127.0.0.1:3000/templates/${pro}/`, HOSTS)).toBeNull();
    expect(templateIdFromUrl(`http://2130706433/templates/${pro}/`, ["localhost:3000"])).toBeNull();
    expect(templateIdFromUrl(`https://layoutlift.app/templates/nope/`, HOSTS)).toBeNull();
  });
});

describe("template page access", () => {
  it("signs a short-lived token for one template with one key", () => {
    const now = 1_800_000_000_000;
    const token = signTemplateAccess(pro, "k".repeat(32), now);
    expect(verifyTemplateAccess(pro, token, "k".repeat(32), now + 60_000)).toBe(true);
    expect(verifyTemplateAccess(pro, token, "k".repeat(32), now + 11 * 60_000)).toBe(false);
    expect(verifyTemplateAccess(free, token, "k".repeat(32), now)).toBe(false);
    expect(verifyTemplateAccess(pro, token, "j".repeat(32), now)).toBe(false);
    expect(verifyTemplateAccess(pro, `${now * 2}.${token.split(".")[1]}`, "k".repeat(32), now)).toBe(false);
    expect(verifyTemplateAccess(pro, undefined, "k".repeat(32), now)).toBe(false);
  });

  it("gates every file of a Pro template's folder, under any spelling of the path", () => {
    for (const path of [`/templates/${pro}/`, `/templates/${pro}`, `//templates/${pro}/index.html`, `/Templates/${pro.toUpperCase()}/`, `/templates/%${pro.charCodeAt(0).toString(16)}${pro.slice(1)}/`]) {
      expect(proTemplateOfPath(path), path).toBe(pro);
    }
    expect(proTemplateOfPath(`/templates/${free}/`)).toBeNull();
    expect(proTemplateOfPath(`/assets/${pro}.js`)).toBeNull();
  });

  it("adds a token only to our own Pro template pages, and takes it back out of what the page produced", () => {
    const url = withTemplateAccess(`https://layoutlift.app/templates/${pro}/?utm=x`, HOSTS, "k".repeat(32));
    expect(url).toMatch(new RegExp(`^https://layoutlift.app/templates/${pro}/\\?utm=x&ll_access=\\d+\\.[\\w-]{43}$`));
    expect(withTemplateAccess(`https://layoutlift.app/templates/${free}/`, HOSTS, "k")).toBe(`https://layoutlift.app/templates/${free}/`);
    expect(withTemplateAccess(`http://127.0.0.1/templates/${pro}/`, HOSTS, "k")).toBe(`http://127.0.0.1/templates/${pro}/`);
    const token = new URL(url).searchParams.get("ll_access");
    const page = `https://layoutlift.app/templates/${pro}/`;
    expect(withoutTemplateAccess(`<a href="${page}?ll_access=${token}#offer">`)).toBe(`<a href="${page}#offer">`);
    expect(withoutTemplateAccess(`<a href="${page}?ll_access=${token}&amp;utm=x">`)).toBe(`<a href="${page}?utm=x">`);
    expect(withoutTemplateAccess(`url(${page}?utm=x&ll_access=${token})`)).toBe(`url(${page}?utm=x)`);
  });
});
