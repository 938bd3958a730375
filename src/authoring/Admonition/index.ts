import type { BlockContent } from 'mdast';
import { h } from 'hastscript';
import { z } from 'zod';
import { define } from '../kit/component';
import { paragraph, strong } from '../kit/markdown';

const STYLES = {
  note: { label: 'Note', box: 'border-sky-600 bg-sky-50 dark:bg-sky-950/40', title: 'text-sky-900 dark:text-sky-200' },
  tip: { label: 'Tip', box: 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950/40', title: 'text-emerald-900 dark:text-emerald-200' },
  caution: { label: 'Caution', box: 'border-amber-600 bg-amber-50 dark:bg-amber-950/40', title: 'text-amber-900 dark:text-amber-200' },
  danger: { label: 'Danger', box: 'border-red-600 bg-red-50 dark:bg-red-950/40', title: 'text-red-900 dark:text-red-200' },
} as const;

const props = z
  .object({
    type: z.enum(['note', 'tip', 'caution', 'danger']).optional(),
    title: z.string().min(1).optional(),
    dismissible: z.boolean().optional(),
    id: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'an id is kebab-case')
      .optional(),
  })
  .strict()
  .refine((p) => !p.dismissible || p.id, { message: 'a dismissible alert needs an id="…" so the site can remember it was closed', path: ['id'] });

/** A note, tip, caution or danger box; `dismissible id="…"` for an alert readers can close. In Markdown, a quote. */
export const Admonition = define({
  props,
  render({ type = 'note', title: given, dismissible, id }, children) {
    const style = STYLES[type];
    const title = given ?? style.label;
    const body = h(
      'div',
      {
        className: ['admonition', 'my-5', 'rounded-md', 'border-l-4', 'px-4', 'py-3', ...style.box.split(' ')],
        role: type === 'danger' || type === 'caution' ? 'note' : undefined,
        dataAdmonition: type,
      },
      h('p', { className: ['font-semibold', ...style.title.split(' ')] }, title),
      h('div', { className: ['mt-1', '[&>*+*]:mt-2'] }, children),
    );
    if (!dismissible || !id) return body;
    // Closed alerts stay closed: the boot script hides them before paint, the enhancer on click.
    return h(
      'div',
      { className: ['relative'], dataDismissId: id },
      body,
      h('button', { type: 'button', className: ['dismiss-button'], ariaLabel: `Dismiss ${title}`, dataDismiss: id }, '✕'),
    );
  },
  markdown({ type = 'note', title }, children) {
    return [{ type: 'blockquote', children: [paragraph(strong(title ?? STYLES[type].label)), ...(children as BlockContent[])] }];
  },
});
