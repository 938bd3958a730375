import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { LOG_SOURCES } from '../reference/logs';
import { fieldAnchor, fieldTree, type LogFieldNode } from '../reference/logs/tree';
import type { GuideComponentName } from './components';

/**
 * The authoring vocabulary rendered to static HTML at build time. A page's content reaches the
 * browser as HTML that React never walks: what is interactive about these components (switching
 * tabs, copying code, closing an alert) is done by one small delegated script (src/enhance/),
 * and what needs React (the credential panel, generators, the estimator, diagrams) is an island:
 * a placeholder that src/islands/ mounts on its own when it comes near the viewport.
 */

export type Props = Record<string, unknown>;

/** Per-page counters, so generated ids are unique on the page and stable from build to build. */
export class RenderState {
  private counters = new Map<string, number>();
  next(prefix: string): string {
    const n = (this.counters.get(prefix) ?? 0) + 1;
    this.counters.set(prefix, n);
    return `${prefix}-${n}`;
  }
}

/**
 * When an island's React component takes over its placeholder: `visible`, once it comes near the
 * viewport; `session`, only for a reader with a stored platform session, or who reaches for it
 * (pointer or focus), its built HTML being right for everyone else; `never`.
 */
export type Hydrate = 'visible' | 'session' | 'never';

/**
 * A placeholder for an island: `data-island` names the component (src/islands/registry.ts),
 * `data-island-props` carries its props as JSON. `fallback` is what readers see before (and,
 * without JavaScript, instead of) the component; unless `clientOnly`, a build fills it with the
 * component's own server-rendered HTML, which the island host then hydrates.
 */
export function island(name: string, props: Props, { label, fallback = loading(label), minHeight, hydrate = 'visible', inline = false, clientOnly = false }: { label: string; fallback?: ElementContent[]; minHeight?: number; hydrate?: Hydrate; inline?: boolean; clientOnly?: boolean }): Element {
  return h(
    inline ? 'span' : 'div',
    {
      className: inline ? undefined : ['not-prose', 'my-6'],
      dataIsland: name,
      dataIslandProps: JSON.stringify(props),
      dataHydrate: hydrate,
      // What readers (and tests) call it: "realtime limits estimator".
      dataWidget: label,
      // Forms that only work with their code (generators, the estimator, the panel) are not
      // rendered at build time: readers see "Loading …" rather than fields that do nothing yet.
      dataClientOnly: clientOnly ? '' : undefined,
      style: minHeight ? `min-height:${minHeight}px` : undefined,
    },
    fallback,
  );
}

/** The "Loading …" box of an island whose content only exists in the browser. */
function loading(label: string): ElementContent[] {
  return [h('div', { className: ['flex', 'h-full', 'min-h-[inherit]', 'items-center', 'justify-center', 'rounded-lg', 'border', 'border-dashed', 'border-[var(--border)]', 'text-sm', 'text-[var(--fg-muted)]'] }, `Loading ${label}…`)];
}

const ADMONITIONS = {
  note: { label: 'Note', box: 'border-sky-600 bg-sky-50 dark:bg-sky-950/40', title: 'text-sky-900 dark:text-sky-200' },
  tip: { label: 'Tip', box: 'border-emerald-600 bg-emerald-50 dark:bg-emerald-950/40', title: 'text-emerald-900 dark:text-emerald-200' },
  caution: { label: 'Caution', box: 'border-amber-600 bg-amber-50 dark:bg-amber-950/40', title: 'text-amber-900 dark:text-amber-200' },
  danger: { label: 'Danger', box: 'border-red-600 bg-red-50 dark:bg-red-950/40', title: 'text-red-900 dark:text-red-200' },
} as const;

const humanize = (kebab: string) => kebab.charAt(0).toUpperCase() + kebab.slice(1).replace(/-/g, ' ');

type Builder = (props: Props, children: ElementContent[], state: RenderState) => ElementContent | ElementContent[];

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The credential panel's islands and the height each reserves (selectors, fields, footer). Each is
 * rendered at build time as a logged-out reader sees it (src/panel/PanelView.tsx), and React comes
 * only for a reader with a stored session or who reaches for it (hydrate 'session',
 * src/enhance/runtime.ts). rehype-panel.ts finds a page's panels by these names.
 */
export const PANEL_ISLANDS = { ProjectCredentials: 302, ProjectUrl: 226, AnonKey: 226 } as const satisfies Partial<Record<GuideComponentName, number>>;
const panelIsland = (name: keyof typeof PANEL_ISLANDS) => () => island(name, {}, { label: 'credential panel', minHeight: PANEL_ISLANDS[name], hydrate: 'session' });

