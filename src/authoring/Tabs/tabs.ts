import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';

/** One tab: the value kept in the URL and synced by group, its button's label, its panel's content. */
export interface TabPart {
  value: string;
  label: string;
  content: ElementContent[];
}

/**
 * The one tabs markup of the site, for a guide's `<Tabs>` and a reference item's examples alike:
 * a tablist of buttons and a panel for each, the first one shown. The enhancer
 * (src/enhance/tabs.ts) switches them, keeps tabs of one `group` in sync and the choice in the URL;
 * the boot script shows the tab chosen in the URL before the first paint.
 */
export function tabsHast({
  id,
  tabs,
  label,
  group,
  spacing,
}: {
  id: (index: number, part: 'tab' | 'panel') => string;
  tabs: readonly TabPart[];
  label: string;
  group?: string;
  spacing: 'my-3' | 'my-5';
}): Element {
  return h(
    'div',
    { className: ['tabs', spacing], dataTabs: '', dataTabsGroup: group },
    h(
      'div',
      { role: 'tablist', className: ['tablist'], ariaLabel: label },
      tabs.map((tab, i) =>
        h(
          'button',
          {
            role: 'tab',
            type: 'button',
            id: id(i, 'tab'),
            ariaSelected: i === 0 ? 'true' : 'false',
            ariaControls: id(i, 'panel'),
            tabIndex: i === 0 ? 0 : -1,
            className: ['tab'],
            dataValue: tab.value,
          },
          tab.label,
        ),
      ),
    ),
    tabs.map((tab, i) =>
      h(
        'div',
        { role: 'tabpanel', id: id(i, 'panel'), ariaLabelledBy: id(i, 'tab'), hidden: i !== 0, className: ['tabpanel'], dataValue: tab.value },
        tab.content,
      ),
    ),
  );
}
