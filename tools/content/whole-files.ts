import { parse as parseVue } from '@vue/compiler-sfc';
import { validate as validateDockerfile } from 'dockerfile-utils';
import { parse as parseDotenv } from 'dotenv';
import { parse as parseHtmlDocument, parseFragment as parseHtmlFragment, type ParserError } from 'parse5';
import { SaxesParser } from 'saxes';
import { createRequire } from 'node:module';
import ts from 'typescript';
import type { Node } from 'web-tree-sitter';
import { resolveLanguage } from '../../src/content/highlight';
import { sdkEntries } from '../../src/references.config';
import type { CodeBlock } from '../sql/code-blocks';
import { parseProblem, withSampleTree, type ParseProblem } from './parse-samples';

/**
 * A code block titled with a file name (`title="app/src/main/AndroidManifest.xml"`) is that whole
 * file, in the language its name says:
 * - the fence's language agrees with the file name (`title="x.ts"` on a ```js fence fails);
 * - a program (`.kt`, `.swift`, `.dart`, `.py`, `.cs`, `.ts`, `.tsx`, `.js`, `.jsx`, `.vue`,
 *   `.svelte`) parses as a file, never as statements wrapped into a function, and holds at least one
 *   import, declaration, call or assignment: a lone identifier is not a file;
 * - a file in another format parses with a parser of that format: XML (saxes), HTML (parse5), JSON,
 *   YAML, TOML, Dockerfile (dockerfile-utils), shell (tree-sitter-bash), `.env` (dotenv).
 *
 * A titled block flagged `fragment` is an excerpt of the named file (the intent filter to add to a
 * manifest): its language must still agree with the name, and XML excerpts must be well-formed
 * element content, but it need not be the whole file.
 *
 * An XML file whose kind fixes its document element starts with it: `<manifest>` for an
 * `AndroidManifest.xml`, `<plist>` for a `.plist`, `<Project>` for a `.csproj` (an `<intent-filter>`
 * titled AndroidManifest.xml is an excerpt: flag it `fragment`).
 *
 * XML files get two rules beyond well-formedness, because code pasted into an attribute is still
 * well-formed XML (the Kotlin tutorial once had its whole MainActivity inside an `android:name`):
 * no attribute value spans lines (an XML parser turns the line breaks into spaces, so such a value is
 * never what a manifest, plist or project file means), and in an `AndroidManifest.xml` each
 * `android:name` is a class, permission, action or category name (`.MainActivity`,
 * `android.intent.action.VIEW`).
 */

/**
 * The Svelte compiler's parser. Svelte is installed under another name (`svelte-compiler`, npm:svelte)
 * and loaded without its types: its declaration file declares the module `svelte` globally, which
 * would clash with the loose `svelte` that types/frameworks/svelte.d.ts gives the guides' samples.
 * The interface names only what this check reads of its modern AST.
 */
interface SvelteAst {
  fragment: { nodes: { type: string }[] };
  instance: SvelteScript | null;
  module: SvelteScript | null;
}
interface SvelteScript {
  content: { body: { type: string; expression?: { type: string } }[] };
}
const { parse: parseSvelte } = createRequire(import.meta.url)('svelte-compiler/compiler') as { parse(source: string, options: { modern: true }): SvelteAst };

export interface FileProblem {
  /** 0-based line within the block. */
  line: number;
  message: string;
}

/** The language of a file name, as the highlighter names it; undefined when the name is not one we know. */
export function languageOfFile(file: string): string | undefined {
  const base = file.split('/').pop() ?? '';
  if (base === 'Dockerfile' || base.endsWith('.Dockerfile')) return 'dockerfile';
  if (base === '.env' || base.startsWith('.env.')) return 'dotenv';
  if (base === '.gitignore') return 'text';
  const ext = /\.([A-Za-z0-9]+)$/.exec(base)?.[1]?.toLowerCase();
  return ext ? EXTENSIONS[ext] : undefined;
}

