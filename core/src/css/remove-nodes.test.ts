import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { moveChildren, removeChildrenWhere, removeEmptyRules, removeNodes } from "./remove-nodes.ts";

describe("bulk postcss edits", () => {
  it("removes the chosen children in place, keeping order, detaching them and printing the rest unchanged", () => {
    const root = postcss.parse("a{color:red}\nb{color:blue}\n@media print{c{x:1}}\nd{y:2}");
    const b = root.nodes[1];
    expect(removeChildrenWhere(root, (n) => n.type === "rule" && n.selector === "b")).toBe(1);
    expect(b.parent).toBeUndefined();
    expect(root.toString()).toBe("a{color:red}\n@media print{c{x:1}}\nd{y:2}");
    // The tree is still a normal postcss tree afterwards.
    root.append({ selector: "e", nodes: [] });
    expect(root.nodes.map((n) => (n.type === "rule" ? n.selector : n.type))).toEqual(["a", "atrule", "d", "e"]);
  });

  it("removes nodes from several parents at once, and empty rules anywhere", () => {
    const root = postcss.parse("a{color:red;--x:1}@media print{b{}c{--y:2}}d{}");
    const custom: postcss.ChildNode[] = [];
    root.walkDecls((d) => {
      if (d.prop.startsWith("--")) custom.push(d);
    });
    removeNodes(custom);
    removeEmptyRules(root);
    expect(root.toString()).toBe("a{color:red}@media print{}");
  });

  it("moves all children of one container to the end of another", () => {
    const from = postcss.parse("a{x:1}b{y:2}");
    const into = postcss.parse("z{w:0}");
    moveChildren(from, into);
    expect(from.nodes).toHaveLength(0);
    expect(into.nodes.map((n) => n.parent === into)).toEqual([true, true, true]);
    expect(into.toString()).toBe("z{w:0}a{x:1}b{y:2}");
  });
});
