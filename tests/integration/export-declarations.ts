import ts from "typescript";
import { parse as parseSfc } from "@vue/compiler-sfc";

/**
 * What a single-file export declares, read by parsing it (TypeScript's parser for the script, Vue's for the SFC):
 * the components it defines, the data arrays with their item counts, and (Vue) the components its root template
 * renders. Lets tests compare the JSX and Vue single files without pinning their text.
 */
export interface Declarations {
  components: string[];
  /** Top-level array literals: name → number of items. */
  dataArrays: Record<string, number>;
  /** Components the Vue root template renders (empty for JSX). */
  templateComponents: string[];
}

function scriptDeclarations(code: string, kind: ts.ScriptKind): Omit<Declarations, "templateComponents"> {
  const file = ts.createSourceFile(`export.${kind === ts.ScriptKind.JSX ? "jsx" : "ts"}`, code, ts.ScriptTarget.Latest, true, kind);
  const components: string[] = [];
  const dataArrays: Record<string, number> = {};
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) components.push(statement.name.text);
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (!ts.isIdentifier(decl.name) || !decl.initializer) continue;
      const init = decl.initializer;
      if (ts.isArrayLiteralExpression(init)) dataArrays[decl.name.text] = init.elements.length;
      if (ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === "defineComponent") components.push(decl.name.text);
    }
  }
  return { components, dataArrays };
}

/** A JSX single file: its function components (the default export included) and data arrays. */
export function jsxDeclarations(code: string): Declarations {
  return { ...scriptDeclarations(code, ts.ScriptKind.JSX), templateComponents: [] };
}

interface TemplateNode {
  type: number;
  tag?: string;
  tagType?: number;
  props?: { type: number; name: string; exp?: { content: string } }[];
  children?: TemplateNode[];
}

/**
 * A Vue SFC: `defineComponent` constants and arrays in `<script setup>`, component tags in `<template>`, and the
 * data array each `v-for` iterates (`card in cards` → `cards`).
 */
export function vueDeclarations(source: string): Declarations & { loops: string[] } {
  const { descriptor, errors } = parseSfc(source, { filename: "ExportedLayout.vue" });
  if (errors.length) throw new Error(`Vue SFC parse failed: ${errors.map(String).join("; ")}`);
  const script = descriptor.scriptSetup?.content ?? descriptor.script?.content ?? "";
  const templateComponents: string[] = [];
  const loops: string[] = [];
  // Vue's template AST: element nodes are type 1, and tagType 1 marks a component; directives are props of type 7.
  const walk = (node: TemplateNode) => {
    if (node.type === 1 && node.tagType === 1 && node.tag) templateComponents.push(node.tag);
    for (const p of node.props ?? []) if (p.type === 7 && p.name === "for" && p.exp) loops.push(p.exp.content.split(/\s+in\s+/).at(-1)!.trim());
    for (const c of node.children ?? []) walk(c);
  };
  if (descriptor.template?.ast) walk(descriptor.template.ast as unknown as TemplateNode);
  return { ...scriptDeclarations(script, ts.ScriptKind.TS), templateComponents, loops };
}
