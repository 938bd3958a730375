import { describe, expect, it } from 'vitest';
import { RUNTIME_DATA_ID, deferRuntime, deferralWouldChange, runtimeData } from './runtime-defer';

// The shape of a page as next build exports it (trimmed): scripts and preloads in <head>, the
// flight data in inline scripts at the end of <body>.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script>(function(){document.documentElement.classList.toggle("dark",false)})()</script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main><h1>Sessions</h1></main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');
// Its flight data as Next writes it: inline, in pieces, and whole in the route's .txt file.
const FLIGHT = '0:{"tree":["",{}]}\n1:"<b>$Sreact.fragment"\n';
const pieces = [FLIGHT.slice(0, 12), FLIGHT.slice(12)];
const withFlight = page.replace('</body>', `${pieces.map((p) => `<script>self.__next_f.push(${JSON.stringify([1, p]).replace(/</g, '\\u003c')})</script>`).join('')}</body>`);
const file = { url: '/guides/auth/sessions.txt', text: FLIGHT };

describe('deferRuntime', () => {
  it('takes Next’s scripts and their preloads out of the page and lists them, in order, at the end of <body>', () => {
    const out = deferRuntime(page, 'guides/auth/sessions.html');
    expect(out).not.toMatch(/<script[^>]*src="\/_next\/static\/chunks\/(a|b)\.js"/);
    expect(out).not.toContain('rel="preload"');
    const head = out.slice(0, out.indexOf('</head>'));
    // Nothing new in <head>: React hydrates it and would take a new <script> for the boot script.
    expect(head).not.toContain(RUNTIME_DATA_ID);
    expect(out).toMatch(new RegExp(`<script type="application/json" id="${RUNTIME_DATA_ID}">[^<]*</script></body></html>$`));
    const json = /<script type="application\/json" id="plinth-runtime">([^<]*)<\/script>/.exec(out)![1];
    expect(runtimeData(json)).toEqual({ scripts: ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'] });
  });

  it('keeps the legacy polyfill, the inline scripts and the content', () => {
    const out = deferRuntime(page);
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(out).toContain('classList.toggle("dark",false)');
    expect(out).toContain('self.__next_f');
    expect(out).toContain('<main><h1>Sessions</h1></main>');
  });

  it('takes the inline page data out when the route’s .txt file holds exactly it, and names the file', () => {
    expect(withFlight).toContain('\\u003cb>');
    const out = deferRuntime(withFlight, 'p', file);
    expect(out).not.toContain('self.__next_f.push([1');
    expect(out).toContain('(self.__next_f=self.__next_f||[]).push([0])');
    const json = /<script type="application\/json" id="plinth-runtime">([^<]*)<\/script>/.exec(out)![1];
    expect(runtimeData(json)).toEqual({ scripts: ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'], flight: '/guides/auth/sessions.txt' });
  });

  it('keeps the inline page data when there is no file, or the file says something else', () => {
    for (const other of [undefined, { ...file, text: `${FLIGHT}2:"more"\n` }, { ...file, text: FLIGHT.slice(1) }]) {
      const out = deferRuntime(withFlight, 'p', other);
      expect(out.match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(2);
      expect(out).not.toContain('"flight"');
    }
    // A piece that is not text (binary data, form state): the whole inline copy stays.
    const mixed = withFlight.replace('</body>', '<script>self.__next_f.push([3,"AAEC"])</script></body>');
    expect(deferRuntime(mixed, 'p', file)).toContain('self.__next_f.push([1,');
  });

  it('leaves a page it has already rewritten unchanged', () => {
    const once = deferRuntime(page);
    expect(deferRuntime(once)).toBe(once);
  });

  it('fails, naming the page, when there is no Next script to defer', () => {
    expect(() => deferRuntime('<html><head></head><body></body></html>', 'out/x.html')).toThrow(/out\/x\.html: no Next\.js <script/);
  });

  it('fails when a Next script of another shape would be left behind', () => {
    const odd = page.replace('</head>', '<script defer src="/_next/static/chunks/c.js" data-x></script ></head>');
    expect(() => deferRuntime(odd, 'p')).toThrow(/unexpected shape/);
  });

  it('escapes "<" so an address can never close the JSON script', () => {
    const tricky = page.replace('/_next/static/chunks/b.js', '/_next/static/chunks/b</script>.js');
    const out = deferRuntime(tricky);
    const list = out.slice(out.indexOf(`id="${RUNTIME_DATA_ID}"`));
    expect(list.match(/<\/script>/g)).toHaveLength(1);
    expect(list).toContain('b\\u003c/script>.js');
  });
});

describe('deferralWouldChange', () => {
  it('is true exactly of the markup deferRuntime rewrites or stops at, however often it is asked', () => {
    for (let i = 0; i < 2; i++) expect(deferralWouldChange('<p>text</p><script src="/_next/static/chunks/a.js" async=""></script>')).toBe(true);
    expect(deferralWouldChange('<link rel="preload" as="script" href="/_next/static/chunks/a.js"/>')).toBe(true);
    expect(deferralWouldChange(`<script type="application/json" id="${RUNTIME_DATA_ID}">{}</script>`)).toBe(true);
    // Code samples show such markup escaped: nothing for deferRuntime there.
    expect(deferralWouldChange('<pre><code>&lt;script src="/_next/static/chunks/a.js"&gt;&lt;/script&gt;</code></pre><p>/_next/ and plinth-runtime</p>')).toBe(false);
  });
});

describe('runtimeData', () => {
  it('accepts only a list of the site’s own /_next/ scripts', () => {
    expect(runtimeData('{"scripts":["/_next/a.js"]}')).toEqual({ scripts: ['/_next/a.js'] });
    expect(runtimeData('{"scripts":["https://evil.example/a.js"]}')).toBeUndefined();
    expect(runtimeData('{"scripts":"/_next/a.js"}')).toBeUndefined();
    expect(runtimeData('{"scripts":["/_next/a.js"],"flight":"/guides/a.txt"}')).toEqual({ scripts: ['/_next/a.js'], flight: '/guides/a.txt' });
    for (const flight of ['//evil.example/a.txt', 'https://evil.example/a.txt', '/\\\\evil.example/a.txt', '/guides/a.js', 3]) {
      expect(runtimeData(JSON.stringify({ scripts: ['/_next/a.js'], flight })), String(flight)).toBeUndefined();
    }
    expect(runtimeData('not json')).toBeUndefined();
    expect(runtimeData(null)).toBeUndefined();
  });
});
