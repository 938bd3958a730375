import { describe, expect, it } from 'vitest';
import { HOST_REDIRECT_LIMIT, loadRedirects, type PublishedSite } from './redirects';

const site: PublishedSite = {
  isPage: (route) => ['/guides/auth/sessions', '/guides/auth/passwords', '/reference/cli/introduction'].includes(route),
  hasTwin: (route) => route.startsWith('/guides/'),
  anchorsOf: (route) => new Set(route === '/guides/auth/sessions' ? ['refresh-tokens', 'sign-out'] : []),
};
const load = (yaml: string) => loadRedirects(site, process.cwd(), yaml);
const problems = (yaml: string) => {
  try {
    load(yaml);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('content/redirects.yaml', () => {
  it("answers a moved page and its twin with 301s, and gives a moved anchor's page its map", () => {
    const { pages, anchors } = load(
      'redirects:\n  - from: /guides/auth/old\n    to: /guides/auth/sessions\n  - from: /guides/auth/sessions#tokens\n    to: /guides/auth/sessions#refresh-tokens\n  - from: /guides/auth/sessions#passwords\n    to: /guides/auth/passwords\n',
    );
    expect(pages).toEqual([
      { from: '/guides/auth/old', to: '/guides/auth/sessions', status: 301 },
      { from: '/guides/auth/old.md', to: '/guides/auth/sessions.md', status: 301 },
    ]);
    expect(Object.fromEntries(anchors.get('/guides/auth/sessions')!)).toEqual({ tokens: '#refresh-tokens', passwords: '/guides/auth/passwords' });
  });

  it('refuses, with the line, a redirect that hides a page or an anchor, or leads nowhere', () => {
    const message = problems(
      'redirects:\n  - from: /guides/auth/passwords\n    to: /guides/auth/sessions\n  - from: /guides/auth/sessions#sign-out\n    to: /guides/auth/passwords\n  - from: /guides/x\n    to: /guides/y\n',
    );
    expect(message).toMatch(/content\/redirects\.yaml:2:\d+: .*\/guides\/auth\/passwords is a page of the site/);
    expect(message).toMatch(/content\/redirects\.yaml:4:\d+: .*still has the anchor #sign-out/);
    expect(message).toMatch(/content\/redirects\.yaml:7:\d+: .*\/guides\/y is not a page of the site/);
  });

  it(`refuses more redirects than a host takes (${HOST_REDIRECT_LIMIT} static on Cloudflare Pages)`, () => {
    const many = Array.from({ length: HOST_REDIRECT_LIMIT / 2 + 1 }, (_, i) => `  - from: /guides/old-${i}\n    to: /guides/auth/sessions\n`).join('');
    expect(problems(`redirects:\n${many}`)).toMatch(new RegExp(`${HOST_REDIRECT_LIMIT + 2} redirects a host answers.*more than the ${HOST_REDIRECT_LIMIT}`));
  });
});
