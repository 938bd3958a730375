import { parse as parseGraphql } from 'graphql';
import { parse as parseToml } from 'smol-toml';
import type { Node } from 'web-tree-sitter';
import { parseAllDocuments } from 'yaml';
import { sdkEntries } from '../../src/references.config';
import { treeSitterLanguage } from '../../src/sources/tree-sitter';

/**
 * Samples in languages we cannot run here must at least parse: a syntax error in a Dart, Swift,
 * Kotlin, C# or Python sample is a sample a reader cannot paste. Parsed with tree-sitter's grammars
 * (web-tree-sitter and the prebuilt grammars of tree-sitter-wasms), and with the reference parsers
 * for GraphQL, JSON, YAML and TOML.
 *
 * A sample may be a whole file or the body of a function (most reference examples are a few
 * statements): when the text does not parse as a file, it is parsed once more inside a function of
 * the language, and passes if that parses.
 */

export interface ParseProblem {
  /** 0-based line within the sample. */
  line: number;
  message: string;
}

/** Fence languages of no client library and the grammar (tree-sitter-wasms file name) that parses them. */
const OTHER_GRAMMARS: Record<string, string> = {
  ruby: 'ruby',
  rb: 'ruby',
  php: 'php',
  go: 'go',
  rust: 'rust',
  rs: 'rust',
  java: 'java',
  html: 'html',
  css: 'css',
  vue: 'vue',
};

/** How a function body is wrapped so statements at the top level parse; `indent` for Python. */
const OTHER_BODY_WRAPPERS: Record<string, { open: string; close: string; indent?: string }> = {
  java: { open: 'class Sample { void sample() throws Exception {', close: '}}' },
  go: { open: 'package main\nfunc sample() {', close: '}' },
  rust: { open: 'async fn sample() {', close: '}' },
  php: { open: '<?php', close: '' },
};

/**
 * The client libraries' languages, from their code descriptors (src/references.config.ts): each
 * fence word's grammar, and each grammar's body wrapper. Those whose syntax TypeScript proves
 * (JavaScript, TypeScript) are left to the type-check.
 */
const CLIENT_LANGUAGES = sdkEntries.flatMap((e) => e.code.languages.filter((l) => l.syntax === 'tree-sitter').map((language) => ({ language, body: e.code.body })));
const GRAMMARS: Record<string, string> = {
  ...OTHER_GRAMMARS,
  ...Object.fromEntries(CLIENT_LANGUAGES.flatMap(({ language }) => language.fences.map((f) => [f, language.grammar]))),
};
const BODY_WRAPPERS: Record<string, { open: string; close: string; indent?: string }> = {
  ...OTHER_BODY_WRAPPERS,
  ...Object.fromEntries(CLIENT_LANGUAGES.flatMap(({ language, body }) => (body ? [[language.grammar, body]] : []))),
};

/** Languages this check parses. */
export const PARSED_LANGUAGES = new Set([...Object.keys(GRAMMARS), 'graphql', 'gql', 'json', 'jsonc', 'yaml', 'yml', 'toml']);

/** The first syntax error of a tree: an ERROR node or a token the parser had to invent. */
function firstError(node: Node): Node | undefined {
  if (node.type === 'ERROR' || node.isMissing) return node;
  if (!node.hasError) return undefined;
  for (const child of node.children) {
    if (!child) continue;
    const found = firstError(child);
    if (found) return found;
  }
  return node;
}

/** A sample's syntax tree, and where its first line is in the tree (1 when it was wrapped in a function). */
export interface SampleTree {
  root: Node;
  /** Rows the wrapper added above the sample: subtract from a node's row to get the sample's line. */
  lineOffset: number;
  /** The first syntax error, as a problem of the sample; undefined when it parses. */
  problem?: ParseProblem;
}

function problemAt(grammarName: string, code: string, error: Node, lineOffset = 0): ParseProblem {
  const line = Math.max(0, error.startPosition.row - lineOffset);
  const near = code.split('\n')[line]?.trim() ?? '';
  const what = error.isMissing ? `missing ${error.type}` : 'syntax error';
  return { line, message: `${what} (${grammarName} grammar) near: ${near.slice(0, 80)}` };
}

