import { describe, expect, it } from 'vitest';
import { DIMENSIONS, quantise, SemanticIndex, semanticWords } from './semantic';

/** A vector pointing along dimension `d` (and a little along `e`). */
const axis = (d: number, e = d, mix = 0) => Float64Array.from({ length: DIMENSIONS }, (_, i) => (i === d ? 1 : 0) + (i === e ? mix : 0));

describe('SemanticIndex', () => {
  const words = ['backup', 'nightly', 'restore', 'snapshot', 'trigger'];
  const vectors = [axis(0), axis(0, 1, 0.5), axis(0, 2, 0.3), axis(0, 1, 0.2), axis(5)];
  const sections = [
    { url: '/guides/platform/backups', title: 'Backups' },
    { url: '/guides/database/postgres/triggers', title: 'Triggers' },
  ];
  const sectionVectors = [quantise(axis(0)), quantise(axis(5))];
  const bytes = new Int8Array((words.length + sections.length) * DIMENSIONS);
  [...vectors.map(quantise), ...sectionVectors].forEach((v, i) => bytes.set(v, i * DIMENSIONS));
  const index = new SemanticIndex({ model: 'test', dimensions: DIMENSIONS, words: words.join('\n'), weights: words.map(() => 100), sections }, bytes);

  it('finds the section whose words are near the question’s, though they share none', () => {
    expect(index.search('a nightly snapshot of my database', 2).map((s) => s.url)).toEqual(['/guides/platform/backups', '/guides/database/postgres/triggers']);
    expect(index.search('when a trigger fires', 1)[0]!.url).toBe('/guides/database/postgres/triggers');
  });

  it('has nothing to say for words the model lacks, and refuses a table of the wrong size', () => {
    expect(index.search('zzz qqq')).toEqual([]);
    expect(semanticWords('How do I restore it?')).toEqual(['restore']);
    expect(() => new SemanticIndex({ model: 'test', dimensions: DIMENSIONS, words: 'a', weights: [1], sections: [] }, new Int8Array(5))).toThrow(
      /5 bytes of vectors for 1 words and 0 sections/,
    );
  });
});
