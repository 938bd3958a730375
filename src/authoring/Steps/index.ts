import type { BlockContent, List, ListItem, RootContent } from 'mdast';
import { h } from 'hastscript';
import { z } from 'zod';
import { define, unwrapParagraphs } from '../kit/component';
import { paragraph, strong } from '../kit/markdown';
import { STEP_BODY_CLASS, STEP_CLASS, STEP_TITLE_CLASS, STEPS_CLASS } from './markup';

/** One step in Markdown: an item of a numbered list, its title in bold, then its body. */
const stepItem = (title: string, body: readonly RootContent[]): ListItem => ({
  type: 'listItem',
  spread: true,
  children: [paragraph(strong(title)), ...(body as BlockContent[])],
});

/** The Markdown of steps, for `<Steps>` and the widgets' steps alike: a numbered list. */
export function stepsMarkdown(steps: readonly { title: string; body: readonly RootContent[] }[]): List {
  return { type: 'list', ordered: true, start: 1, spread: true, children: steps.map((step) => stepItem(step.title, step.body)) };
}

/** A numbered walkthrough of `<Step>`s. */
export const Steps = define({
  props: z.object({}).strict(),
  render: (_props, children) =>
    h(
      'ol',
      { className: STEPS_CLASS, role: 'list' },
      unwrapParagraphs(children).filter((c) => c.type === 'element' && c.tagName === 'li'),
    ),
  // Each Step is already a list item (below), perhaps in the paragraph of a one-line `<Steps>`.
  markdown: (_props, children) => [
    {
      type: 'list',
      ordered: true,
      start: 1,
      spread: true,
      children: children.flatMap((c) => (c.type === 'paragraph' ? (c.children as RootContent[]) : [c])).filter((c) => c.type === 'listItem'),
    },
  ],
});

/** One step of `<Steps>`: its title, then its content. */
export const Step = define({
  props: z.object({ title: z.string().min(1) }).strict(),
  parent: 'Steps',
  render: ({ title }, children) =>
    h('li', { className: STEP_CLASS }, h('p', { className: STEP_TITLE_CLASS }, title), h('div', { className: STEP_BODY_CLASS }, children)),
  markdown: ({ title }, children) => [stepItem(title, children)],
});
