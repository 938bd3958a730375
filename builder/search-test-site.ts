/**
 * A small built site for tests of search: a Pagefind index of 600 generated pages whose words
 * beginning with "session" fill three of its chunks, its term and names tables, and the `_mcp`
 * index that DocsSite reads. The words come from a fixed sequence, so every run builds the same index.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { writeNameTable } from './search-names';
import { writeTermTable } from './search-terms';

export function testCorpus() {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const letters = 'abcdefghijklmnoprstuvw';
  const word = () => Array.from({ length: 4 + Math.floor(next() * 6) }, () => letters[Math.floor(next() * letters.length)]).join('');
  const vocabulary = Array.from({ length: 4000 }, word);
  const family = Array.from({ length: 2500 }, () => `session${word().slice(0, 3)}`);
  const pick = (list: string[]) => list[Math.floor(next() * list.length)]!;
  const pages = Array.from({ length: 600 }, (_, i) => {
    const words = Array.from({ length: 60 }, () => pick(vocabulary));
    words.push(...Array.from({ length: 40 }, () => pick(family)));
    if (i % 7 === 0) words.push('session');
    return { url: `/guides/p${i}`, title: `Page ${i}`, content: words.join(' ') };
  });
  return { pages, family };
}

/** Builds the test site into `site` (an empty folder); returns the corpus it indexed. */
export async function buildTestSite(site: string) {
  const corpus = testCorpus();
  const { index } = await pagefind.createIndex({});
  for (const page of corpus.pages) await index!.addCustomRecord({ url: page.url, language: 'en', meta: { title: page.title }, content: page.content });
  await index!.writeFiles({ outputPath: path.join(site, 'pagefind') });
  await pagefind.close();
  writeTermTable(path.join(site, 'pagefind'));
  mkdirSync(path.join(site, '_mcp'), { recursive: true });
  const listed = corpus.pages.map((p) => ({ url: p.url, title: p.title, description: '', breadcrumbs: ['Home', p.title], section: 'guides' }));
  writeFileSync(path.join(site, '_mcp', 'index.json'), JSON.stringify({ versions: { cli: '1.0.0', libraries: {} }, pages: listed, references: [] }));
  writeNameTable(site);
  return corpus;
}