export const COMPONENT_RENDERERS: Record<GuideComponentName, Builder> = {
  Admonition(props, children) {
    const type = (str(props.type) ?? 'note') as keyof typeof ADMONITIONS;
    const style = ADMONITIONS[type];
    const title = str(props.title) ?? style.label;
    const body = h(
      'div',
      { className: ['admonition', 'my-5', 'rounded-md', 'border-l-4', 'px-4', 'py-3', ...style.box.split(' ')], role: type === 'danger' || type === 'caution' ? 'note' : undefined, dataAdmonition: type },
      h('p', { className: ['font-semibold', ...style.title.split(' ')] }, title),
      h('div', { className: ['mt-1', '[&>*+*]:mt-2'] }, children),
    );
    const id = str(props.id);
    if (!props.dismissible || !id) return body;
    // Closed alerts stay closed: the boot script hides them before paint, the enhancer on click.
    return h('div', { className: ['relative'], dataDismissId: id }, body, h('button', { type: 'button', className: ['dismiss-button'], ariaLabel: `Dismiss ${title}`, dataDismiss: id }, '✕'));
  },

  Tabs(props, children, state) {
    // Tabs written on one line each arrive wrapped in a paragraph: look inside it.
    const flat = children.flatMap((c) => (c.type === 'element' && c.tagName === 'p' ? c.children : [c]));
    const tabs = flat.filter((c): c is Element => c.type === 'element' && c.properties.dataTabValue !== undefined);
    const base = state.next('tabs');
    const group = str(props.group);
    return h(
      'div',
      { className: ['tabs', 'my-5'], dataTabs: '', dataTabsGroup: group },
      h(
        'div',
        { role: 'tablist', className: ['tablist'], ariaLabel: group ? humanize(group) : 'Variants' },
        tabs.map((tab, i) =>
          h(
            'button',
            { role: 'tab', type: 'button', id: `${base}-tab-${i}`, ariaSelected: i === 0 ? 'true' : 'false', ariaControls: `${base}-panel-${i}`, tabIndex: i === 0 ? 0 : -1, className: ['tab'], dataValue: String(tab.properties.dataTabValue) },
            String(tab.properties.dataTabLabel),
          ),
        ),
      ),
      tabs.map((tab, i) =>
        h('div', { role: 'tabpanel', id: `${base}-panel-${i}`, ariaLabelledBy: `${base}-tab-${i}`, hidden: i !== 0, className: ['tabpanel'], dataValue: String(tab.properties.dataTabValue) }, tab.children),
      ),
    );
  },

  /** Read by Tabs, which lays out its buttons and panels from these. */
  Tab(props, children) {
    return h('div', { dataTabValue: str(props.value), dataTabLabel: str(props.label) }, children);
  },

  Accordion(props, children) {
    return h(
      'details',
      { className: ['accordion', 'group', 'my-3', 'rounded-md', 'border', 'border-[var(--border)]'], open: props.defaultOpen === true },
      h('summary', { className: ['cursor-pointer', 'list-none', 'px-4', 'py-2.5', 'font-medium', 'marker:hidden', '[&::-webkit-details-marker]:hidden'] }, h('span', { ariaHidden: 'true', className: ['mr-2', 'inline-block', 'transition-transform', 'group-open:rotate-90'] }, '›'), str(props.title) ?? ''),
      h('div', { className: ['border-t', 'border-[var(--border)]', 'px-4', 'py-3', '[&>*+*]:mt-3'] }, children),
    );
  },

  Steps(_props, children) {
    const steps = children.flatMap((c) => (c.type === 'element' && c.tagName === 'p' ? c.children : [c])).filter((c) => c.type === 'element' && c.tagName === 'li');
    // role=list: list-style: none would drop the list semantics in Safari.
    return h('ol', { className: ['steps', 'my-6', 'list-none!', 'pl-0!', '[counter-reset:step]'], role: 'list' }, steps);
  },

  Step(props, children) {
    return h(
      'li',
      { className: ['step', 'relative', 'border-l', 'border-[var(--border)]', 'pb-6', 'pl-8', '[counter-increment:step]', 'last:pb-1'] },
      h('p', { className: ['font-semibold', 'leading-7'] }, str(props.title) ?? ''),
      h('div', { className: ['mt-2', '[&>*+*]:mt-3'] }, children),
    );
  },

  CardGrid(_props, children) {
    const cards = children.flatMap((c) => (c.type === 'element' && c.tagName === 'p' ? c.children : [c]));
    return h('ul', { className: ['not-prose', 'my-6', 'grid', 'list-none', 'gap-3', 'p-0', 'sm:grid-cols-2'], role: 'list' }, cards.filter((c) => c.type === 'element' && c.tagName === 'li'));
  },

  Card(props, children) {
    const text = children.flatMap((c) => (c.type === 'element' && c.tagName === 'p' ? c.children : [c]));
    return h(
      'li',
      {},
      h(
        'a',
        { href: str(props.href), className: ['block', 'h-full', 'rounded-lg', 'border', 'border-[var(--border)]', 'p-4', 'no-underline!', 'hover:border-[var(--link)]', 'hover:bg-[var(--bg-soft)]'] },
        h('span', { className: ['block', 'font-semibold', 'text-[var(--fg)]'] }, str(props.title) ?? ''),
        text.length ? h('span', { className: ['mt-1', 'block', 'text-sm', 'text-[var(--fg-muted)]'] }, text) : null,
      ),
    );
  },

  Mermaid(props) {
    const chart = str(props.chart) ?? '';
    // The source is the diagram's text alternative and what readers without JavaScript get.
    const fallback = [
      h('figure', { className: ['mermaid-diagram', 'not-prose', 'my-5', 'rounded-lg', 'border', 'border-[var(--border)]', 'bg-[var(--bg-soft)]', 'p-4'], dataMermaid: '', dataState: 'source' }, h('pre', { tabIndex: 0, className: ['overflow-x-auto', 'font-mono', 'text-sm'], dataMermaidSource: '' }, chart)),
    ];
    return island('Mermaid', { chart }, { label: 'diagram', fallback, clientOnly: true });
  },

  JwtGenerator: () => island('JwtGenerator', {}, { label: 'JWT generator', minHeight: 570, clientOnly: true }),
  AppleSecretGenerator: () => island('AppleSecretGenerator', {}, { label: 'Apple secret generator', minHeight: 470, clientOnly: true }),
  RealtimeLimitsEstimator: () => island('RealtimeLimitsEstimator', {}, { label: 'realtime limits estimator', minHeight: 720, clientOnly: true }),
  ExtensionsList: () => island('ExtensionsList', {}, { label: 'extensions list' }),
  AuthProvidersGrid: (props) => island('AuthProvidersGrid', { type: str(props.type) }, { label: 'auth providers grid' }),
  RealtimeLimitsTable: () => island('RealtimeLimitsTable', {}, { label: 'realtime limits table', hydrate: 'never' }),
  ProjectSetupSteps: () => island('ProjectSetupSteps', {}, { label: 'project setup steps' }),
  DatabaseSetupSteps: () => island('DatabaseSetupSteps', {}, { label: 'database setup steps' }),
  SocialProviderSetup: (props) => island('SocialProviderSetup', { provider: str(props.provider) }, { label: 'provider setup steps' }),
  PhoneProviderSetup: (props) => island('PhoneProviderSetup', { provider: str(props.provider) }, { label: 'provider setup steps' }),
  ProjectCredentials: panelIsland('ProjectCredentials'),
  ProjectUrl: panelIsland('ProjectUrl'),
  AnonKey: panelIsland('AnonKey'),

  /** A log source's fields as a tree: objects open and close (native <details>), every field anchored. */
  LogSchema(props) {
    const source = LOG_SOURCES.find((s) => s.id === props.source)!;
    const node = (field: LogFieldNode): Element =>
      field.children.length
        ? h('li', { id: fieldAnchor(source, field.path) }, h('details', { open: field.path === 'metadata' }, h('summary', {}, h('code', {}, field.name), ' ', h('span', { className: ['ref-type'] }, 'object')), h('ul', { className: ['log-fields'], role: 'list' }, field.children.map(node))))
        : h('li', { id: fieldAnchor(source, field.path) }, h('code', {}, field.name), ' ', h('span', { className: ['ref-type'] }, field.type ?? ''));
    return h('div', { className: ['log-schema', 'not-prose', 'my-5'], dataLogSource: source.id }, h('p', { className: ['ref-label'] }, `${source.name}: `, h('code', {}, source.table), ` (${source.fields.length} fields)`), h('ul', { className: ['log-fields'], role: 'list', ariaLabel: `Fields of ${source.table}` }, fieldTree(source).map(node)));
  },
};
