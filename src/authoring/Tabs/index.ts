import type { Element } from 'hast';
import { h } from 'hastscript';
import { z } from 'zod';
import { define, unwrapParagraphs } from '../kit/component';
import { paragraph, strong } from '../kit/markdown';
import { tabsHast } from './tabs';

const humanize = (kebab: string) => kebab.charAt(0).toUpperCase() + kebab.slice(1).replace(/-/g, ' ');

/** Variants of the same content (package managers, languages); tabs of one `group` switch together. In Markdown, each under its label. */
export const Tabs = define({
  props: z
    .object({
      group: z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]*$/, 'a group is kebab-case')
        .optional(),
    })
    .strict(),
  render({ group }, children, state) {
    // Tabs written on one line each arrive wrapped in a paragraph: look inside it.
    const tabs = unwrapParagraphs(children).filter((c): c is Element => c.type === 'element' && c.properties.dataTabValue !== undefined);
    const base = state.next('tabs');
    return tabsHast({
      id: (i, part) => `${base}-${part}-${i}`,
      tabs: tabs.map((tab) => ({ value: String(tab.properties.dataTabValue), label: String(tab.properties.dataTabLabel), content: tab.children })),
      label: group ? humanize(group) : 'Variants',
      group,
      spacing: 'my-5',
    });
  },
  markdown: (_props, children) => children,
});

/** One variant of `<Tabs>`. Its element only carries value and label to Tabs, which lays out buttons and panels. */
export const Tab = define({
  props: z.object({ value: z.string().min(1), label: z.string().min(1) }).strict(),
  parent: 'Tabs',
  render: ({ value, label }, children) => h('div', { dataTabValue: value, dataTabLabel: label }, children),
  markdown: ({ label }, children) => [paragraph(strong(label)), ...children],
});