/** File extensions of no client library's languages, and the language each names. */
const OTHER_EXTENSIONS: Record<string, string> = {
  vue: 'vue',
  svelte: 'svelte',
  xml: 'xml',
  plist: 'xml',
  csproj: 'xml',
  json: 'json',
  yaml: 'yaml',
  yml: 'yaml',
  toml: 'toml',
  html: 'html',
  htm: 'html',
  sh: 'bash',
  bash: 'bash',
  sql: 'sql',
  rb: 'ruby',
  php: 'php',
  prisma: 'prisma',
  graphql: 'graphql',
  gql: 'graphql',
  css: 'css',
  go: 'go',
  rs: 'rust',
  java: 'java',
};

/** The client libraries' languages (their code descriptors, src/references.config.ts). */
const CLIENT_LANGUAGES = sdkEntries.flatMap((e) => e.code.languages);
const EXTENSIONS: Record<string, string> = { ...OTHER_EXTENSIONS, ...Object.fromEntries(CLIENT_LANGUAGES.flatMap((l) => l.extensions.map((x) => [x, l.shiki]))) };

/** Fence languages that may show a file of another language: JSON with comments (tsconfig.json, VS Code settings). */
const ALSO_ACCEPTED: Record<string, string[]> = { json: ['jsonc'] };

/**
 * The file a title names, or undefined when the title is not a file name (`header`, `payload`).
 * A part of a file split over several blocks is written `schema.sql (1/4)`.
 */
export function fileOfTitle(title: string | undefined): string | undefined {
  if (!title) return undefined;
  const file = title.replace(/\s+\(\d+\/\d+\)$/, '').trim();
  if (/\s/.test(file)) return undefined;
  return languageOfFile(file) !== undefined || /\.[A-Za-z0-9]+$/.test(file) ? file : undefined;
}

/**
 * The tree-sitter grammar of each program language, and the node types that make a file of
 * substance: the client libraries' languages whose syntax tree-sitter proves, and shell scripts.
 */
const PROGRAMS: Record<string, { grammar: string; substance: Set<string> }> = {
  ...Object.fromEntries(CLIENT_LANGUAGES.filter((l) => l.syntax === 'tree-sitter').map((l) => [l.shiki, { grammar: l.grammar, substance: new Set(l.substance) }])),
  bash: { grammar: 'bash', substance: new Set(['command', 'pipeline', 'list', 'variable_assignment', 'declaration_command', 'function_definition', 'if_statement', 'for_statement', 'while_statement', 'case_statement', 'redirected_statement', 'subshell', 'compound_statement']) },
};

/** Wrappers whose content is what counts: `expression_statement` (Python), `global_statement` and its expression statement (C#). */
const WRAPPERS = new Set(['expression_statement', 'global_statement']);

function hasSubstance(root: Node, substance: Set<string>): boolean {
  const counts = (node: Node): boolean => substance.has(node.type) || (WRAPPERS.has(node.type) && node.namedChildren.some((c) => !!c && counts(c)));
  return root.namedChildren.some((c) => !!c && counts(c));
}

const NO_SUBSTANCE = 'holds no import, declaration, call or assignment: a file of this name would not be this';

/** TypeScript and JavaScript, parsed by TypeScript's own parser (the type-check's). */
function scriptProblem(code: string, language: 'typescript' | 'tsx' | 'javascript' | 'jsx', lineOffset = 0): FileProblem | undefined {
  const kind = { typescript: ts.ScriptKind.TS, tsx: ts.ScriptKind.TSX, javascript: ts.ScriptKind.JS, jsx: ts.ScriptKind.JSX }[language];
  const fileName = `sample.${{ typescript: 'ts', tsx: 'tsx', javascript: 'js', jsx: 'jsx' }[language]}`;
  const { diagnostics = [] } = ts.transpileModule(code, { fileName, reportDiagnostics: true, compilerOptions: { jsx: ts.JsxEmit.Preserve, allowJs: true } });
  const error = diagnostics.find((d) => d.category === ts.DiagnosticCategory.Error);
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, kind);
  if (error) {
    const line = error.start === undefined ? 0 : source.getLineAndCharacterOfPosition(error.start).line;
    return { line: line + lineOffset, message: ts.flattenDiagnosticMessageText(error.messageText, ' ') };
  }
  return scriptHasSubstance(source) ? undefined : { line: lineOffset, message: `${NO_SUBSTANCE} (${language})` };
}

