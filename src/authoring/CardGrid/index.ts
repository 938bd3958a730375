import type { BlockContent, RootContent } from 'mdast';
import { h } from 'hastscript';
import { z } from 'zod';
import { define, unwrapParagraphs } from '../kit/component';
import { link, paragraph } from '../kit/markdown';

/** A grid of `<Card>` links. In Markdown, a list of links. */
export const CardGrid = define({
  props: z.object({}).strict(),
  render: (_props, children) =>
    h(
      'ul',
      { className: ['not-prose', 'my-6', 'grid', 'list-none', 'gap-3', 'p-0', 'sm:grid-cols-2'], role: 'list' },
      unwrapParagraphs(children).filter((c) => c.type === 'element' && c.tagName === 'li'),
    ),
  markdown: (_props, children) => children,
});

/** One link of a `<CardGrid>`: a title and a line of text. */
export const Card = define({
  props: z
    .object({
      title: z.string().min(1),
      href: z.string().regex(/^(\/|https:\/\/)/, 'href is a site path or an https URL'),
    })
    .strict(),
  parent: 'CardGrid',
  render({ title, href }, children) {
    const text = unwrapParagraphs(children);
    return h(
      'li',
      {},
      h(
        'a',
        {
          href,
          className: [
            'block',
            'h-full',
            'rounded-lg',
            'border',
            'border-[var(--border)]',
            'p-4',
            'no-underline!',
            'hover:border-[var(--link)]',
            'hover:bg-[var(--bg-soft)]',
          ],
        },
        h('span', { className: ['block', 'font-semibold', 'text-[var(--fg)]'] }, title),
        text.length ? h('span', { className: ['mt-1', 'block', 'text-sm', 'text-[var(--fg-muted)]'] }, text) : null,
      ),
    );
  },
  markdown: ({ title, href }, children: RootContent[]) => [
    {
      type: 'list',
      ordered: false,
      spread: false,
      children: [{ type: 'listItem', spread: false, children: [paragraph(link(href, title)), ...(children as BlockContent[])] }],
    },
  ],
});
