import type { SearchRecord } from '../outputs';
import { allEntries, retryText, type CatalogueEntry, type ErrorCatalogue } from './model';
import { ERROR_SERVICE_NAMES, errorUrl } from './pages';

/**
 * The catalogue's search records: one per entry, pointing at its anchor on its service's errors
 * page (errorUrl), as reference items have one each. Titled with the key and the service
 * (`invalid_credentials — Auth error`), so a pasted code, a condition name (`unique_violation`) or a
 * legacy text (`Bucket not found`) finds the entry itself, not only the page it is on.
 */

/** Markdown as the words a reader searches for: links as their text, code as its characters. */
const plain = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** What an entry is in a result's title: `invalid_credentials`, `23505 unique_violation`. */
const titleOf = (entry: CatalogueEntry) => `${entry.key}${entry.name ? ` ${entry.name}` : ''} — ${ERROR_SERVICE_NAMES[entry.service]} error`;

export function errorSearchRecords(catalogue: Pick<ErrorCatalogue, 'services'>): SearchRecord[] {
  return allEntries(catalogue).map((entry) => ({
    url: errorUrl(entry),
    title: titleOf(entry),
    // As a result shows it: the code, under its service's errors (the dialog groups by page).
    show: { item: `${entry.key}${entry.name ? ` ${entry.name}` : ''}`, where: `${ERROR_SERVICE_NAMES[entry.service]} errors` },
    content: [
      entry.key,
      entry.name,
      ...entry.messages,
      entry.statuses.length ? `HTTP ${entry.statuses.join(' or ')}` : undefined,
      entry.uncertain ? 'Not confirmed.' : undefined,
      plain(entry.cause),
      plain(entry.fix),
      `Retry helps: ${retryText(entry.retryable).toLowerCase()}.`,
      ...entry.methods,
    ]
      .filter((part): part is string => Boolean(part))
      .join('\n'),
  }));
}
