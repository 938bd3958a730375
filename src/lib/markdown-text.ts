import type { PhrasingContent } from 'mdast';
import { toMarkdown } from 'mdast-util-to-markdown';

/**
 * Plain text (a page's title or description from its frontmatter, a spec's title or summary, a
 * search excerpt) written into Markdown: the twins, llms.txt and what the MCP server returns.
 * Escaped by mdast-util-to-markdown, the writer remark uses, so a title such as `# <img src=x>`
 * or `[a](javascript:x)` stays the text it is instead of becoming markup; on one line, so it
 * cannot end the construct it is written into (a quote, a list item, a heading).
 */
export function markdownText(value: string): string {
  const line = value.replace(/\s+/g, ' ').trim();
  if (!line) return '';
  return toMarkdown({ type: 'paragraph', children: [{ type: 'text', value: line }] }).trimEnd();
}

/** A link whose text is plain text: `[text](url)`, both escaped. */
export function markdownLink(text: string, url: string): string {
  const children: PhrasingContent[] = [{ type: 'text', value: text.replace(/\s+/g, ' ').trim() }];
  return toMarkdown({ type: 'paragraph', children: [{ type: 'link', url, children }] }).trimEnd();
}
