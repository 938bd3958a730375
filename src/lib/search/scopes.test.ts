import { describe, expect, it } from 'vitest';
import { REFERENCES, referenceKey } from '../../references.config';
import { inScope, scopeOfReference, scopeSearchOptions, SEARCH_SCOPES } from './scopes';

describe('the search filter row', () => {
  const ids = SEARCH_SCOPES.map((s) => s.id);

  it('has a filter for every reference of the registry, and no filter without one', () => {
    const scopes = new Set(REFERENCES.map((e) => scopeOfReference(referenceKey(e))));
    expect([...scopes].filter((scope) => !ids.includes(scope))).toEqual([]);
    expect(ids.filter((id) => id !== 'all' && id !== 'guides' && !scopes.has(id))).toEqual([]);
  });

  it('names each client library as the references menu does, in its order', () => {
    const libraries = REFERENCES.filter((e) => e.kind === 'sdk');
    expect(SEARCH_SCOPES.filter((s) => libraries.some((e) => e.key === s.id))).toEqual(libraries.map((e) => ({ id: e.key, label: e.menuTitle })));
  });

  it('searches a filter with Pagefind’s own filters: guides are the pages with no kind', () => {
    expect(scopeSearchOptions('all')).toBeUndefined();
    expect(scopeSearchOptions('cli')).toEqual({ filters: { kind: 'cli' } });
    const guides = scopeSearchOptions('guides')!.filters as { not: { kind: { any: string[] } } };
    expect(guides.not.kind.any.sort()).toEqual(ids.filter((id) => id !== 'all' && id !== 'guides').sort());
    expect(() => scopeSearchOptions('ruby')).toThrow(/Unknown search scope "ruby": one of all, guides/);
  });

  it('puts the five self-hosted services under Self-hosting, and a guide’s anchor under Guides', () => {
    expect(scopeOfReference('self-hosting-auth')).toBe('self-hosting');
    expect(inScope('self-hosting', 'self-hosting-storage')).toBe(true);
    expect(inScope('guides', 'guides')).toBe(true);
    expect(inScope('guides', 'cli')).toBe(false);
    expect(inScope('cli', 'cli')).toBe(true);
    expect(inScope(undefined, 'cli')).toBe(true);
  });
});
