import { describe, expect, it } from 'vitest';
import { formatPublishedUrls, parsePublishedUrls, unlistedUrls, vanishedUrls } from './published-urls';
import type { SiteRedirects } from './redirects';

const listed = parsePublishedUrls(
  formatPublishedUrls([
    '/guides/auth/sessions',
    '/guides/auth/sessions#tokens',
    '/guides/auth/old',
    '/guides/auth/old#setup',
    '/guides/gone',
    '/guides/auth/sessions#lost',
  ]),
);
const current = new Set(['/guides/auth/sessions', '/guides/auth/sessions#refresh-tokens', '/guides/new']);
const redirects: SiteRedirects = {
  pages: [{ from: '/guides/auth/old', to: '/guides/auth/sessions', status: 301 }],
  anchors: new Map([['/guides/auth/sessions', new Map([['tokens', '#refresh-tokens']])]]),
};

describe('the published addresses', () => {
  it('names, with the list’s line, each one that no longer resolves and has no redirect', () => {
    const line = (url: string) => listed.find((l) => l.url === url)!.line;
    expect(vanishedUrls(listed, current, redirects)).toEqual([
      `content/published-urls.txt:${line('/guides/auth/sessions#lost')}: /guides/auth/sessions#lost was published and /guides/auth/sessions no longer has #lost: say where it went in content/redirects.yaml (- from: /guides/auth/sessions#lost, to: …)`,
      `content/published-urls.txt:${line('/guides/gone')}: /guides/gone was published and is no longer a page: say where it went in content/redirects.yaml (- from: /guides/gone, to: …)`,
    ]);
  });

  it('lists the site’s addresses the list lacks, and keeps comments out of it', () => {
    expect(unlistedUrls(listed, current)).toEqual(['/guides/auth/sessions#refresh-tokens', '/guides/new']);
    expect(listed.every((l) => l.url.startsWith('/'))).toBe(true);
  });
});
