/**
 * Static files the pages load by URL, made before `dev` and `build`:
 * - mermaid's prebuilt ESM bundle, copied into public/vendor/mermaid (served as /vendor/mermaid/),
 *   with the diagram widget's frame module (src/authoring/Mermaid/frame.mjs) next to it. The widget
 *   loads them by URL at run time, in a frame of its own, so the bundler never compiles mermaid:
 *   that alone took several seconds of every build;
 * - the enhancer (src/enhance/), bundled with esbuild into public/_static/enhance.js: plain script,
 *   no framework, so the static crawler pages use the very same file as the app's pages; and the
 *   search dialog's results (src/enhance/search-dialog.ts) into public/_static/search.js, an ES
 *   module the enhancer imports by URL when the reader shows they want search.
 */
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSync, type BuildOptions } from 'esbuild';

/** Copies the bundle and the frame module; run on its own by `npm run dev`, and by scripts/build.ts. */
export function vendorMermaid() {
  const source = path.resolve('node_modules/mermaid/dist');
  const target = path.resolve('public/vendor/mermaid');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(path.join(target, 'chunks'), { recursive: true });
  cpSync(path.join(source, 'mermaid.esm.min.mjs'), path.join(target, 'mermaid.esm.min.mjs'));
  cpSync(path.join(source, 'chunks', 'mermaid.esm.min'), path.join(target, 'chunks', 'mermaid.esm.min'), {
    recursive: true,
    filter: (file) => !file.endsWith('.map'),
  });
  cpSync(path.resolve('src/authoring/Mermaid/frame.mjs'), path.join(target, 'frame.mjs'));
  if (!existsSync(path.join(target, 'mermaid.esm.min.mjs'))) throw new Error('mermaid bundle was not copied');
}

/** The first line of enhance.js: every function of it is called on load (see bundleEnhancer). */
export const ENHANCER_BANNER = '//# allFunctionsCalledOnLoad';

/** Bundles the enhancer, one small file for every page, and the search results it fetches on intent. */
export function bundleEnhancer() {
  buildSync(enhancerBuild());
  buildSync({
    entryPoints: [path.resolve('src/enhance/search-dialog.ts')],
    outfile: path.resolve('public/_static/search.js'),
    bundle: true,
    minify: true,
    format: 'esm',
    target: ['es2022'],
    legalComments: 'none',
    logLevel: 'error',
  });
}

/** esbuild's options for enhance.js. */
export function enhancerBuild(): BuildOptions {
  return {
    entryPoints: [path.resolve('src/enhance/index.ts')],
    outfile: path.resolve('public/_static/enhance.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2022'],
    legalComments: 'none',
    logLevel: 'error',
    // V8's compile hint (Chromium 136+; other engines read a comment): compile every function as
    // the script streams in, off the main thread, instead of each on its first call in the
    // enhancer's first task. That task, at 4x CPU, 12 interleaved loads: median 40 -> 28 ms,
    // spread 14-114 -> 19-38 ms (docs/benchmarks.md).
    banner: { js: ENHANCER_BANNER },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  vendorMermaid();
  bundleEnhancer();
}
