import { statSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

/**
 * The boot script (boot.ts) as every page inlines it, compiled from its source by esbuild as the
 * enhancer is (builder/vendor.ts). The root layout, rendered by Next, and the item pages, written
 * by the build (builder/crawler-pages.tsx), both take it from here, so every page carries the same
 * bytes and the site's policy allows them by one hash; `boot.toString()` would be each compiler's
 * own rendering of the function (Next's minifier and tsx made two different scripts of it).
 *
 * Node-only (server components and the build). Compiled once per process, and again when one of
 * its source files has changed since (an edit under `next dev`).
 */

const ENTRY = "import { runBoot } from './boot';\nrunBoot();\n";

let compiled: { text: string; inputs: [file: string, modified: number][] } | undefined;

const modified = (file: string): number => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
};

/** The inline boot script's text. Throws if it would hold a `<` (an inline script must not: `</script>` would end it). */
export function bootScript(): string {
  if (compiled?.inputs.every(([file, time]) => modified(file) === time)) return compiled.text;
  const root = process.cwd();
  const result = buildSync({
    stdin: { contents: ENTRY, resolveDir: path.join(root, 'src', 'enhance'), sourcefile: 'boot-entry.ts', loader: 'ts' },
    absWorkingDir: root,
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2022'],
    legalComments: 'none',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]!.text.trim();
  if (text.includes('<')) throw new Error('src/enhance/boot.ts compiles to a script with a "<" in it, which an inline script must not hold');
  const inputs = Object.keys(result.metafile.inputs)
    .map((file) => path.resolve(root, file))
    .filter((file) => modified(file) >= 0);
  compiled = { text, inputs: inputs.map((file) => [file, modified(file)]) };
  return text;
}
