import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEXT_STATIC_PREFIX } from '../src/lib/next-export';
import { headersFor, readHostRules, headersFile, hostConfig } from '../server/host-config';
import {
  flightFileOf,
  hasNextMarkup,
  inlineFlight,
  isNextFile,
  isNextPage,
  NEXT_VERSION,
  nextBin,
  nextBuildId,
  nextInlineScripts,
  nextPreloads,
  nextScripts,
  runtimeScripts,
  styleLinks,
  withoutBuildNames,
} from './next-export';

// A page exactly as `next build` exported it (the pinned version, before the post-build step):
// /guides/resources, with its route's flight data file.
const FIXTURES = path.join(import.meta.dirname, 'fixtures', `next-${NEXT_VERSION}`);
const html = readFileSync(path.join(FIXTURES, 'guides-resources.html'), 'utf8');
const txt = readFileSync(path.join(FIXTURES, 'guides-resources.txt'), 'utf8');
const PAGE = 'out/guides/resources.html';

describe('next-export on a page Next exported', () => {
  it('reads the Next version package.json pins (a new version needs a new fixture)', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies.next).toBe(NEXT_VERSION);
    expect(nextBin()).toMatch(/next[/\\]dist[/\\]bin[/\\]next$/);
  });

  it('knows it for a Next page and finds its scripts in order, the polyfill marked', () => {
    expect(isNextPage(html)).toBe(true);
    const scripts = nextScripts(html, PAGE);
    expect(scripts).toHaveLength(9);
    expect(scripts.filter((s) => s.nomodule).map((s) => s.src)).toEqual(['/_next/static/chunks/0cz1d0mv5g_q7.js']);
    // In page order, the order the runtime loader adds them back in.
    const chunks = [
      '2rv5jvl35qh22',
      '1185as92z8dza',
      '3r-okv0vpv6lc',
      '1pq9catv9qdwc',
      'turbopack-077hmtqrhcoji',
      '0393i-qtmnzt7',
      '24pl9repvsw64',
      '3b3-i7u7clpyy',
    ].map((c) => `/_next/static/chunks/${c}.js`);
    expect(scripts.filter((s) => !s.nomodule).map((s) => s.src)).toEqual(chunks);
    // What the runtime loader adds back: every script but the polyfill, in page order.
    expect(runtimeScripts(html, PAGE).map((s) => s.src)).toEqual(chunks);
    expect(nextPreloads(html, PAGE).map((p) => p.src)).toEqual(['/_next/static/chunks/3b3-i7u7clpyy.js']);
    // Every one of them under the prefix the hosts cache for a year.
    expect(scripts.every((s) => s.src.startsWith(NEXT_STATIC_PREFIX))).toBe(true);
    expect(headersFor(readHostRules(headersFile(hostConfig([], [])), ''), chunks[0]!).get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('tells markup with Next’s scripts or preloads from markup that only shows them (the fast path writes only the latter)', () => {
    expect(hasNextMarkup(html.slice(0, html.indexOf('</head>')))).toBe(true);
    expect(hasNextMarkup(html.match(/<link rel="preload"[^>]*>/)![0])).toBe(true);
    expect(hasNextMarkup('<pre><code>&lt;script src="/_next/static/chunks/a.js"&gt;&lt;/script&gt;</code></pre><p>/_next/static/</p>')).toBe(false);
  });

  it('lists the inline scripts a browser runs: the boot script, the flight queue’s, the chunk list', () => {
    const scripts = nextInlineScripts(html, PAGE);
    expect(scripts[0]).toMatch(/^\(\(\)=>\{/); // the boot script, in <head>
    expect(scripts).toContain('(self.__next_f=self.__next_f||[]).push([0])');
    expect(scripts.some((s) => s.startsWith('(globalThis["TURBOPACK"]'))).toBe(true);
  });

  it('reads the inline flight data, which is exactly the route’s .txt file', () => {
    const flight = inlineFlight(html, PAGE);
    expect(flight.tags).toHaveLength(1);
    expect(flight.text).toBe(txt);
    expect(flightFileOf('out/guides/resources.html')).toBe('out/guides/resources.txt');
  });

  it('takes the app’s style sheet link', () => {
    expect(styleLinks(html, PAGE)).toEqual([{ href: '/_next/static/chunks/0rmqo0h-27-x3.css', precedence: 'next' }]);
  });

  it('puts what Next names anew on every build the same way for any build, and knows its own files', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'next-export-'));
    try {
      for (const dir of ['_next/static/chunks', '_next/nDfgRFi83uKPHpCCQCx9o']) mkdirSync(path.join(root, dir), { recursive: true });
      const id = nextBuildId(root);
      expect(id).toBe('nDfgRFi83uKPHpCCQCx9o');
      // The route's flight data names the build; the page names every chunk.
      expect(txt).toContain(id);
      expect(withoutBuildNames(txt, id)).not.toContain(id);
      const page = withoutBuildNames(html, id);
      expect(page).toContain('<script src="/_next/static/chunks/<hash>.js" async=""></script>');
      expect(page).not.toMatch(/static\/chunks\/(?!<hash>)/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    expect(nextBuildId(path.join(tmpdir(), 'no-such-export'))).toBeUndefined();
    expect(['_next/static/chunks/a.js', '_next/nDfgRFi83uKPHpCCQCx9o/_buildManifest.js'].every(isNextFile)).toBe(true);
    expect(isNextFile('guides/next.html')).toBe(false);
  });

  it('does not take a page the build wrote itself for a Next page', () => {
    expect(isNextPage('<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/></head><body></body></html>')).toBe(false);
  });
});

describe('next-export when Next’s output changes shape', () => {
  const fails = (mutated: string, read: (page: string) => unknown, message: RegExp) => {
    expect(mutated).not.toBe(html); // the mutation applied
    expect(() => read(mutated)).toThrow(message);
  };

  it('fails on a changed flight format', () => {
    fails(
      html.replace('self.__next_f.push([1,"', 'self.__next_f.push([9,"'),
      (p) => inlineFlight(p, PAGE),
      /resources\.html: an inline flight-data script of an unknown shape: <script>self\.__next_f\.push\(\[9,/,
    );
    fails(html.replace('self.__next_f.push([1,"', 'self.__next_f.enqueue([1,"'), (p) => inlineFlight(p, PAGE), /unknown shape.*__next_f\.enqueue/);
    fails(
      html.replace('(self.__next_f=self.__next_f||[]).push([0])', '(self.__next_f??=[]).push([0])'),
      (p) => inlineFlight(p, PAGE),
      /unknown shape: <script>\(self\.__next_f\?\?=/,
    );
    fails(html.replace(/<script>self\.__next_f\.push\(\[1,[^<]*<\/script>/, ''), (p) => inlineFlight(p, PAGE), /no inline flight data .* in a Next page/);
    fails(
      html.replace(/<script>(self\.__next_f\.push)/, '<script nonce="n">$1'),
      (p) => inlineFlight(p, PAGE),
      /2 scripts touch the flight queue, 1 of them in a shape it knows/,
    );
  });

  it('fails when no script would start the runtime', () => {
    fails(
      html.replace(/<script src="\/_next\/[^"]*" async=""><\/script>/g, ''),
      (p) => runtimeScripts(p, PAGE),
      /resources\.html: no Next\.js <script src="\/_next\/…"> that starts the runtime: has Next\.js's export format changed/,
    );
  });

  it('fails on renamed chunks or a script tag of another shape', () => {
    fails(
      html.replace('/_next/static/chunks/1185as92z8dza.js', '/_next/static/js/app-1185as92z8dza.mjs'),
      (p) => nextScripts(p, PAGE),
      /a Next\.js script tag of an unknown shape: <script src="\/_next\/static\/js\/app-1185as92z8dza\.mjs"/,
    );
    fails(
      html.replace('<script src="/_next/static/chunks/1185as92z8dza.js" async="">', '<script type="module" src="/_next/static/chunks/1185as92z8dza.js">'),
      (p) => nextScripts(p, PAGE),
      /unknown shape: <script type="module"/,
    );
  });

  it('fails on a preload it cannot classify', () => {
    fails(
      html.replace('</head>', '<link rel="modulepreload" href="/_next/static/chunks/x.js"/></head>'),
      (p) => nextPreloads(p, PAGE),
      /a preload link it cannot classify: <link rel="modulepreload"/,
    );
    fails(
      html.replace('</head>', '<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/></head>'),
      (p) => nextPreloads(p, PAGE),
      /cannot classify: .*font\.woff2/,
    );
  });

  it('fails on a missing or changed style sheet link, naming the page', () => {
    fails(
      html.replace(/<link rel="stylesheet"[^>]*>/, ''),
      (p) => styleLinks(p, PAGE),
      /^out\/guides\/resources\.html: no style sheet link: has Next\.js's export format changed/,
    );
    fails(
      html.replace(' data-precedence="next"', ' data-precedence="high"'),
      (p) => styleLinks(p, PAGE),
      /a style sheet link of an unknown shape: <link rel="stylesheet"/,
    );
  });
});
