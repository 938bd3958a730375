import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT, type CodeBlock } from '../sql/code-blocks';

/** The shared declaration of the client API (`declare module '@plinth/plinth-js'`). */
export const PLINTH_TYPES = path.join(REPO_ROOT, 'types', 'plinth-js.d.ts');
/** The Deno runtime as Edge Functions see it (`Deno.serve`, `Deno.env`, the `jsr:` modules samples import). */
export const DENO_TYPES = path.join(REPO_ROOT, 'types', 'deno.d.ts');
/** `@plinth/ssr` (the cookie-session clients for server-rendered apps), built on the v2 client. */
export const PLINTH_SSR_TYPES = path.join(REPO_ROOT, 'types', 'plinth-ssr.d.ts');
/** The JavaScript client v1's declarations, for the pages of the v1 reference. */
export const PLINTH_V1_TYPES = path.join(REPO_ROOT, 'types', 'plinth-js-v1.d.ts');

/** The declarations of each version of the JavaScript client. */
const TYPES_OF_VERSION: Record<string, string> = { v2: PLINTH_TYPES, v1: PLINTH_V1_TYPES };

/**
 * The client declarations a sample is checked against: its block's version (```ts v1), else v1 for
 * the v1 reference's pages, else the current client's.
 */
export function plinthTypesFor(page: string, version?: string): string {
  const wanted = version ?? (/(^|\/)content\/reference\/javascript\/v1\//.test(page) ? 'v1' : 'v2');
  const types = TYPES_OF_VERSION[wanted];
  if (!types) throw new Error(`${page}: no declarations of the JavaScript client ${wanted} to type-check its samples against`);
  return types;
}

/** What every sample may assume: a `plinth` client. */
export const SAMPLE_GLOBALS = path.join(REPO_ROOT, 'types', 'samples.d.ts');
/** Loose declarations of frameworks whose packages are not installed here (see its README). */
export const FRAMEWORK_TYPES_DIR = path.join(REPO_ROOT, 'types', 'frameworks');

/**
 * Where a sample runs decides what it may use:
 * - `app`: a strict Next.js/React/Node project (DOM, node and react types, the installed packages);
 * - `deno`: an Edge Function on Deno (web APIs, `Deno.*`, `npm:`/`jsr:` imports), no node or react types.
 */
export type SampleEnv = 'app' | 'deno';

/** A code sample written to disk as the file a reader would create. */
export interface Sample {
  /** Path in the reader's app, from the block's `title` (e.g. `app/account/page.tsx`). */
  file: string;
  code: string;
  /** Line of the block's opening fence in the .mdx page. */
  line: number;
  env?: SampleEnv;
  /** The client version its block shows (```ts v1), when not the page's. */
  version?: string;
}

export interface SampleError {
  /** The sample's file (its title) when the error is in a sample, else undefined. */
  sample?: string;
  /** Where the error is: the .mdx line for a sample, else the line in `file`. */
  line: number;
  /** For errors outside the samples (say, in a declaration file): that file. */
  file?: string;
  message: string;
}

/** An error located in a page (for checks over many pages at once). */
export interface PageSampleError extends SampleError {
  page?: string;
}

export const TS_LANGS = new Set(['ts', 'tsx', 'typescript']);
export const JS_LANGS = new Set(['js', 'jsx', 'javascript', 'mjs']);

/** The fence flags that place a sample: `deno` for Edge Function code whose title does not say so. */
export function envOf(block: Pick<CodeBlock, 'title' | 'flags' | 'code'>): SampleEnv {
  if (block.flags.has('deno')) return 'deno';
  if (block.title?.startsWith('plinth/functions/')) return 'deno';
  if (/\bDeno\.|from\s+['"](?:npm|jsr):/.test(block.code)) return 'deno';
  return 'app';
}

/**
 * The TypeScript and JavaScript blocks of a page, each as the file its title names. A block without
 * a title is checked as `snippet-<line>.<ext>`. Two blocks with the same title would be ambiguous
 * (which one is the file?), so that throws. Blocks flagged `fragment` are left out.
 */
export function samplesFromBlocks(blocks: CodeBlock[]): Sample[] {
  const samples: Sample[] = [];
  const seen = new Map<string, number>();
  for (const block of blocks) {
    const lang = block.lang.toLowerCase();
    const isTs = TS_LANGS.has(lang);
    if ((!isTs && !JS_LANGS.has(lang)) || block.flags.has('fragment')) continue;
    const extension = isTs ? (lang === 'tsx' ? '.tsx' : '.ts') : lang === 'jsx' ? '.jsx' : lang === 'mjs' ? '.mjs' : '.js';
    const file = block.title ?? `snippet-${block.line}${extension}`;
    const previous = seen.get(file);
    if (previous !== undefined) throw new Error(`two code blocks are titled "${file}" (lines ${previous} and ${block.line})`);
    seen.set(file, block.line);
    samples.push({ file, code: block.code, line: block.line, env: envOf(block), ...(block.version ? { version: block.version } : {}) });
  }
  return samples;
}

/**
 * The options `create-next-app` writes into a new app's tsconfig.json (strict, bundler resolution).
 * JavaScript samples are checked as an editor checks a JavaScript project (`checkJs` without
 * `strict`): a misspelt call or option fails, type annotations a JavaScript reader cannot write are
 * not asked for.
 */
function optionsFor(env: SampleEnv, javascript: boolean): ts.CompilerOptions {
  const common: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    strict: !javascript,
    noEmit: true,
    esModuleInterop: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // Every sample is its own module, so two pages' top-level names never collide.
    moduleDetection: ts.ModuleDetectionKind.Force,
    resolveJsonModule: true,
    isolatedModules: true,
    allowJs: true,
    checkJs: true,
    allowImportingTsExtensions: true,
    jsx: ts.JsxEmit.ReactJSX,
    typeRoots: [path.join(REPO_ROOT, 'node_modules', '@types')],
  };
  if (env === 'deno') return { ...common, lib: ['lib.esnext.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'], types: [] };
  return { ...common, lib: ['lib.dom.d.ts', 'lib.dom.iterable.d.ts', 'lib.esnext.d.ts'], types: ['node', 'react', 'react-dom'] };
}

/** Declaration and library files never change during a run: parse each once for every program. */
const sharedSourceFiles = new Map<string, ts.SourceFile>();

function hostFor(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const shared = fileName.includes(`${path.sep}node_modules${path.sep}`) || fileName.startsWith(path.join(REPO_ROOT, 'types'));
    if (!shared) return getSourceFile(fileName, languageVersion, onError, shouldCreate);
    const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
    let file = sharedSourceFiles.get(key);
    if (!file) {
      file = getSourceFile(fileName, languageVersion, onError, shouldCreate);
      if (file) sharedSourceFiles.set(key, file);
    }
    return file;
  };
  return host;
}

/**
 * The specifiers a reader's project resolves differently from ours, rewritten on the same line so
 * error lines stay true: `@/x` (a Next.js app's root alias) and `$lib/x` (SvelteKit's `src/lib`)
 * become paths relative to the page's own app, so an import of a file the page never shows fails as
 * any relative import does; in Edge Functions, `npm:pkg@1/sub` becomes `pkg/sub` and `jsr:@scope/pkg@1` `@scope/pkg`.
 */
export function rewriteSpecifiers(code: string, fromDir: string, appRoot: string, env: SampleEnv): { code: string; rewritten: Map<string, string> } {
  const rewritten = new Map<string, string>();
  const out = code.replace(/(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\2/g, (whole, lead: string, quote: string, spec: string) => {
    let next = spec;
    if (spec.startsWith('@/') || spec.startsWith('$lib/')) {
      const inApp = spec.startsWith('@/') ? spec.slice(2) : `src/lib/${spec.slice(5)}`;
      next = path.relative(fromDir, path.join(appRoot, inApp)).split(path.sep).join('/');
      if (!next.startsWith('.')) next = `./${next}`;
    } else if (spec === './$types') {
      // SvelteKit generates each route's `./$types`; the loose declaration is `$types` (types/frameworks/sveltekit.d.ts).
      next = '$types';
    } else if (env === 'deno') {
      const m = /^(npm|jsr):(@[^/@]+\/[^/@]+|[^/@]+)(?:@[^/]+)?(\/.*)?$/.exec(spec);
      if (m) next = `${m[2]}${m[3] ?? ''}`;
    }
    if (next !== spec) rewritten.set(next, spec);
    return `${lead}${quote}${next}${quote}`;
  });
  return { code: out, rewritten };
}

/** Where one page's samples go in the temporary project: a folder per page, named after it. */
const pageFolder = (page: string) =>
  page
    .replace(/^content\//, '')
    .replace(/\.mdx$/, '')
    .replace(/[^a-zA-Z0-9/_-]/g, '_');

/**
 * Type-checks the samples of many pages, each against the client declarations of its version
 * (plinthTypesFor): a page's v1 samples (```ts v1) against v1's, its others against the page's.
 */
export function typecheckPagesByVersion(pages: { page: string; samples: Sample[] }[]): PageSampleError[] {
  const byTypes = new Map<string, { page: string; samples: Sample[] }[]>();
  for (const { page, samples } of pages) {
    const groups = new Map<string, Sample[]>();
    for (const sample of samples) {
      const types = plinthTypesFor(page, sample.version);
      groups.set(types, [...(groups.get(types) ?? []), sample]);
    }
    for (const [types, list] of groups) byTypes.set(types, [...(byTypes.get(types) ?? []), { page, samples: list }]);
  }
  return [...byTypes].flatMap(([plinthTypes, list]) => typecheckPages(list, { plinthTypes }));
}

/**
 * Type-checks the samples of many pages in one program per environment. Each page's samples are the
 * files of its own app (relative imports and `@/` reach only that page's samples), and every error
 * is located in its .mdx page.
 */
export function typecheckPages(pages: { page: string; samples: Sample[] }[], { plinthTypes = PLINTH_TYPES }: { plinthTypes?: string } = {}): PageSampleError[] {
  const root = mkdtempSync(path.join(os.tmpdir(), 'plinth-typecheck-'));
  try {
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    writeFileSync(path.join(root, 'next-env.d.ts'), '/// <reference types="next" />\n');
    const errors: PageSampleError[] = [];
    const frameworks = readdirSync(FRAMEWORK_TYPES_DIR)
      .filter((f) => f.endsWith('.d.ts'))
      .map((f) => path.join(FRAMEWORK_TYPES_DIR, f));
    const programs = [
      { env: 'app', javascript: false },
      { env: 'app', javascript: true },
      { env: 'deno', javascript: false },
      { env: 'deno', javascript: true },
    ] as const;
    for (const { env, javascript } of programs) {
      const bySamplePath = new Map<string, { page: string; sample: Sample; rewritten: Map<string, string> }>();
      for (const { page, samples } of pages) {
        const appRoot = path.join(root, `${env}-${javascript ? 'js' : 'ts'}`, pageFolder(page));
        for (const sample of samples) {
          if ((sample.env ?? 'app') !== env || /\.(m?js|jsx)$/.test(sample.file) !== javascript) continue;
          const full = path.join(appRoot, sample.file);
          // A title is a file of the reader's project (the build refuses any other, code-meta.ts's
          // titleProblem): a sample is never written outside its page's scratch folder.
          const relative = path.relative(appRoot, full);
          if (relative.startsWith('..') || path.isAbsolute(relative))
            throw new Error(`${page}: the sample titled ${JSON.stringify(sample.file)} names a file outside the project`);
          mkdirSync(path.dirname(full), { recursive: true });
          const { code, rewritten } = rewriteSpecifiers(sample.code, path.dirname(full), appRoot, env);
          writeFileSync(full, code);
          bySamplePath.set(path.normalize(full), { page, sample, rewritten });
        }
      }
      if (!bySamplePath.size) continue;
      // @plinth/ssr depends on the v2 client: v1 pages cannot import it.
      const clients = plinthTypes === PLINTH_TYPES ? [plinthTypes, PLINTH_SSR_TYPES] : [plinthTypes];
      const declarations =
        env === 'deno' ? [...clients, DENO_TYPES, SAMPLE_GLOBALS] : [path.join(root, 'next-env.d.ts'), ...clients, SAMPLE_GLOBALS, ...frameworks];
      const options = optionsFor(env, javascript);
      const program = ts.createProgram([...declarations, ...bySamplePath.keys()], options, hostFor(options));
      for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
        let message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
        if (!diagnostic.file || diagnostic.start === undefined) {
          errors.push({ line: 0, message });
          continue;
        }
        const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
        const owner = bySamplePath.get(path.normalize(diagnostic.file.fileName));
        // Report import paths as the reader wrote them, not as rewritten for this check.
        for (const [next, original] of owner?.rewritten ?? []) message = message.replaceAll(`'${next}'`, `'${original}'`);
        if (owner) errors.push({ page: owner.page, sample: owner.sample.file, line: owner.sample.line + 1 + line, message });
        else errors.push({ file: path.relative(REPO_ROOT, diagnostic.file.fileName), line: line + 1, message });
      }
    }
    return errors;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** Type-checks one page's samples as one app. Returns every error, located in the .mdx page. */
export function typecheckSamples(samples: Sample[]): SampleError[] {
  return typecheckPages([{ page: 'page.mdx', samples }]).map(({ page: _page, ...error }) => error);
}

/** One line per error: `page.mdx:LINE (sample file): message`. */
export function formatErrors(page: string, errors: PageSampleError[]): string {
  return errors
    .map((e) => (e.sample ? `${e.page ?? page}:${e.line} (${e.sample}): ${e.message}` : `${e.file ?? '(program)'}:${e.line}: ${e.message}`))
    .join('\n');
}

/** Extensions a relative import may leave out, in the order bundlers try them. */
const IMPORT_EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.vue', '.svelte', '.json'];
/** Code a Vue or Svelte component imports: the content of its `<script>` elements, with the line each starts on. */
function componentScripts(code: string): { code: string; line: number }[] {
  return [...code.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => ({
    code: m[1]!,
    line: code.slice(0, m.index! + m[0].indexOf('>') + 1).split('\n').length - 1,
  }));
}

export interface UnresolvedImport {
  /** 1-based line in the .mdx page. */
  line: number;
  /** The importing file (the block's title, or `snippet-<line>` for an untitled block). */
  from: string;
  specifier: string;
}

/**
 * The imports between a page's files that the type-check cannot see fail (a page's code blocks are
 * the files of one app): what a Vue or Svelte component's script imports from the app (components
 * are not type-checked), and the components a TypeScript file imports (`import App from
 * './App.svelte'`, which types/frameworks declares for any path). Each must name a file a block of
 * the page is titled with. SvelteKit's generated `./$types` and assets (`.css`, images) are left alone.
 */
export function unresolvedImports(blocks: CodeBlock[]): UnresolvedImport[] {
  const shown = new Set(blocks.flatMap((b) => (b.title ? [path.posix.normalize(b.title)] : [])));
  const out: UnresolvedImport[] = [];
  for (const block of blocks) {
    const lang = block.lang.toLowerCase();
    const component = lang === 'vue' || lang === 'svelte';
    if (block.flags.has('fragment') || !(component || TS_LANGS.has(lang) || JS_LANGS.has(lang))) continue;
    const from = block.title ?? `snippet-${block.line}`;
    const dir = block.title ? path.posix.dirname(block.title) : '.';
    const scripts = component ? componentScripts(block.code) : [{ code: block.code, line: 0 }];
    for (const script of scripts) {
      const lineStarts = [0, ...[...script.code.matchAll(/\n/g)].map((m) => m.index! + 1)];
      for (const imported of ts.preProcessFile(script.code, true, true).importedFiles) {
        const specifier = imported.fileName;
        const aliased = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('$lib/') ? `src/lib/${specifier.slice(5)}` : undefined;
        if (!aliased && !specifier.startsWith('.')) continue;
        if (specifier === './$types' || /\.(css|scss|svg|png|jpe?g|gif|webp)$/.test(specifier)) continue;
        // A TypeScript file's own imports of TypeScript are resolved (or refused) by the type-check.
        if (!component && !/\.(vue|svelte)$/.test(specifier)) continue;
        const target = path.posix.normalize(aliased ?? path.posix.join(dir, specifier));
        const candidates = [target, ...IMPORT_EXTENSIONS.map((e) => target + e), ...IMPORT_EXTENSIONS.map((e) => `${target}/index${e}`)];
        if (candidates.some((c) => shown.has(c))) continue;
        const row = lineStarts.filter((start) => start <= imported.pos).length - 1;
        out.push({ line: block.line + 1 + script.line + row, from, specifier });
      }
    }
  }
  return out;
}
