import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCliSpec } from './load-spec';

/**
 * The CLI reference must match the facts of plinth 1.151.1 exactly: every command, flag,
 * shorthand, placeholder, default, accepted value and required flag. Each difference is named.
 */
interface FactFlag {
  name: string;
  shorthand: string | null;
  spec_name: string;
  default_raw: string;
  accepted_values: string[] | null;
  required: boolean;
}
interface FactCommand {
  id: string;
  path: string[];
  group: string;
  runnable: boolean;
  usage: string | null;
  aliases: string[] | null;
  subcommands: string[];
  flags: FactFlag[];
  args: string | null;
  mutually_exclusive_flags: string[][] | null;
  conditionally_required_at_runtime: { flags: string[]; when: string } | null;
}
interface Facts {
  spec_version: string;
  tool_version: string;
  groups: { id: string; title: string }[];
  global_flags: FactFlag[];
  commands: FactCommand[];
}

const factsFile = path.resolve(process.cwd(), '..', 'shared', 'reference', 'cli-1.151.1.json');
const facts = JSON.parse(readFileSync(factsFile, 'utf8')) as Facts;

function flagDifferences(where: string, expected: FactFlag[], actual: ReturnType<typeof loadCliSpec>['flags']): string[] {
  const out: string[] = [];
  const byId = new Map(actual.map((f) => [f.id, f]));
  for (const fact of expected) {
    const id = fact.name.replace(/^--/, '');
    const flag = byId.get(id);
    if (!flag) {
      out.push(`${where}: flag ${fact.name} is missing`);
      continue;
    }
    byId.delete(id);
    if (flag.name !== fact.spec_name) out.push(`${where} ${fact.name}: name is "${flag.name}", facts say "${fact.spec_name}"`);
    if (flag.default_value !== fact.default_raw) out.push(`${where} ${fact.name}: default is "${flag.default_value}", facts say "${fact.default_raw}"`);
    if ((flag.required ?? false) !== fact.required) out.push(`${where} ${fact.name}: required is ${flag.required ?? false}, facts say ${fact.required}`);
    const values = flag.accepted_values?.map((v) => v.id) ?? null;
    if (JSON.stringify(values) !== JSON.stringify(fact.accepted_values))
      out.push(`${where} ${fact.name}: accepted values are ${JSON.stringify(values)}, facts say ${JSON.stringify(fact.accepted_values)}`);
  }
  for (const extra of byId.keys()) out.push(`${where}: flag --${extra} is not in the facts`);
  return out;
}

describe('CLI spec versus the facts of plinth 1.151.1', () => {
  const spec = loadCliSpec();

  it('has the spec and tool versions', () => {
    expect(spec.clispec).toBe(facts.spec_version);
    expect(spec.info.version).toBe(facts.tool_version);
  });

  it('has the three groups', () => expect(spec.info.tags).toEqual(facts.groups));

  it('has the six global flags exactly', () => expect(flagDifferences('global', facts.global_flags, spec.flags)).toEqual([]));

  it('has exactly the 123 commands, with every structural fact', () => {
    const differences: string[] = [];
    const byId = new Map(spec.commands.map((c) => [c.id, c]));
    for (const fact of facts.commands) {
      const command = byId.get(fact.id);
      if (!command) {
        differences.push(`command ${fact.id} is missing`);
        continue;
      }
      byId.delete(fact.id);
      const where = fact.id;
      if (command.title !== `plinth ${fact.path.join(' ')}`) differences.push(`${where}: title "${command.title}"`);
      if (command.tags[0] !== fact.group) differences.push(`${where}: group ${command.tags[0]}, facts say ${fact.group}`);
      if ((command.usage ?? null) !== fact.usage) differences.push(`${where}: usage "${command.usage}", facts say "${fact.usage}"`);
      if (
        JSON.stringify(command.subcommands) !== JSON.stringify(fact.subcommands) &&
        JSON.stringify([...command.subcommands].sort()) !== JSON.stringify([...fact.subcommands].sort())
      )
        differences.push(`${where}: subcommands ${JSON.stringify(command.subcommands)}, facts say ${JSON.stringify(fact.subcommands)}`);
      if (JSON.stringify(command.aliases ?? null) !== JSON.stringify(fact.aliases))
        differences.push(`${where}: aliases ${JSON.stringify(command.aliases)}, facts say ${JSON.stringify(fact.aliases)}`);
      if ((command.rules?.args ?? null) !== fact.args) differences.push(`${where}: args rule ${command.rules?.args}, facts say ${fact.args}`);
      if (JSON.stringify(command.rules?.mutually_exclusive ?? null) !== JSON.stringify(fact.mutually_exclusive_flags))
        differences.push(`${where}: mutually exclusive flags differ from the facts`);
      if (JSON.stringify(command.rules?.required_when ?? null) !== JSON.stringify(fact.conditionally_required_at_runtime))
        differences.push(`${where}: conditionally required flags differ from the facts`);
      differences.push(...flagDifferences(where, fact.flags, command.flags));
      if (fact.runnable && command.examples.length === 0) differences.push(`${where}: a runnable command needs an example`);
    }
    for (const extra of byId.keys()) differences.push(`command ${extra} is not in the facts`);
    expect(differences).toEqual([]);
    expect(spec.commands).toHaveLength(123);
  });

  it('commands the facts mark has_examples have several examples', () => {
    const raw = facts.commands as (FactCommand & { has_examples: boolean })[];
    const few = raw.filter((f) => f.has_examples).filter((f) => (spec.commands.find((c) => c.id === f.id)?.examples.length ?? 0) < 2);
    expect(few.map((f) => f.id)).toEqual([]);
  });

  it('examples of experimental commands pass --experimental, and use only flags the command has', () => {
    const problems: string[] = [];
    for (const command of spec.commands) {
      const experimental = command.flags.some((f) => f.id === 'experimental' && f.required);
      const known = new Set(
        command.flags
          .flatMap((f) => [`--${f.id}`, ...(f.name.match(/^-[a-zA-Z]/) ?? [])])
          .concat(spec.flags.flatMap((f) => [`--${f.id}`, ...(f.name.match(/^-[a-zA-Z]/) ?? [])])),
      );
      for (const example of command.examples) {
        if (experimental && !example.code.includes('--experimental')) problems.push(`${command.id}/${example.id}: missing --experimental`);
        for (const line of example.code.split('\n').filter((l) => l.startsWith(command.title))) {
          for (const token of line.split(/\s+/).filter((t) => /^--?[a-zA-Z]/.test(t))) {
            const flag = token.split('=')[0]!;
            if (!known.has(flag)) problems.push(`${command.id}/${example.id}: unknown flag ${flag}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
