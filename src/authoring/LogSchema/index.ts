import type { Element } from 'hast';
import type { RootContent } from 'mdast';
import { h } from 'hastscript';
import { z } from 'zod';
import { LOG_SOURCES } from '../../reference/logs';
import { fieldAnchor, fieldTree, type LogFieldNode } from '../../reference/logs/tree';
import { define } from '../kit/component';
import { code, list, paragraph, strong } from '../kit/markdown';

const sourceOf = (id: string) => LOG_SOURCES.find((s) => s.id === id)!;

/** A log source's fields as a tree: objects open and close (native <details>), every field anchored. In Markdown, the same tree as a nested list. */
export const LogSchema = define({
  props: z.object({ source: z.enum(LOG_SOURCES.map((s) => s.id) as [string, ...string[]]) }).strict(),
  render(props) {
    const source = sourceOf(props.source);
    const node = (field: LogFieldNode): Element =>
      field.children.length
        ? h(
            'li',
            { id: fieldAnchor(source, field.path) },
            h(
              'details',
              { open: field.path === 'metadata' },
              h('summary', {}, h('code', {}, field.name), ' ', h('span', { className: ['ref-type'] }, 'object')),
              h('ul', { className: ['log-fields'], role: 'list' }, field.children.map(node)),
            ),
          )
        : h('li', { id: fieldAnchor(source, field.path) }, h('code', {}, field.name), ' ', h('span', { className: ['ref-type'] }, field.type ?? ''));
    return h(
      'div',
      { className: ['log-schema', 'not-prose', 'my-5'], dataLogSource: source.id },
      h('p', { className: ['ref-label'] }, `${source.name}: `, h('code', {}, source.table), ` (${source.fields.length} fields)`),
      h('ul', { className: ['log-fields'], role: 'list', ariaLabel: `Fields of ${source.table}` }, fieldTree(source).map(node)),
    );
  },
  // The same tree as a nested list, each field by its whole path (what a query writes).
  markdown(props) {
    const source = sourceOf(props.source);
    const item = (field: LogFieldNode): RootContent[] => [
      paragraph(code(field.path), ' ', field.children.length ? 'object' : (field.type ?? '')),
      ...(field.children.length ? [list(false, field.children.map(item))] : []),
    ];
    return [paragraph(strong(source.name), ': ', code(source.table), ` (${source.fields.length} fields)`), list(false, fieldTree(source).map(item))];
  },
});
