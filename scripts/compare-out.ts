/**
 * Compares two exports (`out/` folders) page by page: `npx tsx scripts/compare-out.ts <before> <after>`.
 * Proof that a change to the build leaves what readers get alone. Every file outside `_next/` is
 * compared, gzip twins by what they decompress to; Next's build id and the hashed names of its chunks
 * (which change with every build) are ignored. Next's own assets under `_next/` are compared by
 * count only: their bytes are Next's, and their names are hashes. Prints, for each file that
 * differs, where it first differs, then a summary; exits 1 when anything differs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';

/** Every file under `root`, as paths relative to it with `/`. */
function filesOf(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return files.sort();
}

/** Next's build id: the folder of `_next/` that is not `static`. */
function buildId(root: string): string | undefined {
  try {
    return readdirSync(path.join(root, '_next')).find((name) => name !== 'static');
  } catch {
    return undefined;
  }
}

/** A file's text with what changes on every build put the same way on both sides. */
export function normalise(text: string, id: string | undefined): string {
  let out = id ? text.split(id).join('<build-id>') : text;
  // Hashed chunk and asset names: `static/chunks/2rv5jvl35qh22.js`, `icon.0wk5xqd195yr3.svg`.
  out = out.replace(/static\/chunks\/[\w.~-]+?\.(js|css)/g, 'static/chunks/<hash>.$1').replace(/(\/icon\.svg\?icon\.|icon\.)[\w~-]+\.svg/g, '$1<hash>.svg');
  return out;
}

const read = (root: string, file: string): string => {
  const bytes = readFileSync(path.join(root, file));
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
};

/** Where two texts first differ, with a little context from each. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const line = a.slice(0, i).split('\n').length;
  const show = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 40), i + 80));
  return `line ${line}, character ${i}: before ${show(a)}, after ${show(b)}`;
}

export function compareOut(before: string, after: string): { differing: string[]; onlyBefore: string[]; onlyAfter: string[]; compared: number; nextAssets: [number, number] } {
  const [idBefore, idAfter] = [buildId(before), buildId(after)];
  const isNext = (file: string) => file.startsWith('_next/');
  const listBefore = filesOf(before);
  const listAfter = filesOf(after);
  const setAfter = new Set(listAfter.filter((f) => !isNext(f)));
  const setBefore = new Set(listBefore.filter((f) => !isNext(f)));
  const differing: string[] = [];
  let compared = 0;
  for (const file of setBefore) {
    if (!setAfter.has(file)) continue;
    compared++;
    const a = normalise(read(before, file), idBefore);
    const b = normalise(read(after, file), idAfter);
    if (a !== b) {
      differing.push(file);
      console.log(`${file}: differs at ${firstDifference(a, b)}`);
    }
  }
  const onlyBefore = [...setBefore].filter((f) => !setAfter.has(f));
  const onlyAfter = [...setAfter].filter((f) => !setBefore.has(f));
  for (const file of onlyBefore) console.log(`${file}: only in ${before}`);
  for (const file of onlyAfter) console.log(`${file}: only in ${after}`);
  return { differing, onlyBefore, onlyAfter, compared, nextAssets: [listBefore.filter(isNext).length, listAfter.filter(isNext).length] };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [before, after] = process.argv.slice(2);
  if (!before || !after) {
    console.error('usage: npx tsx scripts/compare-out.ts <before out/> <after out/>');
    process.exit(2);
  }
  const result = compareOut(before, after);
  console.log(
    `compare-out: ${result.compared} files compared (build id and chunk hashes ignored), ${result.differing.length} differ, ${result.onlyBefore.length} only before, ${result.onlyAfter.length} only after; _next/ assets: ${result.nextAssets[0]} before, ${result.nextAssets[1]} after`,
  );
  process.exit(result.differing.length || result.onlyBefore.length || result.onlyAfter.length ? 1 : 0);
}
