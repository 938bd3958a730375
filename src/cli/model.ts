import type { CliCommand, CliFlag, CliSpec } from './spec-schema';

/** How a flag takes its value, derived from its name's placeholder and accepted values. */
export type FlagKind = 'boolean' | 'choice' | 'list' | 'number' | 'text';

/** A flag as pages and the command builder use it. */
export interface FlagModel extends CliFlag {
  long: string;
  short?: string;
  placeholder?: string;
  kind: FlagKind;
  required: boolean;
}

/** A positional argument read off the usage line, e.g. `<src>` or `[path] ...`. */
export interface ArgModel {
  name: string;
  required: boolean;
  variadic: boolean;
}

/** A command with everything derived from the spec that its section, page and builder need. */
export interface CommandModel extends Omit<CliCommand, 'flags'> {
  /** The words after `plinth`: `['db', 'push']`. */
  path: string[];
  /** Nesting under its top-level command: 0 for `plinth db`, 1 for `plinth db push`. */
  depth: number;
  group: string;
  runnable: boolean;
  /** Refuses to run without `--experimental`. */
  experimental: boolean;
  flags: FlagModel[];
  args: ArgModel[];
  /** The commands listed in `subcommands`, resolved. */
  children: { id: string; title: string; summary: string }[];
}

export interface GroupModel {
  id: string;
  title: string;
  commands: CommandModel[];
}

export interface CliModel {
  version: string;
  title: string;
  description: string;
  globalFlags: FlagModel[];
  groups: GroupModel[];
  commands: CommandModel[];
  byId: Map<string, CommandModel>;
}

export function flagModel(flag: CliFlag): FlagModel {
  const match = /^(?:(-[a-zA-Z]), )?(--[a-z0-9-]+)(?: (<.+>))?$/.exec(flag.name);
  const [, short, long = `--${flag.id}`, placeholder] = match ?? [];
  let kind: FlagKind = 'text';
  if (!placeholder) kind = 'boolean';
  else if (flag.accepted_values) kind = 'choice';
  else if (placeholder === '<strings>') kind = 'list';
  else if (placeholder === '<uint>' || placeholder === '<int>') kind = 'number';
  return { ...flag, long, short, placeholder, kind, required: flag.required ?? false };
}

/** Positional arguments from a usage line: everything after the command path except `[flags]`. */
export function parseArgs(usage: string | undefined, title: string): ArgModel[] {
  if (!usage) return [];
  const rest = usage.slice(title.length);
  const args: ArgModel[] = [];
  for (const match of rest.matchAll(/(<([^>]+)>|\[([^\]]+)\])(\s*\.\.\.)?/g)) {
    const optionalName = match[3];
    if (optionalName === 'flags') continue;
    args.push({ name: match[2] ?? optionalName ?? '', required: Boolean(match[2]), variadic: Boolean(match[4]) });
  }
  return args;
}

/** The model every CLI output is generated from: reference page, crawler pages, search, llms.txt. */
export function buildCliModel(spec: CliSpec): CliModel {
  const byId = new Map<string, CommandModel>();
  const specById = new Map(spec.commands.map((c) => [c.id, c]));
  const parentOf = new Map(spec.commands.flatMap((c) => c.subcommands.map((sub) => [sub, c.id] as const)));
  const depthOf = (id: string): number => {
    const parent = parentOf.get(id);
    return parent ? depthOf(parent) + 1 : 0;
  };
  for (const command of spec.commands) {
    const path = command.title.split(' ').slice(1);
    const flags = command.flags.map(flagModel);
    const model: CommandModel = {
      ...command,
      path,
      depth: depthOf(command.id),
      group: command.tags[0]!,
      runnable: Boolean(command.usage),
      experimental: flags.some((f) => f.id === 'experimental' && f.required),
      flags,
      args: parseArgs(command.usage, command.title),
      children: command.subcommands.map((id) => {
        const child = specById.get(id)!;
        return { id, title: child.title, summary: child.summary };
      }),
    };
    byId.set(command.id, model);
  }
  const commands = spec.commands.map((c) => byId.get(c.id)!);
  const groups = spec.info.tags.map((tag) => ({ id: tag.id, title: tag.title, commands: commands.filter((c) => c.group === tag.id) }));
  return {
    version: spec.info.version,
    title: spec.info.title,
    description: spec.info.description,
    globalFlags: spec.flags.map(flagModel),
    groups,
    commands,
    byId,
  };
}
