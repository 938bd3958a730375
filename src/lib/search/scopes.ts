/**
 * What a search can be narrowed to: the search dialog's filter row (All · Guides · each client
 * library · CLI · Management API · Self-hosting). Every reference search record carries its scope
 * as Pagefind's `kind` filter (builder/search-index.ts), the reference start pages too; guide pages
 * carry none. So a narrowed search is Pagefind's own filtered search: it ranks within the scope and
 * loads no result outside it. Browser-safe; `scopes.test.ts` checks the list against the registry
 * (src/references.config.ts), which the browser does not load.
 */
import type { PagefindSearchOptions } from '../search-results';

export interface SearchScope {
  id: string;
  /** The filter's name in the row. */
  label: string;
}

/** The filter row, in its order: the client libraries in the order of the references menu. */
export const SEARCH_SCOPES: readonly SearchScope[] = [
  { id: 'all', label: 'All' },
  { id: 'guides', label: 'Guides' },
  { id: 'javascript', label: 'JavaScript' },
  { id: 'dart', label: 'Flutter' },
  { id: 'swift', label: 'Swift' },
  { id: 'python', label: 'Python' },
  { id: 'csharp', label: 'C#' },
  { id: 'kotlin', label: 'Kotlin' },
  { id: 'cli', label: 'CLI' },
  { id: 'api', label: 'Management API' },
  { id: 'self-hosting', label: 'Self-hosting' },
];

/** The Pagefind filter that carries a record's scope. */
export const SCOPE_FILTER = 'kind';

/** The scope of a reference, by its key: each self-hosted service's reference (`self-hosting-auth`) is in Self-hosting. */
export const scopeOfReference = (key: string): string => (key.startsWith('self-hosting-') ? 'self-hosting' : key);

/** The scopes records carry: every one but All and Guides (guide pages carry no `kind`). */
const RECORD_SCOPES = SEARCH_SCOPES.map((s) => s.id).filter((id) => id !== 'all' && id !== 'guides');

/** Pagefind's search options for a scope: none for All, "no `kind`" for Guides, the scope's `kind` otherwise. */
export function scopeSearchOptions(scope: string | undefined): PagefindSearchOptions | undefined {
  if (scope === undefined || scope === 'all') return undefined;
  if (scope === 'guides') return { filters: { not: { [SCOPE_FILTER]: { any: RECORD_SCOPES } } } };
  if (!RECORD_SCOPES.includes(scope)) throw new Error(`Unknown search scope "${scope}": one of ${SEARCH_SCOPES.map((s) => s.id).join(', ')}`);
  return { filters: { [SCOPE_FILTER]: scope } };
}

/** Whether a result of a reference (`reference` its key, undefined for a guide or the home page) is in `scope`. */
export const inScope = (scope: string | undefined, reference: string | undefined): boolean =>
  scope === undefined || scope === 'all' || (reference === undefined || reference === 'guides' ? scope === 'guides' : scopeOfReference(reference) === scope);
