import type { Element, ElementContent, Properties, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { CommandModel, FlagModel } from './model';

/**
 * The CLI reference's command sections as static HTML. The full reference holds 123 of them: as
 * one HTML string React neither diffs nor hydrates them (thousands of nodes fewer to hydrate on a
 * phone), and the site's delegated enhancer (src/enhance/) makes tabs and builders interactive.
 */

type Child = ElementContent | string | null | undefined | false;

function h(tagName: string, properties: Properties, ...children: (Child | Child[])[]): Element {
  const flat = children.flat().filter((c): c is ElementContent | string => c !== null && c !== undefined && c !== false);
  return { type: 'element', tagName, properties, children: flat.map((c) => (typeof c === 'string' ? { type: 'text', value: c } : c)) };
}

const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: false });

/** Spec Markdown to hast. Raw HTML in the source is dropped, never passed through. */
function md(source: string): ElementContent[] {
  const tree = markdown.runSync(markdown.parse(source)) as Root;
  return tree.children.filter((c): c is ElementContent => c.type !== 'doctype').map(safeLinks);
}

function safeLinks(node: ElementContent): ElementContent {
  if (node.type !== 'element') return node;
  if (node.tagName === 'a') {
    const href = String(node.properties.href ?? '');
    if (!/^(https?:|\/|#)/.test(href)) delete node.properties.href;
  }
  node.children = node.children.map(safeLinks);
  return node;
}

export function flagsHtml(flags: FlagModel[], commandId: string): Element {
  return h(
    'div',
    {},
    h('p', { className: ['cli-label'], id: `${commandId}-flags` }, 'Flags'),
    h(
      'ul',
      { className: ['cli-flags'], ariaLabelledBy: [`${commandId}-flags`] },
      flags.map((flag) =>
        h(
          'li',
          { id: `${commandId}-flag-${flag.id}`, dataFlag: flag.id },
          h(
            'div',
            { className: ['cli-flag-head'] },
            h('code', {}, flag.name),
            h('span', { className: [flag.required ? 'cli-required' : 'cli-optional'] }, flag.required ? 'REQUIRED' : 'Optional'),
            flag.default_value !== '' ? h('span', { className: ['cli-optional'] }, 'Default: ', h('code', {}, flag.default_value)) : null,
          ),
          h('div', { className: ['cli-flag-description'] }, md(flag.description)),
          flag.accepted_values
            ? h(
                'details',
                { className: ['cli-accepted'], dataAcceptedValues: '' },
                h('summary', {}, `Accepted values (${flag.accepted_values.length})`),
                h('ul', {}, flag.accepted_values.map((v) => h('li', {}, h('code', {}, v.name)))),
              )
            : null,
        ),
      ),
    ),
  );
}

function examplesHtml(command: CommandModel): Element {
  const id = (i: number, part: string) => `${command.id}-example-${i}-${part}`;
  return h(
    'div',
    { className: ['mt-6'] },
    h('p', { className: ['cli-label'] }, 'Examples'),
    h(
      'div',
      { className: ['tabs', 'my-5'], dataTabs: '' },
      h(
        'div',
        { role: 'tablist', className: ['tablist'] },
        command.examples.map((example, i) =>
          h('button', { role: 'tab', type: 'button', id: id(i, 'tab'), ariaSelected: i === 0 ? 'true' : 'false', ariaControls: [id(i, 'panel')], tabIndex: i === 0 ? 0 : -1, className: ['tab'] }, example.name),
        ),
      ),
      command.examples.map((example, i) =>
        h(
          'div',
          { role: 'tabpanel', id: id(i, 'panel'), ariaLabelledBy: [id(i, 'tab')], hidden: i !== 0, className: ['tabpanel'] },
          h('pre', { className: ['cli-code'] }, example.code),
          example.response ? h('details', { className: ['cli-response'] }, h('summary', {}, 'Response'), h('pre', { tabIndex: 0 }, example.response)) : null,
        ),
      ),
    ),
  );
}

/** One command. On its crawler page (`headingLevel` 1) the title is the page's h1 (spec §2). */
export function commandSectionHast(command: CommandModel, headingLevel: 1 | 3 = 3): Element {
  const crawler = headingLevel === 1;
  const { required_when } = command.rules ?? {};
  return h(
    'section',
    { id: crawler ? undefined : command.id, ariaLabelledBy: [`${command.id}-title`], dataCommandSection: command.id, className: ['cli-command'] },
    h(
      crawler ? 'h1' : 'h3',
      { id: crawler ? command.id : `${command.id}-title`, className: ['group/heading', 'cli-title', crawler ? 'text-3xl' : 'text-xl'] },
      command.title,
      crawler ? null : h('a', { href: `#${command.id}`, className: ['heading-anchor'], ariaLabel: `Link to ${command.title}` }, '#'),
    ),
    h('p', { className: ['cli-summary'] }, command.summary),
    command.experimental ? h('p', { className: ['cli-badge'] }, 'Experimental: requires --experimental') : null,
    h('div', { className: ['prose', 'cli-description'] }, md(command.description)),
    command.aliases?.length ? h('p', { className: ['mt-3', 'text-sm'] }, 'Alias: ', command.aliases.map((a) => h('code', { className: ['font-mono'] }, a))) : null,
    command.usage ? h('div', { className: ['mt-5'] }, h('p', { className: ['cli-label'] }, 'Usage'), h('pre', { className: ['cli-code'] }, command.usage)) : null,
    command.children.length
      ? h(
          'div',
          { className: ['mt-5'] },
          h('p', { className: ['cli-label'] }, 'Subcommands'),
          h('ul', { className: ['cli-subcommands'] }, command.children.map((child) => h('li', {}, h('a', { href: `/reference/cli/introduction#${child.id}` }, child.title), ' ', h('span', {}, `– ${child.summary}`)))),
        )
      : null,
    command.flags.length ? flagsHtml(command.flags, command.id) : null,
    required_when ? h('p', { className: ['cli-note'] }, `Required in some situations: ${required_when.flags.join(', ')} when ${required_when.when.replace(/ \((PreRunE?|PreRun)\)$/, '')}.`) : null,
    command.examples.length ? examplesHtml(command) : null,
    command.runnable
      ? h(
          'div',
          { className: ['mt-5'] },
          h('button', { type: 'button', ariaExpanded: 'false', ariaControls: [`${command.id}-builder`], dataBuilderToggle: command.id, className: ['builder-toggle'] }, 'Build this command'),
          h('div', { id: `${command.id}-builder`, className: ['mt-3'], hidden: true }),
        )
      : null,
  );
}

export function commandSectionsHtml(commands: CommandModel[], headingLevel: 1 | 3 = 3): string {
  return toHtml({ type: 'root', children: commands.map((c) => commandSectionHast(c, headingLevel)) });
}

export function globalFlagsHtml(flags: FlagModel[]): string {
  return toHtml(flagsHtml(flags, 'global'));
}
