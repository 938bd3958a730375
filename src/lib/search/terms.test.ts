import { describe, expect, it } from 'vitest';
import { preloadKeys, prepareWords, TermIndex } from './terms';

const table = (words: [string, number][], chunks: string[]) => {
  const sorted = [...words].sort(([a], [b]) => (a < b ? -1 : 1));
  return new TermIndex({ chunks, words: sorted.map((w) => w[0]).join('\n'), pages: sorted.map((w) => w[1]) });
};

const terms = table(
  [
    ['level', 40],
    ['lever', 2],
    ['row', 90],
    ['secur', 30],
    ['presenc', 12],
    ['function', 80],
    ['environ', 20],
    ['variabl', 25],
    ['user', 100],
    ['usernam', 5],
    ['userid', 3],
    ['›organ', 1],
    ['organiz', 9],
  ],
  ['environ', 'level', 'row', 'user', 'usernam'],
);

describe('TermIndex.correct', () => {
  it('corrects a word of 5+ letters to the index word within one edit that most pages have', () => {
    expect(terms.correct('levle')).toBe('level');
    expect(terms.correct('presense')).toBe('presenc');
  });
  it('allows two edits from 8 letters, one below', () => {
    expect(terms.correct('enviroment')).toBe('environ');
    expect(terms.correct('funtion')).toBe('function');
    expect(terms.correct('fnctn')).toBeUndefined();
  });
  it('leaves words under 5 letters, and never corrects to a fragment that is not a word', () => {
    expect(terms.correct('rwo')).toBeUndefined();
    expect(terms.correct('xorgan')).toBeUndefined();
  });
});

describe('prepareWords', () => {
  it('keeps index words, corrects typos, drops what the index cannot match', () => {
    const prepared = prepareWords('row levle securty colleague', terms);
    expect(prepared.map((w) => w.search)).toEqual(['row', 'level', 'secur', null]);
    expect(prepared[1]!.corrected).toBe(true);
  });
  it('keeps a word whose stem begins an index word (Pagefind stems organization as organiz)', () => {
    expect(prepareWords('organization', terms)[0]!.search).toBe('organization');
  });
  it('keeps the last word while it is being typed', () => {
    expect(prepareWords('row use', terms).map((w) => w.search)).toEqual(['row', 'use']);
  });
});

describe('preloadKeys', () => {
  it('names every chunk an index word starting with the word can be in, whatever was loaded before', () => {
    // "user" is in the chunk that starts at "user"; "usernam" starts the next one.
    expect(preloadKeys('user', terms)).toEqual(['user', 'usernam']);
    expect(preloadKeys('row', terms)).toEqual(['row']);
  });
});
