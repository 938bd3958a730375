import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT, type CodeBlock } from '../../sql/lib/code-blocks';

/** The shared declaration of the client API (`declare module '@plinth/plinth-js'`). */
export const PLINTH_TYPES = path.join(REPO_ROOT, 'types', 'plinth-js.d.ts');

/** A code sample written to disk as the file a reader would create. */
export interface Sample {
  /** Path in the reader's app, from the block's `title` (e.g. `app/account/page.tsx`). */
  file: string;
  code: string;
  /** Line of the block's opening fence in the .mdx page. */
  line: number;
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

const TS_LANGS = new Set(['ts', 'tsx', 'typescript']);

/**
 * The TypeScript and TSX blocks of a page, each as the file its title names. A block without a title
 * is checked as `snippet-<line>.ts(x)`. Two blocks with the same title would be ambiguous (which one
 * is the file?), so that throws.
 */
export function samplesFromBlocks(blocks: CodeBlock[]): Sample[] {
  const samples: Sample[] = [];
  const seen = new Map<string, number>();
  for (const block of blocks) {
    if (!TS_LANGS.has(block.lang)) continue;
    const extension = block.lang === 'tsx' ? '.tsx' : '.ts';
    const file = block.title ?? `snippet-${block.line}${extension}`;
    const previous = seen.get(file);
    if (previous !== undefined) throw new Error(`two code blocks are titled "${file}" (lines ${previous} and ${block.line})`);
    seen.set(file, block.line);
    samples.push({ file, code: block.code, line: block.line });
  }
  return samples;
}

/**
 * The options `create-next-app` writes into a new app's tsconfig.json (strict, bundler resolution,
 * `@/*` pointing at the app root).
 */
function nextAppOptions(root: string): ts.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2017,
    lib: ['lib.dom.d.ts', 'lib.dom.iterable.d.ts', 'lib.esnext.d.ts'],
    strict: true,
    noEmit: true,
    esModuleInterop: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    resolveJsonModule: true,
    isolatedModules: true,
    jsx: ts.JsxEmit.ReactJSX,
    paths: { '@/*': [path.join(root, '*')] },
    typeRoots: [path.join(REPO_ROOT, 'node_modules', '@types')],
    types: ['node', 'react', 'react-dom'],
  };
}

/**
 * Writes the samples into a temporary Next.js app (node_modules linked to this repository's, so
 * `next`, `react` and their types resolve), adds the Plinth client declaration, and type-checks
 * everything as `tsc --noEmit` would. Returns every error, located in the .mdx page.
 */
export function typecheckSamples(samples: Sample[]): SampleError[] {
  const root = mkdtempSync(path.join(os.tmpdir(), 'plinth-typecheck-'));
  try {
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    writeFileSync(path.join(root, 'next-env.d.ts'), '/// <reference types="next" />\n');
    const bySamplePath = new Map<string, Sample>();
    for (const sample of samples) {
      const full = path.join(root, sample.file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, sample.code);
      bySamplePath.set(path.normalize(full), sample);
    }
    const rootNames = [path.join(root, 'next-env.d.ts'), PLINTH_TYPES, ...bySamplePath.keys()];
    const program = ts.createProgram(rootNames, nextAppOptions(root));
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      if (!diagnostic.file || diagnostic.start === undefined) return { line: 0, message };
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
      const sample = bySamplePath.get(path.normalize(diagnostic.file.fileName));
      if (sample) return { sample: sample.file, line: sample.line + 1 + line, message };
      return { file: path.relative(REPO_ROOT, diagnostic.file.fileName), line: line + 1, message };
    });
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** One line per error: `page.mdx:LINE (sample file): message`. */
export function formatErrors(page: string, errors: SampleError[]): string {
  return errors
    .map((e) => (e.sample ? `${page}:${e.line} (${e.sample}): ${e.message}` : `${e.file ?? '(program)'}:${e.line}: ${e.message}`))
    .join('\n');
}
