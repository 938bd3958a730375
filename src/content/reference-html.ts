import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { h } from 'hastscript';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { tabsHast } from '../authoring/Tabs/tabs';
import { codeFigure } from './rehype-code';
import { resolveLanguage } from './highlight';
import { hastUrlViolations } from '../sources/url-rule';
import type { RenderedItem, RenderedSection } from '../reference/parts';
import { choiceLabel, paramSlug, type RefErrors, type RefItem, type RefParam, type RefParamGroup, type ReferenceDoc } from '../reference/model';
import { retryText } from '../reference/errors/model';

/**
 * The reference engine's one renderer, in the content room because it renders with the content
 * pipeline's parts (code figures, Shiki, the URL rule) and the engine below it knows no HTML.
 * Every reference's items as static HTML, from the model only: the long page holds them all, each
 * item's own page holds one (its title as the page's only h1). Interactive parts are the site's:
 * example tabs and copy buttons work through the delegated enhancer, the CLI's command builder is
 * an island opened by its toggle. Markdown from the sources is rendered without raw HTML, and every
 * URL follows the guides' rule (src/sources/url-rule.ts): the loaders refuse a bad one with its
 * file and line, and the HTML is checked again here, whatever made it (see `checkedUrls`).
 */

const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: false });

/** Source Markdown to hast. Raw HTML in the source is dropped, never passed through. */
export function md(source: string): ElementContent[] {
  const tree = markdown.runSync(markdown.parse(source)) as Root;
  return tree.children.filter((c): c is ElementContent => c.type !== 'doctype');
}

/**
 * `tree`, once every URL in it follows the rule; otherwise an error naming the reference, `where`
 * in it, and each bad URL. The loaders' schemas already refused bad URLs in the specs we write,
 * with their lines; this holds for the rest (the OpenAPI document as published, a loader's links).
 */
export function checkedUrls<T extends Element | Root>(doc: ReferenceDoc, where: string, tree: T): T {
  const violations = hastUrlViolations(tree);
  if (violations.length) throw new Error(`reference ${doc.key}, ${where}: ${violations.map((v) => `${v.attribute}: ${v.problem}`).join('; ')}`);
  return tree;
}

const label = (text: string, id?: string) => h('p', { className: ['ref-label'], id }, text);

function paramHast(param: RefParam, anchorBase: string): Element {
  const anchor = param.anchor ?? `${anchorBase}-${paramSlug(param.name)}`;
  const head = h(
    'div',
    { className: ['ref-param-head'] },
    h('code', {}, param.display ?? param.name),
    param.type && !param.display?.includes(param.type) ? h('span', { className: ['ref-type'] }, param.type) : null,
    // A variant is one of its parent's alternatives: whether it applies is the parent's choice, not a flag of its own.
    param.variant ? null : h('span', { className: [param.required ? 'ref-required' : 'ref-optional'] }, param.required ? 'REQUIRED' : 'Optional'),
    param.defaultValue !== undefined ? h('span', { className: ['ref-optional'] }, 'Default: ', h('code', {}, param.defaultValue)) : null,
    ...(param.tags ?? []).map((tag) => h('span', { className: ['ref-tag'] }, tag)),
  );
  return h(
    'li',
    { id: anchor, dataParam: param.name },
    head,
    param.description ? h('div', { className: ['ref-param-description'] }, md(param.description)) : null,
    param.values?.length
      ? h('details', { className: ['ref-accepted'], dataAcceptedValues: '' }, h('summary', {}, `Accepted values (${param.values.length})`), h('ul', { role: 'list' }, param.values.map((v) => h('li', {}, h('code', {}, v)))))
      : null,
    param.children?.length
      ? h(
          'details',
          { className: ['ref-children'] },
          h('summary', {}, param.choice ? `${choiceLabel(param.choice, param.children.length)} of ${param.display ?? param.name}` : `${param.children.length} ${param.children.length === 1 ? 'property' : 'properties'} of ${param.display ?? param.name}`),
          h('ul', { className: ['ref-params'], role: 'list' }, param.children.map((c) => paramHast(c, anchorBase))),
        )
      : null,
  );
}

function paramGroupHast(group: RefParamGroup, item: RefItem, index: number): Element {
  // The CLI's flag anchors are `<command>-flag-<flag>`, kept as they were; other parameters are `<item>-param-<name>`.
  const labelId = `${item.id}-params-${index}`;
  return h(
    'div',
    { className: ['ref-group'] },
    label(group.title, labelId),
    group.note ? h('div', { className: ['ref-param-description'] }, md(group.note)) : null,
    group.choice && group.params.length ? h('p', { className: ['ref-param-description'], dataChoice: group.choice }, `${choiceLabel(group.choice, group.params.length)}:`) : null,
    h('ul', { className: ['ref-params'], role: 'list', ariaLabelledBy: labelId }, group.params.map((p) => paramHast(p, `${item.id}-param`))),
  );
}