/**
 * Parses `code` with a tree-sitter grammar and hands its tree to `read` (trees live in WebAssembly
 * memory, so they are freed when `read` returns). As a file first; unless `wholeFile`, a sample that
 * does not parse as a file is parsed again inside a function of the language, and that tree is used
 * when it parses. When neither parses, the file's tree is used, with the file's first error.
 */
export async function withSampleTree<T>(grammarName: string, code: string, read: (tree: SampleTree) => T, { wholeFile = false } = {}): Promise<T> {
  // The build's loader of grammars (one at a time: src/sources/tree-sitter.ts says why), and the
  // Parser of the web-tree-sitter it initialised.
  const { ts, language } = await treeSitterLanguage(grammarName);
  const parser = new ts.Parser();
  const trees: { delete(): void }[] = [];
  try {
    parser.setLanguage(language);
    const tree = parser.parse(code);
    if (!tree) throw new Error(`tree-sitter could not parse a ${grammarName} sample`);
    trees.push(tree);
    const error = firstError(tree.rootNode);
    if (!error) return read({ root: tree.rootNode, lineOffset: 0 });
    const wrapper = BODY_WRAPPERS[grammarName];
    if (wrapper && !wholeFile) {
      const body = wrapper.indent ? code.split('\n').map((l) => wrapper.indent + l).join('\n') : code;
      const wrapped = parser.parse(`${wrapper.open}\n${body}\n${wrapper.close}`);
      if (wrapped) {
        trees.push(wrapped);
        if (!wrapped.rootNode.hasError) return read({ root: wrapped.rootNode, lineOffset: wrapper.open.split('\n').length });
      }
    }
    return read({ root: tree.rootNode, lineOffset: 0, problem: problemAt(grammarName, code, error) });
  } finally {
    for (const tree of trees) tree.delete();
    parser.delete();
  }
}

/** The tree-sitter grammar (tree-sitter-wasms name) of a fence language, if this check has one. */
export const grammarOf = (lang: string): string | undefined => GRAMMARS[lang.toLowerCase()];

/** Parses one sample. Undefined when it parses, or when its language is not one this check knows. */
export async function parseProblem(lang: string, code: string): Promise<ParseProblem | undefined> {
  const key = lang.toLowerCase();
  try {
    if (key === 'graphql' || key === 'gql') {
      parseGraphql(code);
      return undefined;
    }
    if (key === 'json') {
      JSON.parse(code);
      return undefined;
    }
    if (key === 'jsonc') {
      JSON.parse(code.replace(/("(?:[^"\\]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (m, str: string | undefined) => str ?? m.replace(/[^\n]/g, ' ')).replace(/,(\s*[}\]])/g, '$1'));
      return undefined;
    }
    if (key === 'yaml' || key === 'yml') {
      for (const doc of parseAllDocuments(code)) {
        if ('errors' in doc && doc.errors.length) {
          const error = doc.errors[0]!;
          return { line: error.linePos?.[0]?.line ? error.linePos[0].line - 1 : 0, message: error.message.split('\n')[0]! };
        }
      }
      return undefined;
    }
    if (key === 'toml') {
      parseToml(code);
      return undefined;
    }
  } catch (error) {
    const e = error as { message: string; locations?: { line: number }[]; line?: number };
    const line = e.locations?.[0]?.line ?? e.line ?? lineOfJsonError(code, e.message) ?? 1;
    return { line: line - 1, message: e.message.split('\n')[0]! };
  }
  const grammarName = GRAMMARS[key];
  return grammarName ? withSampleTree(grammarName, code, (tree) => tree.problem) : undefined;
}

function lineOfJsonError(code: string, message: string): number | undefined {
  const position = /position (\d+)/.exec(message);
  if (!position) return undefined;
  return code.slice(0, Number(position[1])).split('\n').length;
}
