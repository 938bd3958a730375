import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scriptHash } from '../server/headers';
import { headersFile, hostConfig, HEADERS_FILE } from '../server/host-config';
import { headProblems } from './check-heads';

const root = mkdtempSync(path.join(tmpdir(), 'check-heads-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const BOOT = 'document.documentElement.dataset.booted=""';
const shared = `<meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><link rel="icon" href="/icon.svg" sizes="any" type="image/svg+xml"/><script>${BOOT}</script>`;
/** A page as the build writes one: its own title and canonical, the shared head, and whatever else it is given. */
const page = (title: string, head = shared, body = '') =>
  `<!DOCTYPE html><html><head><title>${title}</title><link rel="canonical" href="https://x/${title}"/>${head}</head><body>${body}</body></html>`;

/** An export with the given pages and a policy allowing `allowed`. */
function exportWith(name: string, pages: Record<string, string>, allowed: string[]) {
  const dir = path.join(root, name);
  for (const [file, html] of Object.entries({ 'index.html': page('Home'), ...pages })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
  }
  writeFileSync(path.join(dir, HEADERS_FILE), headersFile(hostConfig(allowed.map(scriptHash), [])));
  return dir;
}

const NEXT_PAGE = page(
  'Guide',
  shared.replace('<link rel="icon"', '<script src="/_next/static/chunks/0cz.js" noModule=""></script><link rel="icon"'),
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script type="application/json" id="plinth-runtime">{"scripts":[]}</script>',
);

describe('headProblems', () => {
  it('passes an export whose pages, Next’s and the build’s own, share one head and run only allowed scripts', () => {
    const dir = exportWith('good', { 'guides/a.html': NEXT_PAGE, 'reference/cli/x.html': page('Item') }, [BOOT, '(self.__next_f=self.__next_f||[]).push([0])']);
    expect(headProblems(dir)).toEqual({ pages: 3, scripts: 4, problems: [] });
  });

  it('names each page with an inline script the policy does not allow', () => {
    const dir = exportWith('unlisted', { 'guides/a.html': NEXT_PAGE, 'reference/cli/x.html': page('Item') }, [BOOT]);
    expect(headProblems(dir).problems).toEqual([
      { page: '/guides/a', problem: expect.stringMatching(/^an inline script the site's policy does not allow \('sha256-.*'\): \(self\.__next_f/) },
    ]);
  });

  it('names a page whose head has drifted from the others’, and an inline event handler', () => {
    const drifted = page('Item', shared.replace('sizes="any" type="image/svg+xml"', 'type="image/svg+xml"'));
    const dir = exportWith('drifted', { 'reference/cli/x.html': drifted, 'guides/b.html': page('B', shared, '<img src="/a.png" onerror="alert(1)">') }, [BOOT]);
    expect(headProblems(dir).problems).toEqual([
      { page: '/guides/b', problem: "an inline event handler, which the site's policy never allows: <img onerror>" },
      { page: '/reference/cli/x', problem: expect.stringMatching(/^a head unlike every other page's: "<link rel=\\"icon\\" href=\\"\/icon\.svg\\" type=/) },
    ]);
  });

  it('leaves a redirect page’s head alone', () => {
    const redirect = '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0;url=/b"/></head><body><a href="/b">b</a></body></html>';
    expect(headProblems(exportWith('redirect', { 'a.html': redirect }, [BOOT])).problems).toEqual([]);
  });
});
