import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import postcss from "postcss";
import { parseFragment } from "parse5";
import { blockCommentText, htmlCommentText, jsLineCommentText, phpBlockCommentText, phpLineCommentText } from "./comment-text.ts";

// Each payload, if it left its comment, would set a global, write markup, or print from PHP.
const JS_PAYLOADS = ["T\u2028globalThis.__pwned = 1; //", "T\u2029globalThis.__pwned = 1; //", "T\nglobalThis.__pwned = 1;", "T\rglobalThis.__pwned = 1;", "T */ globalThis.__pwned = 1; /*"];

describe("comment text", () => {
  it("keeps a title inside a JS line comment (U+2028/U+2029 end it in JavaScript)", () => {
    for (const payload of JS_PAYLOADS) {
      (globalThis as { __pwned?: number }).__pwned = 0;
      expect(new Function(`// ${jsLineCommentText(payload)}\nreturn 42;`)()).toBe(42);
      expect((globalThis as { __pwned?: number }).__pwned, JSON.stringify(payload)).toBe(0);
    }
  });

  it("proves the payloads would run without escaping", () => {
    (globalThis as { __pwned?: number }).__pwned = 0;
    new Function(`// ${JS_PAYLOADS[0]}\nreturn 42;`)();
    expect((globalThis as { __pwned?: number }).__pwned).toBe(1);
  });

  it("keeps text inside JS and CSS block comments", () => {
    for (const payload of JS_PAYLOADS) {
      (globalThis as { __pwned?: number }).__pwned = 0;
      new Function(`/* ${blockCommentText(payload)} */ return 1;`)();
      expect((globalThis as { __pwned?: number }).__pwned).toBe(0);
    }
    const root = postcss.parse(`/* ${blockCommentText("x */ body { display: none } /*")} */ a { color: red }`);
    expect(root.nodes.map((n) => n.type)).toEqual(["comment", "rule"]);
  });

  it("keeps text inside an HTML comment whatever closer it carries", () => {
    for (const payload of ["--><img src=x onerror=alert(1)>", "---><img onerror=x>", "--!><img onerror=x>", "><img onerror=x>", "-><img onerror=x>", "<!--<img>", "a<!-"]) {
      const nodes = parseFragment(`<!-- ${htmlCommentText(payload)} --><p>after</p>`).childNodes;
      expect(nodes.map((n) => n.nodeName), payload).toEqual(["#comment", "p"]);
    }
    expect(htmlCommentText("Tom -- Jerry")).toBe("Tom - - Jerry");
  });

  it("keeps text inside PHP comments (`?>` leaves PHP mode even in a // comment)", () => {
    const payload = "T ?><?php echo 'PWNED'; ?>\necho 'PWNED';";
    const run = (code: string) => execFileSync("php", ["-r", code], { encoding: "utf8" });
    expect(run(`// ${JS_PAYLOADS[0]}\necho 'ok';`)).toBe("ok");
    expect(run(`// ${phpLineCommentText(payload)}\necho 'ok';`)).toBe("ok");
    expect(run(`# ${phpLineCommentText(payload)}\necho 'ok';`)).toBe("ok");
    expect(run(`/* ${phpBlockCommentText("x */ echo 'PWNED'; /*")} */ echo 'ok';`)).toBe("ok");
  });
});
