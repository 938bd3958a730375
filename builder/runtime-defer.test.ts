import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUNTIME_DATA_ID, runtimeData } from '../src/lib/runtime-defer';
import { NEXT_VERSION } from './next-export';
import { deferralWouldChange, deferRuntime } from './runtime-defer';

// A page exactly as `next build` exported it, with its route's flight data file (builder/next-export.test.ts).
const FIXTURES = path.join(import.meta.dirname, 'fixtures', `next-${NEXT_VERSION}`);
const page = readFileSync(path.join(FIXTURES, 'guides-resources.html'), 'utf8');
const file = { url: '/guides/resources.txt', text: readFileSync(path.join(FIXTURES, 'guides-resources.txt'), 'utf8') };
const CHUNKS = [
  '2rv5jvl35qh22',
  '1185as92z8dza',
  '3r-okv0vpv6lc',
  '1pq9catv9qdwc',
  'turbopack-077hmtqrhcoji',
  '0393i-qtmnzt7',
  '24pl9repvsw64',
  '3b3-i7u7clpyy',
].map((c) => `/_next/static/chunks/${c}.js`);
const listOf = (html: string) => runtimeData(new RegExp(`<script type="application/json" id="${RUNTIME_DATA_ID}">([^<]*)</script>`).exec(html)?.[1]);

describe('deferRuntime', () => {
  it('takes Next’s scripts, their preload and the inline page data out of the page and lists them at the end of <body>', () => {
    const out = deferRuntime(page, 'out/guides/resources.html', file);
    expect(out).not.toMatch(/<script[^>]*src="\/_next\/static\/chunks\/(?!0cz1d0mv5g_q7)/);
    expect(out).not.toContain('rel="preload"');
    expect(out).not.toContain('self.__next_f.push([1');
    // Nothing new in <head>: React hydrates it and would take a new <script> for the boot script.
    expect(out.slice(0, out.indexOf('</head>'))).not.toContain(RUNTIME_DATA_ID);
    expect(out).toMatch(new RegExp(`<script type="application/json" id="${RUNTIME_DATA_ID}">[^<]*</script></body></html>$`));
    expect(listOf(out)).toEqual({ scripts: CHUNKS, flight: '/guides/resources.txt' });
    // What stays: the polyfill (an element of React's tree), the queue's boot entry, the chunk list, the page.
    expect(out).toContain('<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>');
    expect(out).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(out).toContain('<script id="_R_">(globalThis["TURBOPACK"]');
    expect(out).toContain('data-slot="content"');
    expect(out.length).toBeLessThan(page.length - 25_000);
  });

  it('keeps the inline page data when there is no file, or the file says something else', () => {
    for (const other of [undefined, { ...file, text: `${file.text}x` }]) {
      const out = deferRuntime(page, 'p', other);
      expect(out).toContain('self.__next_f.push([1,');
      expect(listOf(out)).toEqual({ scripts: CHUNKS });
    }
    // A piece that is not text (binary data): the whole inline copy stays.
    const mixed = page.replace('</body>', '<script>self.__next_f.push([3,"AAEC"])</script></body>');
    expect(deferRuntime(mixed, 'p', file)).toContain('self.__next_f.push([1,');
  });

  it('leaves a page it has already rewritten unchanged', () => {
    const once = deferRuntime(page, 'p', file);
    expect(deferRuntime(once, 'p', file)).toBe(once);
  });

  it('fails, naming the page, when Next’s output is not what it reads', () => {
    const noScripts = page.replace(/<script src="\/_next\/[^"]*" async=""><\/script>/g, '');
    expect(() => deferRuntime(noScripts, 'out/x.html')).toThrow(/out\/x\.html: no Next\.js <script/);
    const odd = page.replace('</head>', '<script defer src="/_next/static/chunks/c.js" data-x></script ></head>');
    expect(() => deferRuntime(odd, 'p')).toThrow(/p: a Next\.js script tag of an unknown shape/);
  });
});

describe('deferralWouldChange', () => {
  it('is true exactly of the markup deferRuntime rewrites or stops at, however often it is asked', () => {
    for (let i = 0; i < 2; i++) expect(deferralWouldChange('<p>text</p><script src="/_next/static/chunks/a.js" async=""></script>')).toBe(true);
    expect(deferralWouldChange('<link rel="preload" as="script" href="/_next/static/chunks/a.js"/>')).toBe(true);
    expect(deferralWouldChange(`<script type="application/json" id="${RUNTIME_DATA_ID}">{}</script>`)).toBe(true);
    // Code samples show such markup escaped: nothing for deferRuntime there.
    expect(deferralWouldChange('<pre><code>&lt;script src="/_next/static/chunks/a.js"&gt;&lt;/script&gt;</code></pre><p>/_next/ and plinth-runtime</p>')).toBe(
      false,
    );
  });
});
