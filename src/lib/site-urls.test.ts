import { describe, expect, it } from 'vitest';
import { guideSectionOf, guideUrl, isAppRoute, itemUrl, referencePageParams, referenceUrls, startPageUrl, twinUrl } from './site-urls';

describe('the URL scheme', () => {
  it('puts a reference’s default version at its own addresses and an older one under its version', () => {
    expect(referenceUrls('javascript').page).toBe('/reference/javascript/introduction');
    expect(referenceUrls('javascript').item('select')).toBe('/reference/javascript/select');
    expect(referenceUrls('javascript', 'v1').page).toBe('/reference/javascript/v1/introduction');
    expect(referenceUrls('javascript', 'v1').item('select')).toBe('/reference/javascript/v1/select');
  });

  it('reads a long page’s key and version back from its address, and nothing else', () => {
    for (const [key, version] of [
      ['cli', undefined],
      ['self-hosting-auth', undefined],
      ['dart', 'v1'],
    ] as const) {
      expect(referencePageParams(referenceUrls(key, version).page)).toEqual(version ? { key, version } : { key });
    }
    for (const other of ['/reference/javascript/select', '/reference/javascript/start', '/guides/auth', '/reference/javascript/v1/select']) {
      expect(referencePageParams(other), other).toBeUndefined();
    }
  });

  it('links an item to its own page, or to its anchor when its reference has no item pages', () => {
    expect(itemUrl({ page: '/reference/cli/introduction', itemPage: referenceUrls('cli').item }, 'plinth-db-push')).toBe('/reference/cli/plinth-db-push');
    expect(itemUrl({ page: '/reference/self-hosting-auth/introduction' }, 'smtp-variables')).toBe('/reference/self-hosting-auth/introduction#smtp-variables');
  });

  it('knows a guide’s section only for a guide', () => {
    expect(guideSectionOf(guideUrl(['auth', 'sessions']))).toBe('auth');
    expect(guideSectionOf('/guides/auth')).toBe('auth');
    expect(guideSectionOf('/reference/cli/introduction')).toBeUndefined();
    expect(guideSectionOf('/contributing')).toBeUndefined();
  });

  it('tells app pages (client-side navigation) from files', () => {
    for (const page of [
      '/',
      '/guides/auth',
      '/guides/auth/sessions',
      '/contributing',
      referenceUrls('api').page,
      referenceUrls('kotlin', 'v1').page,
      startPageUrl('management-api'),
    ]) {
      expect(isAppRoute(page), page).toBe(true);
    }
    for (const file of [referenceUrls('cli').item('plinth-db-push'), twinUrl('/guides/auth'), '/llms.txt', '/contributing/x', '/reference']) {
      expect(isAppRoute(file), file).toBe(false);
    }
  });
});
