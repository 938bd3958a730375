import type { BlockContent, Code, List, ListItem, Paragraph, PhrasingContent, RootContent, Table, TableCell } from 'mdast';

/**
 * Small builders of Markdown (mdast) for the components' renderings in a page's twin. Text is
 * given as strings and written escaped by remark-stringify, so a name or a URL never turns into
 * markup of its own.
 */

type Inline = string | PhrasingContent;

const inline = (parts: Inline[]): PhrasingContent[] => parts.map((p) => (typeof p === 'string' ? { type: 'text', value: p } : p));

export const text = (value: string): PhrasingContent => ({ type: 'text', value });
export const strong = (...parts: Inline[]): PhrasingContent => ({ type: 'strong', children: inline(parts) });
export const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
export const link = (url: string, ...parts: Inline[]): PhrasingContent => ({ type: 'link', url, children: inline(parts) });
export const paragraph = (...parts: Inline[]): Paragraph => ({ type: 'paragraph', children: inline(parts) });
export const codeBlock = (lang: string, value: string): Code => ({ type: 'code', lang, meta: null, value });

/** A list whose items are each a sequence of blocks. */
export function list(ordered: boolean, items: readonly (BlockContent | RootContent)[][]): List {
  return {
    type: 'list',
    ordered,
    start: ordered ? 1 : undefined,
    spread: items.some((blocks) => blocks.length > 1),
    children: items.map((blocks): ListItem => ({ type: 'listItem', spread: blocks.length > 1, children: blocks as BlockContent[] })),
  };
}

/** A table: a header row, then a row for each entry; each cell is text or inline content. */
export function table(header: readonly string[], rows: readonly (readonly (Inline | Inline[])[])[]): Table {
  const cell = (value: Inline | Inline[]): TableCell => ({ type: 'tableCell', children: inline(Array.isArray(value) ? value : [value]) });
  return {
    type: 'table',
    align: header.map(() => null),
    children: [{ type: 'tableRow', children: header.map((h) => cell(h)) }, ...rows.map((row) => ({ type: 'tableRow' as const, children: row.map(cell) }))],
  };
}