async function examplesHast(item: RefItem, doc: ReferenceDoc): Promise<Element> {
  const panels: Element[][] = [];
  for (const example of item.examples) {
    const lang = resolveLanguage(example.lang) ?? 'text';
    const parts: (Element | null)[] = [];
    if (example.description) parts.push(h('div', { className: ['prose', 'ref-example-description'] }, md(example.description)));
    if (example.data) parts.push(h('details', { className: ['ref-disclosure'] }, h('summary', {}, 'Data source'), await codeFigure(example.data, 'sql', { label: 'sql', copyLabel: 'Copy SQL' })));
    // Its client calls link to their items (a v1 reference's to v1's), except its own: the reader is on it.
    parts.push(await codeFigure(example.code, lang, { label: example.lang, copyLabel: `Copy ${example.name} example`, dataLang: example.lang, calls: { versions: doc.version ? { [doc.key]: doc.version } : {}, self: item.id } }));
    if (example.response) parts.push(h('details', { className: ['ref-disclosure'] }, h('summary', {}, 'Response'), await codeFigure(example.response, resolveLanguage(example.responseLang) ?? 'text', { label: example.responseLang ?? 'text', copyLabel: 'Copy response' })));
    panels.push(parts.filter((part): part is Element => part !== null));
  }
  return h(
    'div',
    { className: ['ref-examples'] },
    label('Examples'),
    tabsHast({
      id: (i, part) => `${item.id}-example-${i}-${part}`,
      tabs: item.examples.map((example, i) => ({ value: example.id, label: example.name, content: panels[i]! })),
      label: `Examples of ${item.title}`,
      spacing: 'my-3',
    }),
  );
  void doc;
}

/**
 * A function's errors: per service, a table of the codes tied to it (each linked to its entry on
 * the service's errors page, with its status, whether retrying helps, and what it means), how the
 * language reports them, and a check in the language; or the line of a function no code is tied to.
 */
async function errorsHast(item: RefItem, errors: RefErrors, doc: ReferenceDoc): Promise<Element> {
  const labelId = `${item.id}-errors`;
  const groups: Element[] = [];
  for (const [i, group] of errors.groups.entries()) {
    const rows = group.errors.map((e) =>
      h(
        'tr',
        {},
        h('td', {}, h('a', { href: e.href }, h('code', {}, e.key))),
        h('td', {}, e.status ?? '–', e.uncertain ? ' (not confirmed)' : ''),
        h('td', {}, retryText(e.retry)),
        h('td', {}, e.uncertain ? [h('strong', {}, 'Not confirmed. '), ...md(e.cause).flatMap((n) => (n.type === 'element' && n.tagName === 'p' ? n.children : [n]))] : md(e.cause)),
      ),
    );
    const intro = group.errors.length
      ? [`${group.title} can answer this call with the errors below; each is explained on `, h('a', { href: group.page.href }, group.page.name), '.']
      : [`${group.title} errors in general are on `, h('a', { href: group.page.href }, group.page.name), '.'];
    groups.push(
      h(
        'div',
        { className: ['ref-error-group'], id: `${item.id}-errors-${i}` },
        h('p', { className: ['ref-note'] }, ...intro),
        rows.length
          ? h(
              'div',
              { className: ['prose', 'ref-errors-table'] },
              h(
                'table',
                { ariaLabel: `${group.title} errors of ${item.title}` },
                h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Code'), h('th', { scope: 'col' }, 'HTTP status'), h('th', { scope: 'col' }, 'Retry helps'), h('th', { scope: 'col' }, 'What it means'))),
                h('tbody', {}, rows),
              ),
            )
          : null,
        group.how ? h('div', { className: ['prose', 'ref-errors-how'] }, md(group.how)) : null,
        group.check ? h('p', { className: ['ref-note'] }, 'Checking for ', h('code', {}, group.check.key ?? group.title), ':') : null,
        group.check ? await codeFigure(group.check.code, resolveLanguage(group.check.lang) ?? 'text', { label: group.check.lang, copyLabel: `Copy the ${group.title} error check`, dataLang: group.check.lang, calls: { versions: doc.version ? { [doc.key]: doc.version } : {}, self: item.id } }) : null,
      ),
    );
  }
  return h(
    'div',
    { className: ['ref-errors', 'mt-5'] },
    label('Errors', labelId),
    errors.note ? h('div', { className: ['prose', 'ref-errors-how'] }, md(errors.note)) : null,
    ...groups,
    errors.versionNote ? h('div', { className: ['ref-note'] }, md(errors.versionNote)) : null,
  );
}

/**
 * One item. On the long page it is a section with an h3 (its id is the item's anchor); on its own
 * page (`crawler`) its title is the page's h1 and there is no command builder (that page has no
 * island host).
 */
