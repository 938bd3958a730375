/**
 * The one markup of a numbered walkthrough, for a guide's `<Steps>` (static HTML, ./index.ts) and
 * the widgets' steps (React, ./Steps.tsx): an `<ol>` whose items draw their number in a circle
 * from a CSS counter. `role="list"`: list-style: none would drop the list semantics in Safari.
 */
export const STEPS_CLASS = ['steps', 'my-6', 'list-none!', 'pl-0!', '[counter-reset:step]'];

export const STEP_CLASS = [
  'step',
  'relative',
  'border-l',
  'border-[var(--border)]',
  'pb-6',
  'pl-8',
  '[counter-increment:step]',
  'last:pb-1',
  'before:absolute',
  'before:-left-3.5',
  'before:top-0',
  'before:flex',
  'before:h-7',
  'before:w-7',
  'before:items-center',
  'before:justify-center',
  'before:rounded-full',
  'before:border',
  'before:border-[var(--border)]',
  'before:bg-[var(--bg-soft)]',
  'before:text-sm',
  'before:font-semibold',
  'before:content-[counter(step)]',
];

export const STEP_TITLE_CLASS = ['font-semibold', 'leading-7'];

export const STEP_BODY_CLASS = ['mt-2', '[&>*+*]:mt-3'];
