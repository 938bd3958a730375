import type { Heading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { RESERVED_IDS } from './page-rules';
import { ContentError, reportProblem } from '../sources/errors';
import { headingId, parseCustomAnchor } from './slug';

/** One entry of a page's table of contents. */
export interface TocEntry {
  depth: 2 | 3 | 4;
  text: string;
  id: string;
}

/**
 * Gives every h2–h4 its anchor id, removes a trailing `[#custom-id]` marker from the text, reports
 * two headings with the same id and ids the layout uses, and records the table of contents in
 * `file.data.toc`.
 */
export function remarkHeadings() {
  return (tree: Root, file: VFile) => {
    const toc: TocEntry[] = [];
    const seen = new Map<string, { text: string; line?: number }>();
    visit(tree, 'heading', (node: Heading) => {
      if (node.depth < 2 || node.depth > 4) return;
      const raw = toString(node);
      const id = headingId(raw);
      stripAnchorMarker(node);
      const text = parseCustomAnchor(raw).text.trim();
      const line = node.position?.start.line;
      if (!id) return reportProblem(file, new ContentError(file.path, `heading "${raw}" has no characters to build an anchor from; add one with [#anchor]`, line));
      if ((RESERVED_IDS as readonly string[]).includes(id)) {
        reportProblem(file, new ContentError(file.path, `heading anchor "#${id}" is used by the page layout (${RESERVED_IDS.join(', ')}); give the heading another anchor with [#other-id]`, line));
      }
      const previous = seen.get(id);
      if (previous) {
        reportProblem(file, new ContentError(file.path, `duplicate heading anchor "#${id}": "${previous.text}" (line ${previous.line}) and "${text}" (line ${line}); give one of them a custom anchor with [#other-id]`, line));
      }
      seen.set(id, { text, line });
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      toc.push({ depth: node.depth as TocEntry['depth'], text, id });
    });
    file.data.toc = toc;
  };
}

function stripAnchorMarker(node: Heading) {
  const last = node.children.at(-1);
  if (last?.type !== 'text') return;
  const { text, anchor } = parseCustomAnchor((last as Text).value);
  if (anchor) (last as Text).value = text;
}

declare module 'vfile' {
  interface DataMap {
    toc: TocEntry[];
  }
}