/** A statement of substance: anything but an expression statement of a name, a literal or a member read. */
function scriptHasSubstance(source: ts.SourceFile): boolean {
  return source.statements.some((s) => {
    if (ts.isEmptyStatement(s)) return false;
    if (!ts.isExpressionStatement(s)) return true;
    const e = s.expression;
    return !(ts.isIdentifier(e) || ts.isLiteralExpression(e) || ts.isPropertyAccessExpression(e) || e.kind === ts.SyntaxKind.TrueKeyword || e.kind === ts.SyntaxKind.FalseKeyword || e.kind === ts.SyntaxKind.NullKeyword);
  });
}

async function programProblem(language: string, code: string): Promise<FileProblem | undefined> {
  const program = PROGRAMS[language]!;
  return withSampleTree(
    program.grammar,
    code,
    ({ root, problem }) => {
      if (problem) return { line: problem.line, message: `does not parse as a whole ${language} file: ${problem.message}` };
      return hasSubstance(root, program.substance) ? undefined : { line: 0, message: `${NO_SUBSTANCE} (${language})` };
    },
    { wholeFile: true },
  );
}

function vueProblem(code: string): FileProblem | undefined {
  const { descriptor, errors } = parseVue(code, { filename: 'sample.vue' });
  const error = errors[0];
  if (error) {
    const line = 'loc' in error && error.loc ? error.loc.start.line - 1 : 0;
    return { line, message: `does not parse as a Vue component: ${error.message}` };
  }
  let substance = !!descriptor.template?.ast?.children.some((c) => c.type === 1 /* element */);
  for (const script of [descriptor.script, descriptor.scriptSetup]) {
    if (!script) continue;
    const language = script.lang === 'ts' ? 'typescript' : script.lang === 'tsx' ? 'tsx' : 'javascript';
    const problem = scriptProblem(script.content, language, script.loc.start.line - 1);
    if (problem && !problem.message.startsWith(NO_SUBSTANCE)) return problem;
    if (!problem) substance = true;
  }
  return substance ? undefined : { line: 0, message: `${NO_SUBSTANCE} (a Vue component needs a template element or a script)` };
}

function svelteProblem(code: string): FileProblem | undefined {
  let ast: SvelteAst;
  try {
    ast = parseSvelte(code, { modern: true });
  } catch (error) {
    const e = error as { message: string; start?: { line: number } };
    return { line: (e.start?.line ?? 1) - 1, message: `does not parse as a Svelte component: ${e.message.split('\n')[0]}` };
  }
  const markup = ast.fragment.nodes.some((n) => n.type !== 'Text' && n.type !== 'Comment');
  const scripts = [ast.instance, ast.module].filter((s): s is SvelteScript => !!s);
  const scripted = scripts.some((s) => s.content.body.some((statement) => statement.type !== 'ExpressionStatement' || !['Identifier', 'Literal', 'MemberExpression'].includes(statement.expression?.type ?? '')));
  return markup || scripted ? undefined : { line: 0, message: `${NO_SUBSTANCE} (a Svelte component needs markup or a script)` };
}

/** The document element of XML files whose kind fixes it. */
function rootElementOf(file: string): string | undefined {
  if (/(^|\/)AndroidManifest\.xml$/.test(file)) return 'manifest';
  if (file.endsWith('.plist')) return 'plist';
  if (file.endsWith('.csproj')) return 'Project';
  return undefined;
}