export async function itemHast(doc: ReferenceDoc, item: RefItem, { crawler = false }: { crawler?: boolean } = {}): Promise<Element> {
  const titleId = crawler ? item.id : `${item.id}-title`;
  const heading = crawler
    ? h('h1', { id: titleId, className: ['ref-title', 'text-3xl', 'font-bold', 'tracking-tight'] }, item.title)
    : h('div', { className: ['heading-wrapper', 'heading-h3'] }, h('h3', { id: titleId, className: ['ref-title'] }, item.title), h('a', { href: `#${item.id}`, className: ['heading-anchor'], ariaLabel: `Link to section: ${item.title}`, dataPagefindIgnore: '' }, h('span', { ariaHidden: 'true' }, '#')));
  const showSummary = item.summary && !(item.description ?? '').replace(/\s+/g, ' ').trim().startsWith(item.summary);
  return h(
    'section',
    { id: crawler ? undefined : item.id, ariaLabelledBy: titleId, dataRefItem: item.id, className: ['ref-item'] },
    heading,
    showSummary ? h('p', { className: ['ref-summary'] }, item.summary) : null,
    ...(item.badges ?? []).map((badge) => h('p', { className: ['ref-badge'] }, badge)),
    item.current ? h('p', { className: ['ref-note'] }, 'This is an older version. In the current version: ', h('a', { href: item.current.href }, item.current.name), '.') : null,
    item.description ? h('div', { className: ['prose', 'ref-description'] }, md(item.description)) : null,
    item.signature ? h('div', { className: ['mt-5'] }, label(item.signature.label), h('pre', { className: ['ref-code'], tabIndex: 0 }, item.signature.code)) : null,
    item.children?.length
      ? h(
          'div',
          { className: ['mt-5'] },
          label('Subcommands'),
          h('ul', { className: ['ref-subcommands'], role: 'list' }, item.children.map((child) => h('li', {}, h('a', { href: `${doc.page}#${child.id}` }, child.title), child.summary ? ' ' : null, child.summary ? h('span', {}, `– ${child.summary}`) : null))),
        )
      : null,
    ...item.paramGroups.map((group, i) => paramGroupHast(group, item, i)),
    item.notes ? h('div', { className: ['ref-notes', 'prose'] }, label('Notes'), md(item.notes)) : null,
    item.examples.length ? await examplesHast(item, doc) : null,
    item.errors ? await errorsHast(item, item.errors, doc) : null,
    item.links.length ? h('div', { className: ['mt-5'] }, label('See also'), h('ul', { className: ['ref-links'], role: 'list' }, item.links.map((link) => h('li', {}, h('a', { href: link.href }, link.name))))) : null,
    item.builder && !crawler
      ? h(
          'div',
          { className: ['mt-5'] },
          h('button', { type: 'button', ariaExpanded: 'false', ariaControls: `${item.id}-builder`, dataBuilderToggle: item.id, className: ['builder-toggle'] }, 'Build this command'),
          // What the reader sees between "Build this command" and the builder's code arriving (React
          // replaces it on mounting): never an empty box that looks broken on a slow phone.
          h('div', { id: `${item.id}-builder`, className: ['mt-3'], hidden: true }, h('p', { className: ['builder-loading'], role: 'status', dataPagefindIgnore: '' }, 'Loading command builder…')),
        )
      : null,
    crawler && item.builder ? h('p', { className: ['ref-note'] }, h('a', { href: `${doc.page}#${item.id}` }, 'Build this command'), ' on the full reference.') : null,
  );
}

/** A reference's Markdown introduction from its source (a service's description), as HTML. */
export const overviewHtml = (doc: ReferenceDoc): string | undefined => (doc.overview ? toHtml(checkedUrls(doc, 'its overview', { type: 'root', children: md(doc.overview) })) : undefined);

/** Each section as HTML: its description, and each item on its own (src/reference/parts.ts splits a long page by items). */
export async function renderedSections(doc: ReferenceDoc): Promise<RenderedSection[]> {
  const out: RenderedSection[] = [];
  for (const section of doc.sections) {
    const items: RenderedItem[] = [];
    for (const item of section.items) items.push({ id: item.id, title: item.title, html: toHtml(checkedUrls(doc, `item ${item.id}`, await itemHast(doc, item))) });
    out.push({ id: section.id, intro: section.description ? toHtml(checkedUrls(doc, `section ${section.id}`, h('div', { className: ['prose'] }, md(section.description)))) : '', items });
  }
  return out;
}

/** Each section's items as HTML, by section id, all in full: what `next dev` shows in the long page's slots. */
export async function sectionsHtml(doc: ReferenceDoc): Promise<Map<string, string>> {
  return new Map((await renderedSections(doc)).map((s) => [s.id, s.intro + s.items.map((i) => i.html).join('')]));
}

/** One item as HTML, for its own page. */
export async function itemPageHtml(doc: ReferenceDoc, item: RefItem): Promise<string> {
  return toHtml(checkedUrls(doc, `item ${item.id}`, await itemHast(doc, item, { crawler: true })));
}
