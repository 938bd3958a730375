import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLinks, duplicateIds, elementIds, parsePage } from './check-links';

const repeatedIds = (html: string) => duplicateIds(elementIds(parsePage(html)));

describe('ids of a page', () => {
  it('finds an id two elements share, with double or single quotes', () => {
    expect(repeatedIds('<h2 id="setup">Setup</h2><p>…</p><h3 id="setup">Setup</h3>')).toEqual(['setup']);
    expect(repeatedIds(`<div id='menu'></div><nav id="menu"></nav><span id='other'></span>`)).toEqual(['menu']);
  });

  it('lists each repeated id once, in the order of the first repeat', () => {
    expect(repeatedIds('<a id="b"></a><a id="a"></a><a id="a"></a><a id="b"></a><a id="a"></a>')).toEqual(['a', 'b']);
  });

  it('reads ids from attributes only, never from text in scripts, JSON, styles, text areas or escaped code', () => {
    const html = [
      '<h1 id="title">Title</h1>',
      '<script type="application/json" id="data">{"id":"title","html":"<h1 id=\\"title\\">"}</script>',
      `<script>self.__next_f.push([1,"<div id='title'>"])</script>`,
      '<style>#title { color: red } /* <p id="title"> */</style>',
      '<noscript><p id="title">Turn on scripts</p></noscript>',
      '<textarea><p id="title"></p></textarea>',
      '<pre><code>&lt;h1 id="title"&gt;</code></pre>',
      '<p data-id="title" aria-labelledby="title" title="id=&quot;title&quot;">Text mentioning id="title"</p>',
    ].join('\n');
    expect(elementIds(parsePage(html))).toEqual(['title', 'data']);
    expect(repeatedIds(html)).toEqual([]);
  });

  it('counts real elements inside a code block', () => {
    expect(repeatedIds('<pre><code><span id="line-1">x</span></code></pre><p id="line-1"></p>')).toEqual(['line-1']);
  });

  it('ignores empty ids', () => {
    expect(repeatedIds('<p id=""></p><p id=""></p>')).toEqual([]);
  });
});

describe('the link check', () => {
  it('fails a page whose elements share an id, naming the page and the id', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'out-'));
    mkdirSync(path.join(root, 'guides'));
    writeFileSync(path.join(root, 'index.html'), '<h1 id="home">Home</h1><a href="/guides/auth#keys">Keys</a>');
    writeFileSync(path.join(root, 'guides', 'auth.html'), '<h1 id="auth">Auth</h1><h2 id="keys">Keys</h2><h2 id="keys">Keys again</h2>');
    const result = checkLinks(root);
    expect(result.broken).toEqual([]);
    expect(result.duplicates).toEqual([{ page: '/guides/auth.html', id: 'keys' }]);
  });

  it("fails a page that loads a script, stylesheet or image the export lacks, and ignores other sites' files", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'out-'));
    mkdirSync(path.join(root, '_next', 'static'), { recursive: true });
    writeFileSync(path.join(root, '_next', 'static', 'app.js'), '');
    writeFileSync(path.join(root, '_next', 'static', 'site.css'), '');
    writeFileSync(
      path.join(root, 'index.html'),
      '<link rel="stylesheet" href="/_next/static/site.css"><link rel="stylesheet" href="/_next/static/gone.css"><link rel="icon" href="https://cdn.example/icon.png">' +
        '<script src="/_next/static/app.js"></script><script src="/_next/static/old.js"></script><img src="/images/logo.svg" alt=""><img src="data:image/png;base64,AA" alt="">',
    );
    expect(checkLinks(root).broken).toEqual([
      { page: '/index.html', href: '/_next/static/old.js', problem: 'the page loads a file the site does not have' },
      { page: '/index.html', href: '/images/logo.svg', problem: 'the page loads a file the site does not have' },
      { page: '/index.html', href: '/_next/static/gone.css', problem: 'the page loads a file the site does not have' },
    ]);
  });

  it("leaves the platform's own addresses (a log-in link) to the platform, and still finds a missing page", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'out-'));
    writeFileSync(path.join(root, 'index.html'), '<a href="/dev/sign-in?return_to=%2F">Log in</a><a href="/guides/missing">Missing</a>');
    expect(checkLinks(root).broken).toEqual([{ page: '/index.html', href: '/guides/missing', problem: 'no such page' }]);
  });

  it('checks a long page as a reader has it once its parts have arrived: anchors in parts count, their links are checked, stubs never duplicate', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'out-'));
    mkdirSync(path.join(root, 'ref'));
    mkdirSync(path.join(root, '_parts', 'ref', 'long'), { recursive: true });
    const stub = '<section id="update" data-ref-item="update"><h3 id="update-title">update</h3></section>';
    writeFileSync(
      path.join(root, 'ref', 'long.html'),
      `<h1 id="top">Ref</h1><div data-ref-part="/_parts/ref/long/0.html">${stub}</div><div data-ref-part="/_parts/ref/long/9.html"></div>`,
    );
    writeFileSync(
      path.join(root, '_parts', 'ref', 'long', '0.html'),
      '<section id="update" data-ref-item="update"><h3 id="update-title">update</h3><li id="update-param-values"></li><a href="#nowhere">x</a><a href="#top">top</a></section>',
    );
    writeFileSync(path.join(root, 'index.html'), '<a href="/ref/long#update-param-values">values</a>');
    const result = checkLinks(root);
    expect(result.pages).toBe(2);
    expect(result.duplicates).toEqual([]);
    expect(result.broken).toEqual([
      { page: '/ref/long.html', href: '/_parts/ref/long/9.html', problem: 'the part of the page it names is missing' },
      { page: '/ref/long.html', href: '#nowhere', problem: 'no element with id "nowhere"' },
    ]);
  });
});