/** Well-formed XML, and the two rules for attributes (see the module comment). `fragment`: element content, not a document. */
function xmlProblem(code: string, file: string, fragment: boolean): FileProblem | undefined {
  const wrapped = fragment ? `<excerpt>${code}</excerpt>` : code;
  const parser = new SaxesParser({ position: true });
  const problems: FileProblem[] = [];
  const android = /(^|\/)AndroidManifest\.xml$/.test(file);
  const root = fragment ? undefined : rootElementOf(file);
  let last = 0;
  let first = true;
  parser.on('opentag', (tag) => {
    if (first && root && tag.name !== root) problems.push({ line: parser.line - 1, message: `starts with <${tag.name}>, but the whole file's document element is <${root}>: show the whole file, or flag an excerpt \`fragment\`` });
    first = false;
  });
  parser.on('error', (error) => {
    problems.push({ line: parser.line - 1, message: `is not well-formed XML: ${error.message.replace(/^\d+:\d+: /, '')}` });
  });
  parser.on('opentagstart', () => {
    last = parser.position;
  });
  parser.on('attribute', ({ name, value }) => {
    // The raw text of this attribute, from the end of what came before it (saxes gives the value
    // with its line breaks turned into spaces).
    const raw = wrapped.slice(last, parser.position);
    const startLine = parser.line - 1 - (raw.match(/\n/g) ?? []).length;
    const quoted = /=\s*(["'])([\s\S]*)\1\s*$/.exec(raw)?.[2] ?? '';
    last = parser.position;
    if (quoted.includes('\n')) {
      const lineOfValue = startLine + (raw.slice(0, raw.indexOf(quoted)).match(/\n/g) ?? []).length;
      problems.push({ line: lineOfValue, message: `attribute ${name} has a value that spans lines (${JSON.stringify(value.slice(0, 60))}…): an attribute holds a name or a short value, not a pasted block` });
    } else if (android && name === 'android:name' && !/^\.?[A-Za-z_][\w$]*(\.[A-Za-z_][\w$]*)*$/.test(value)) {
      problems.push({ line: parser.line - 1, message: `android:name="${value.slice(0, 60)}" is not a class, permission, action or category name` });
    }
  });
  try {
    parser.write(wrapped).close();
  } catch {
    // saxes reports through the error handler above; a throw after it is the same problem.
  }
  return problems[0];
}

function htmlProblem(code: string): FileProblem | undefined {
  const errors: ParserError[] = [];
  const onParseError = (error: ParserError) => errors.push(error);
  if (/^\s*(<!doctype|<html)/i.test(code)) parseHtmlDocument(code, { onParseError });
  else parseHtmlFragment(code, { onParseError });
  const error = errors[0];
  return error ? { line: error.startLine - 1, message: `is not valid HTML: ${error.code}` } : undefined;
}

function dockerfileProblem(code: string): FileProblem | undefined {
  const error = validateDockerfile(code).find((d) => d.severity === 1);
  return error ? { line: error.range.start.line, message: `is not a valid Dockerfile: ${error.message}` } : undefined;
}

/**
 * Every line of a `.env` file is blank, a comment or one `KEY=value` that dotenv reads (its parser
 * skips anything else without a word, so each statement is read on its own; a quoted value may go
 * on over the next lines).
 */
function dotenvProblem(code: string): FileProblem | undefined {
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim() || line.trim().startsWith('#')) continue;
    let statement = line;
    let end = i;
    // A quoted value left open on this line goes on to the line that closes it.
    const open = /=\s*(["'`])(.*)$/.exec(line);
    if (open && !open[2]!.includes(open[1]!)) {
      while (end + 1 < lines.length && !lines[end + 1]!.includes(open[1]!)) statement += `\n${lines[++end]}`;
      if (end + 1 < lines.length) statement += `\n${lines[++end]}`;
    }
    if (Object.keys(parseDotenv(statement)).length !== 1) return { line: i, message: `is not a .env line (KEY=value): ${line.trim().slice(0, 60)}` };
    i = end;
  }
  return undefined;
}

/** Languages whose named files this check parses as whole files. */
export const WHOLE_FILE_LANGUAGES = new Set([...Object.keys(PROGRAMS), 'typescript', 'tsx', 'javascript', 'jsx', 'vue', 'svelte', 'xml', 'html', 'json', 'yaml', 'jsonc', 'toml', 'dockerfile', 'dotenv']);

/** Whether the titled-block check parses this block (as a whole file, or as an XML excerpt). */
export function parsedAsFile(block: Pick<CodeBlock, 'title' | 'flags'>): boolean {
  const file = fileOfTitle(block.title);
  const language = file && languageOfFile(file);
  if (!language) return false;
  return block.flags.has('fragment') ? language === 'xml' : WHOLE_FILE_LANGUAGES.has(language);
}

/** What is wrong with `code` as the whole file `file` in `language` (see the module comment). */
export async function wholeFileProblem(language: string, code: string, file: string): Promise<FileProblem | undefined> {
  switch (language) {
    case 'typescript':
    case 'tsx':
    case 'javascript':
    case 'jsx':
      return scriptProblem(code, language);
    case 'vue':
      return vueProblem(code);
    case 'svelte':
      return svelteProblem(code);
    case 'xml':
      return xmlProblem(code, file, false);
    case 'html':
      return htmlProblem(code);
    case 'dockerfile':
      return dockerfileProblem(code);
    case 'dotenv':
      return dotenvProblem(code);
    case 'json':
    case 'jsonc':
    case 'yaml':
    case 'toml': {
      const problem: ParseProblem | undefined = await parseProblem(language, code);
      return problem && { line: problem.line, message: `does not parse as ${language}: ${problem.message}` };
    }
    default:
      return PROGRAMS[language] ? programProblem(language, code) : undefined;
  }
}

export interface TitledBlockProblem {
  /** 1-based line in the .mdx file. */
  line: number;
  file: string;
  message: string;
}

/** Counts for the test report, by the language of the file. */
export interface WholeFileCounts {
  /** Titled blocks proven whole files. */
  whole: Map<string, number>;
  /** Titled blocks flagged `fragment`: excerpts of their file. */
  excerpts: number;
  /** Titled blocks whose file name is of a kind this check does not parse (`.tf`, `.prisma`…). */
  unparsed: Map<string, number>;
}

/** The titled blocks of a page that are not the whole file their title names (or whose fence disagrees with it). */
export async function titledBlockProblems(blocks: CodeBlock[], counts?: WholeFileCounts): Promise<TitledBlockProblem[]> {
  const problems: TitledBlockProblem[] = [];
  for (const block of blocks) {
    const file = fileOfTitle(block.title);
    if (!file) continue;
    const expected = languageOfFile(file);
    const fence = resolveLanguage(block.lang);
    const at = (line: number, message: string) => problems.push({ line: block.line + 1 + line, file, message: `${file} ${message}` });
    if (expected && fence !== expected && !ALSO_ACCEPTED[expected]?.includes(block.lang.toLowerCase())) {
      at(-1, `is ${expected}, but its block is fenced as ${block.lang || 'plain text'}: write \`\`\`${fenceFor(expected)}`);
      continue;
    }
    if (block.flags.has('fragment')) {
      if (counts) counts.excerpts += 1;
      if (expected === 'xml') {
        const problem = xmlProblem(block.code, file, true);
        if (problem) at(problem.line, problem.message);
      }
      continue;
    }
    const language = expected === 'json' && block.lang.toLowerCase() === 'jsonc' ? 'jsonc' : (expected ?? fence ?? '');
    if (!WHOLE_FILE_LANGUAGES.has(language)) {
      const kind = expected ?? (/\.[A-Za-z0-9]+$/.exec(file)?.[0] ?? file);
      if (counts && language !== 'sql') counts.unparsed.set(kind, (counts.unparsed.get(kind) ?? 0) + 1);
      continue;
    }
    const problem = await wholeFileProblem(language, block.code, file);
    if (problem) at(problem.line, problem.message);
    else if (counts) counts.whole.set(language, (counts.whole.get(language) ?? 0) + 1);
  }
  return problems;
}

/** The fence to write for a language. */
function fenceFor(language: string): string {
  return { typescript: 'ts', javascript: 'js', dotenv: 'env' }[language] ?? language;
}
