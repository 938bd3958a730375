import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Language } from 'web-tree-sitter';

type TreeSitter = typeof import('web-tree-sitter');

let treeSitter: Promise<TreeSitter> | undefined;
const languages = new Map<string, Promise<Language>>();
/** The grammar being loaded: the next waits for it (see treeSitterLanguage). */
let loading: Promise<unknown> = Promise.resolve();

/**
 * A tree-sitter grammar of tree-sitter-wasms (`name` as its file names it: `dart`, `c_sharp`…),
 * with web-tree-sitter initialised once, for the build's code-sample readers
 * (src/content/call-chains.ts) and the sample checks (tools/content/parse-samples.ts).
 *
 * Grammars load one at a time. web-tree-sitter links each grammar's WebAssembly into one shared
 * symbol table, and two loads running together mix their symbols up on Node 19 and later: the
 * build failed now and then with "bad export type for 'tree_sitter_kotlin_external_scanner_create':
 * undefined" while prerendering a page with Swift and Kotlin samples (tree-sitter/tree-sitter#2338).
 * Eight grammars asked for at once failed seven times in eight; tree-sitter.test.ts asks for them so.
 */
export async function treeSitterLanguage(name: string): Promise<{ ts: TreeSitter; language: Language }> {
  // Imported when first needed, so the modules that use it stay light where no sample is read.
  treeSitter ??= import('web-tree-sitter').then(async (module) => {
    await module.Parser.init();
    return module;
  });
  const ts = await treeSitter;
  let language = languages.get(name);
  if (!language) {
    // Resolved from the project, not from this file: the build may run this module from a bundle.
    const wasmDir = path.join(path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve('tree-sitter-wasms/package.json')), 'out');
    const bytes = readFileSync(path.join(wasmDir, `tree-sitter-${name}.wasm`));
    language = loading.then(() => ts.Language.load(bytes));
    loading = language.catch(() => undefined);
    languages.set(name, language);
  }
  return { ts, language: await language };
}
