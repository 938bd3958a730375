import { keyOf, pruneCached, readCached, sourcesFingerprint, writeCached } from '../sources/build-cache';
import { parseSpecFile, readSpecFile, SpecErrors, type SpecError } from '../sources/spec-file';
import { cliSpecSchema, type CliSpec } from './spec-schema';

export const CLI_SPEC_FILE = 'specs/cli/cli_v1_commands.yaml';

export { SpecError, SpecErrors } from '../sources/spec-file';

/**
 * Parses and validates a spec's text: the schema, then what it cannot express (unique ids,
 * references that resolve, no subcommand cycle, defaults that are allowed, links to commands that
 * exist). Throws SpecErrors with every problem found, each with its line and column.
 */
export function parseCliSpec(text: string, file = CLI_SPEC_FILE): CliSpec {
  const { data: spec, located } = parseSpecFile(text, file, cliSpecSchema);
  const problems: SpecError[] = [];
  const fail = (path: (string | number)[], problem: string) => problems.push(located.error(path, problem));

  const tagIds = new Set(spec.info.tags.map((t) => t.id));
  const seen = new Map<string, number>();
  const checkFlags = (flags: CliSpec['flags'], at: (...rest: (string | number)[]) => (string | number)[]) => {
    const ids = new Set<string>();
    flags.forEach((flag, f) => {
      if (ids.has(flag.id)) fail(at('flags', f, 'id'), `duplicate flag id "${flag.id}" (two anchors would be the same)`);
      ids.add(flag.id);
      if (flag.accepted_values && flag.default_value !== '' && !flag.accepted_values.some((v) => v.id === flag.default_value)) {
        fail(
          at('flags', f, 'default_value'),
          `default "${flag.default_value}" is not one of the accepted values (${flag.accepted_values.map((v) => v.id).join(', ')})`,
        );
      }
    });
  };
  checkFlags(spec.flags, (...rest) => rest);
  spec.commands.forEach((command, index) => {
    const at = (...rest: (string | number)[]) => ['commands', index, ...rest];
    if (seen.has(command.id)) fail(at('id'), `duplicate command id "${command.id}" (also commands[${seen.get(command.id)}])`);
    seen.set(command.id, index);
    command.tags.forEach((tag, t) => {
      if (!tagIds.has(tag)) fail(at('tags', t), `unknown tag "${tag}"; expected one of ${[...tagIds].join(', ')}`);
    });
    checkFlags(command.flags, at);
    const exampleIds = new Set<string>();
    command.examples.forEach((example, e) => {
      if (exampleIds.has(example.id)) fail(at('examples', e, 'id'), `duplicate example id "${example.id}"`);
      exampleIds.add(example.id);
    });
  });
  const anchors = new Set([
    'global-flags',
    ...spec.info.tags.map((t) => t.id),
    ...spec.flags.map((f) => `global-flag-${f.id}`),
    ...spec.commands.flatMap((c) => [c.id, ...c.flags.map((f) => `${c.id}-flag-${f.id}`)]),
  ]);
  spec.commands.forEach((command, index) => {
    command.subcommands.forEach((sub, s) => {
      if (!seen.has(sub)) fail(['commands', index, 'subcommands', s], `subcommand "${sub}" points at no command`);
      else if (sub === command.id) fail(['commands', index, 'subcommands', s], `"${command.id}" lists itself as a subcommand`);
    });
    for (const set of command.rules?.mutually_exclusive ?? []) {
      for (const id of set)
        if (!command.flags.some((f) => f.id === id))
          fail(['commands', index, 'rules', 'mutually_exclusive'], `mutually exclusive flag "${id}" is not a flag of ${command.id}`);
    }
    command.links.forEach((link, l) => {
      // Links within the CLI reference must land on a command or flag; links elsewhere are checked with the built site.
      const match = /^\/reference\/cli\/(introduction#(.+)|([^/#]+))$/.exec(link.link);
      if (!match) return;
      const target = match[2] ?? match[3]!;
      if (!anchors.has(target)) fail(['commands', index, 'links', l, 'link'], `link "${link.link}" points at no command or flag of this reference`);
    });
  });
  // A cycle of subcommands (a → b → a) would nest commands forever.
  const children = new Map(spec.commands.map((c) => [c.id, c.subcommands.filter((s) => s !== c.id)]));
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string, trail: string[]): void => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') {
      const cycle = [...trail.slice(trail.indexOf(id)), id];
      fail(['commands', seen.get(id)!, 'subcommands'], `subcommands form a cycle: ${cycle.join(' → ')}`);
      return;
    }
    state.set(id, 'visiting');
    for (const child of children.get(id) ?? []) if (seen.has(child)) visit(child, [...trail, id]);
    state.set(id, 'done');
  };
  for (const command of spec.commands) visit(command.id, []);
  if (problems.length) throw new SpecErrors(problems);
  return spec;
}

let cached: CliSpec | undefined;

/** The code that turns the spec's text into the validated spec: part of the build cache's key. */
// With what they use to check a spec: the source readers' room (its reader, the URL rule, the limits and their errors).
const PARSER_SOURCES = ['src/cli/load-spec.ts', 'src/cli/spec-schema.ts', 'src/sources', 'package-lock.json'] as const;
const isSpec = (value: unknown): value is CliSpec => Array.isArray((value as Partial<CliSpec> | null)?.commands);

/**
 * The site's CLI spec, read and validated once per process. Under `next dev` it is re-read on
 * every request, so edits show on refresh; a build keeps the validated spec in the build cache,
 * since parsing and validating the YAML costs every build worker half a second.
 */
export function loadCliSpec(): CliSpec {
  if (cached && process.env.NODE_ENV === 'production') return cached;
  const text = readSpecFile(CLI_SPEC_FILE);
  if (process.env.NODE_ENV !== 'production') return (cached = parseCliSpec(text));
  const key = keyOf(sourcesFingerprint(PARSER_SOURCES), text);
  cached = readCached('cli-spec', key, isSpec);
  if (!cached) {
    cached = parseCliSpec(text);
    writeCached('cli-spec', key, cached);
    pruneCached('cli-spec', new Set([key])); // the spec of earlier versions is never read again
  }
  return cached;
}
