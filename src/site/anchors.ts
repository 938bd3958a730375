/**
 * The anchors of a page of the site index: what a link, or a bookmark, may name after its `#`.
 * One home for the link checks (scripts/check-pages.ts) and the list of published addresses
 * (builder/published-urls.ts).
 * - A content page: its headings' ids (the compiled page's table of contents).
 * - A reference's long page: its introduction's headings, and its sections' and items' ids; with
 *   `params`, every parameter's anchor too.
 * - An item page: the item's id; with `params`, its parameters' anchors.
 */
import type { ContentFile } from '../content/pages';
import type { RefItem, RefParam, ReferenceDoc } from '../reference/model';
import { itemsOf } from '../reference/model';
import { paramAnchor } from '../reference/outputs';
import type { PageEntry } from './index';

/** A content file's heading ids. */
export type HeadingIds = (mdx: ContentFile) => Promise<ReadonlySet<string>>;

const flatParams = (params: readonly RefParam[]): RefParam[] => params.flatMap((p) => [p, ...flatParams(p.children ?? [])]);
const itemAnchors = (item: RefItem, params: boolean): string[] => [
  item.id,
  ...(params ? item.paramGroups.flatMap((g) => flatParams(g.params)).map((p) => paramAnchor(item, p)) : []),
];
const docAnchors = (doc: ReferenceDoc, params: boolean): string[] => [...doc.sections.map((s) => s.id), ...itemsOf(doc).flatMap((i) => itemAnchors(i, params))];

export async function pageAnchors(page: PageEntry, headingIds: HeadingIds, { params = true }: { params?: boolean } = {}): Promise<Set<string>> {
  const headings = 'mdx' in page && page.mdx ? await headingIds(page.mdx) : new Set<string>();
  if (page.kind === 'reference') return new Set([...headings, ...docAnchors(page.doc, params)]);
  if (page.kind === 'reference-item') return new Set(itemAnchors(page.item, params));
  return new Set(headings);
}
