import type { ElementContent } from 'hast';
import { h } from 'hastscript';
import type { PhrasingContent, RootContent } from 'mdast';
import { z } from 'zod';
import { GROUPS, errorCatalogue } from '../../reference/errors/load';
import { ERROR_SERVICES, type ErrorService } from '../../reference/errors/model';
import { tabsHast } from '../Tabs/tabs';
import { define } from '../kit/component';
import { codeBlock, paragraph, strong } from '../kit/markdown';
import { proseHtml, proseInline, proseInlineMarkdown, proseMarkdown } from '../kit/prose';
import { clientViews, entryView, responseLines, serviceKeys, serviceOf, type Inline } from './view';

/**
 * The errors pages' parts, made from the error catalogue (specs/errors/, with the facts): the
 * entries of one group, each under its own anchor (ErrorCodes); how the service reports errors and
 * its response fields (ErrorResponse); how each client library tells them apart, with a check in
 * its language (ErrorChecks). A page writes the headings around them; in Markdown, the same text.
 */

const service = z.enum(ERROR_SERVICES);

function inlineHast(parts: Inline[]): ElementContent[] {
  return parts.flatMap((part): ElementContent[] => {
    if (typeof part === 'string') return [{ type: 'text', value: part }];
    if ('code' in part) return [h('code', {}, part.code)];
    if ('link' in part) return [h('a', { href: part.link }, inlineHast(part.text))];
    if ('strong' in part) return [h('strong', {}, inlineHast(part.strong))];
    return proseInline(part.markdown);
  });
}

function inlineMarkdown(parts: Inline[]): PhrasingContent[] {
  return parts.flatMap((part): PhrasingContent[] => {
    if (typeof part === 'string') return [{ type: 'text', value: part }];
    if ('code' in part) return [{ type: 'inlineCode', value: part.code }];
    if ('link' in part) return [{ type: 'link', url: part.link, children: inlineMarkdown(part.text) }];
    if ('strong' in part) return [{ type: 'strong', children: inlineMarkdown(part.strong) }];
    return proseInlineMarkdown(part.markdown) as PhrasingContent[];
  });
}

const groupProps = z
  .object({ service, group: z.string().min(1) })
  .strict()
  .superRefine(({ service: s, group }, ctx) => {
    const groups = serviceOf(errorCatalogue(), s).groups.map((g) => g.id);
    if (!groups.includes(group))
      ctx.addIssue({
        code: 'custom',
        path: ['group'],
        message: `${s} has no group "${group}" in the error catalogue; its groups are ${groups.join(', ') || 'none'} (${GROUPS[s].map((g) => g.key).join(', ')} in the facts)`,
      });
  });

const entriesOf = (s: ErrorService, group: string) => {
  const catalogue = errorCatalogue();
  const svc = serviceOf(catalogue, s);
  return { catalogue, facts: svc.facts, entries: svc.groups.find((g) => g.id === group)!.entries };
};

/** Every entry of one group of a service's catalogue, each under an h3 whose id is its anchor. In Markdown, the same under ### headings. */
export const ErrorCodes = define({
  props: groupProps,
  render({ service: s, group }) {
    const { catalogue, facts, entries } = entriesOf(s, group);
    return h(
      'div',
      { className: ['error-entries'], dataErrorGroup: `${s}:${group}` },
      entries.map((entry) => {
        const view = entryView(entry, catalogue, facts);
        return h(
          'section',
          { className: ['error-entry'], dataErrorEntry: entry.id },
          h('h3', { id: view.anchor }, inlineHast(view.heading)),
          view.lines.map((line) => h('p', {}, inlineHast(line))),
        );
      }),
    );
  },
  markdown({ service: s, group }) {
    const { catalogue, facts, entries } = entriesOf(s, group);
    return entries.flatMap((entry): RootContent[] => {
      const view = entryView(entry, catalogue, facts);
      return [{ type: 'heading', depth: 3, children: inlineMarkdown(view.heading) }, ...view.lines.map((line) => paragraph(...inlineMarkdown(line)))];
    });
  },
});

const serviceProps = z.object({ service }).strict();

/** How a service reports errors (the catalogue's words), then the fields and headers of its error responses (the facts'). */
export const ErrorResponse = define({
  props: serviceProps,
  render({ service: s }) {
    const svc = serviceOf(errorCatalogue(), s);
    const lines = responseLines(svc);
    return h(
      'div',
      { className: ['error-response'] },
      proseHtml(svc.description),
      lines.length
        ? h(
            'ul',
            {},
            lines.map((line) => h('li', {}, inlineHast(line))),
          )
        : null,
    );
  },
  markdown({ service: s }) {
    const svc = serviceOf(errorCatalogue(), s);
    const lines = responseLines(svc);
    return [
      ...proseMarkdown(svc.description),
      ...(lines.length
        ? [
            {
              type: 'list' as const,
              ordered: false,
              spread: false,
              children: lines.map((line) => ({ type: 'listItem' as const, spread: false, children: [paragraph(...inlineMarkdown(line))] })),
            },
          ]
        : []),
    ];
  },
});

const checksProps = z
  .object({ service, example: z.string().min(1).optional() })
  .strict()
  .superRefine(({ service: s, example }, ctx) => {
    if (example !== undefined && !serviceKeys(errorCatalogue(), s).has(example))
      ctx.addIssue({ code: 'custom', path: ['example'], message: `${s} has no error "${example}" in the error catalogue` });
  });

/** How each client library tells the service's errors apart: one tab per library (the guides' `client-language` group), with a check in its language. */
export const ErrorChecks = define({
  props: checksProps,
  render({ service: s, example }, _children, state) {
    const views = clientViews(serviceOf(errorCatalogue(), s), example);
    const base = state.next('error-checks');
    return tabsHast({
      id: (i, part) => `${base}-${part}-${i}`,
      group: 'client-language',
      label: 'Client library',
      spacing: 'my-5',
      tabs: views.map((view) => ({
        value: view.value,
        label: view.label,
        content: [
          ...proseHtml(view.how),
          ...(view.check
            ? [
                h('p', {}, 'Checking for ', h('code', {}, view.check.key ?? 'an error'), ':'),
                h('pre', {}, h('code', { className: [`language-${view.check.lang}`] }, view.check.code)),
              ]
            : []),
        ],
      })),
    });
  },
  markdown({ service: s, example }) {
    const views = clientViews(serviceOf(errorCatalogue(), s), example);
    return views.flatMap((view): RootContent[] => [
      paragraph(strong(view.label)),
      ...proseMarkdown(view.how),
      ...(view.check
        ? [paragraph('Checking for ', { type: 'inlineCode', value: view.check.key ?? 'an error' }, ':'), codeBlock(view.check.lang, view.check.code)]
        : []),
    ]);
  },
});
