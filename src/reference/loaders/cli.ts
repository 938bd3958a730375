import type { CliModel, CommandModel, FlagModel } from '../../cli/model';
import { referenceUrls } from '../../lib/site-urls';
import type { RefItem, RefParam, ReferenceDoc } from '../model';

/** The CLI reference's addresses: the long page, and each command's own page. */
const CLI_URLS = referenceUrls('cli');
export const CLI_PAGE = CLI_URLS.page;

function flagParam(flag: FlagModel, anchorPrefix: string): RefParam {
  return {
    name: flag.id,
    display: flag.name,
    type: flag.placeholder,
    required: flag.required,
    defaultValue: flag.default_value === '' ? undefined : flag.default_value,
    description: flag.description,
    values: flag.accepted_values?.map((v) => v.name),
    anchor: `${anchorPrefix}-flag-${flag.id}`,
  };
}

function commandItem(command: CommandModel): RefItem {
  const { required_when } = command.rules ?? {};
  const notes = required_when
    ? `- Required in some situations: ${required_when.flags.map((f) => `\`--${f}\``).join(', ')} when ${required_when.when.replace(/ \((PreRunE?|PreRun)\)$/, '')}.`
    : undefined;
  return {
    id: command.id,
    title: command.title,
    summary: command.summary,
    description: command.description,
    notes,
    badges: command.experimental ? ['Experimental: requires --experimental'] : [],
    signature: command.usage ? { label: 'Usage', lang: 'bash', code: command.usage } : undefined,
    paramGroups: command.flags.length ? [{ title: 'Flags', params: command.flags.map((f) => flagParam(f, command.id)) }] : [],
    examples: command.examples.map((e) => ({ id: e.id, name: e.name, lang: 'bash', code: e.code, response: e.response || undefined, responseLang: 'text' })),
    links: command.links.map((l) => ({ name: l.name, href: l.link })),
    depth: command.depth,
    children: command.children,
    builder: command.runnable,
    keywords: [...(command.aliases ?? []).map((a) => `${command.title.split(' ').slice(0, -1).join(' ')} ${a}`)],
  };
}

/**
 * The CLI spec as a reference: one section per group (Local Development, Management APIs,
 * Additional Commands), a "Global flags" section first, every command an item with its flags,
 * usage, examples and links, and the spec's own facts (spec version, tool version, where the
 * source and bug tracker are) shown under the introduction.
 */
export function cliReference(cli: CliModel, info: { specVersion: string; source: string; bugs: string; spec: string; file: string }): ReferenceDoc {
  const globalItem: RefItem = {
    id: 'global-flags',
    title: 'Global flags',
    summary: 'Flags every command accepts.',
    paramGroups: [{ title: 'Flags', params: cli.globalFlags.map((f) => flagParam(f, 'global')) }],
    examples: [],
    links: [],
    depth: 0,
  };
  return {
    key: 'cli',
    kind: 'cli',
    release: cli.version,
    title: 'CLI reference',
    label: 'CLI',
    description: cli.description,
    versions: [],
    page: CLI_PAGE,
    itemPage: CLI_URLS.item,
    intro: 'content/reference/cli/introduction.mdx',
    info: [
      { label: 'CLI version', value: cli.version },
      { label: 'Reference spec', value: `clispec ${info.specVersion}`, href: info.spec },
      { label: 'Source', value: info.source.replace(/^https?:\/\//, ''), href: info.source },
      { label: 'Report a bug', value: info.bugs.replace(/^https?:\/\//, ''), href: info.bugs },
    ],
    language: 'bash',
    itemTitlePrefix: 'plinth ',
    sections: [
      { id: 'global', title: 'Global flags', items: [globalItem] },
      ...cli.groups.map((g) => ({ id: g.id, title: g.title, items: g.commands.map(commandItem) })),
    ].map((section) => ({ ...section, source: info.file })),
  };
}
