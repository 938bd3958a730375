import { h } from 'hastscript';
import { z } from 'zod';
import { define } from '../kit/component';
import { paragraph, strong } from '../kit/markdown';

/** A section readers open and close (native `<details>`). In Markdown, its content under its title. */
export const Accordion = define({
  props: z.object({ title: z.string().min(1), defaultOpen: z.boolean().optional() }).strict(),
  render({ title, defaultOpen }, children) {
    return h(
      'details',
      { className: ['accordion', 'group', 'my-3', 'rounded-md', 'border', 'border-[var(--border)]'], open: defaultOpen === true },
      h(
        'summary',
        { className: ['cursor-pointer', 'list-none', 'px-4', 'py-2.5', 'font-medium', 'marker:hidden', '[&::-webkit-details-marker]:hidden'] },
        h('span', { ariaHidden: 'true', className: ['mr-2', 'inline-block', 'transition-transform', 'group-open:rotate-90'] }, '›'),
        title,
      ),
      h('div', { className: ['border-t', 'border-[var(--border)]', 'px-4', 'py-3', '[&>*+*]:mt-3'] }, children),
    );
  },
  markdown: ({ title }, children) => [paragraph(strong(title)), ...children],
});
