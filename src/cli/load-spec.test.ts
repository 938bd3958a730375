import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCliSpec, SpecErrors, type SpecError } from './load-spec';

const valid = readFileSync('specs/cli/cli_v1_commands.yaml', 'utf8');

function errorsOf(text: string): readonly SpecError[] {
  try {
    parseCliSpec(text, 'broken.yaml');
  } catch (error) {
    if (error instanceof SpecErrors) return error.problems;
    throw error;
  }
  throw new Error('expected SpecErrors');
}
const errorOf = (text: string): SpecError => errorsOf(text)[0]!;

/** The line number (1-based) of the first line of `text` containing `needle`. */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('parseCliSpec', () => {
  it('accepts the site spec', () => expect(parseCliSpec(valid).commands).toHaveLength(123));

  it('reports invalid YAML with file, line and column', () => {
    const error = errorOf('clispec: "001"\ninfo: [unclosed\n');
    expect(error.message).toMatch(/^broken\.yaml:\d+:\d+: invalid YAML/);
  });

  it('reports a wrong clispec version with its position and path', () => {
    const error = errorOf(valid.replace("clispec: '001'", "clispec: '002'").replace('clispec: "001"', 'clispec: "002"'));
    expect(error.line).toBe(lineOf(valid, 'clispec:'));
    expect(error.message).toMatch(/at clispec: /);
  });

  it('reports a missing required field, naming it and its path', () => {
    const broken = valid.replace(/\n {2}summary: .*\n/, '\n');
    const error = errorOf(broken);
    expect(error.message).toMatch(/at commands\[0\]: missing required field "summary"|at commands\[0\]\.summary/);
  });

  it('reports an unknown field', () => {
    const broken = valid.replace('  title: plinth login\n', '  title: plinth login\n  colour: blue\n');
    expect(errorOf(broken).message).toMatch(/unknown field\(s\): colour/);
  });

  it('reports a flag name that is not a flag', () => {
    const broken = valid.replace('name: --no-browser', 'name: no-browser');
    const error = errorOf(broken);
    expect(error.line).toBe(lineOf(broken, 'name: no-browser'));
    expect(error.message).toMatch(/commands\[\d+\]\.flags\[\d+\]\.name: expected "--name"/);
  });

  it('reports a subcommand id that points at no command', () => {
    const broken = valid.replace('  - plinth-db-push\n', '  - plinth-db-shove\n');
    const error = errorOf(broken);
    expect(error.message).toMatch(/subcommand "plinth-db-shove" points at no command/);
    expect(error.line).toBe(lineOf(broken, 'plinth-db-shove'));
  });

  it('reports a duplicate command id', () => {
    const broken = valid.replace('- id: plinth-logout', '- id: plinth-login');
    expect(errorOf(broken).message).toMatch(/duplicate command id "plinth-login"/);
  });

  it('reports a default that is not an accepted value', () => {
    const broken = valid.replace('default_value: warning', 'default_value: fatal');
    const error = errorOf(broken);
    expect(error.message).toMatch(/default "fatal" is not one of the accepted values \(warning, error\)/);
    expect(error.line).toBe(lineOf(broken, 'default_value: fatal'));
  });

  it('reports a subcommand cycle, and a command listing itself, at the subcommands instead of overflowing the stack', () => {
    const cycle = valid.replace('  - plinth-db-push\n', '  - plinth-db-push\n  - plinth-db\n');
    expect(errorsOf(cycle).map((e) => e.problem)).toContainEqual(
      expect.stringMatching(/"plinth-db" lists itself as a subcommand|subcommands form a cycle: plinth-db → .*plinth-db/),
    );
    const loop = valid.replace(/(- id: plinth-db-push\n(?:.*\n)*? {2}subcommands: )\[\]/, '$1\n  - plinth-db');
    expect(errorsOf(loop).map((e) => e.problem)).toContainEqual(expect.stringMatching(/subcommands form a cycle: plinth-db → plinth-db-push → plinth-db/));
  });

  it('reports duplicate global flag ids and links to anchors that do not exist', () => {
    const doubled = valid.replace(/(\nflags:\n)(- id: create-ticket\n)/, '$1- id: debug\n  name: --debug\n  description: Twice.\n  default_value: "false"\n$2');
    expect(errorsOf(doubled).map((e) => e.message)).toContainEqual(
      expect.stringMatching(/^broken\.yaml:\d+:\d+: at flags\[\d+\]\.id: duplicate flag id "debug"/),
    );
    const link = valid.replace('link: /reference/cli/introduction#plinth-logout', 'link: /reference/cli/introduction#plinth-signout');
    expect(errorOf(link).message).toMatch(/link "\/reference\/cli\/introduction#plinth-signout" points at no command or flag/);
  });

  it('reports every problem of the file at once', () => {
    const broken = valid
      .replace('default_value: warning', 'default_value: fatal')
      .replace('- id: plinth-logout', '- id: plinth-login')
      .replace('  title: plinth login\n', '  title: plinth login\n  colour: blue\n');
    // The schema problem first; rules the schema cannot express are checked once it passes.
    expect(errorsOf(broken).map((e) => e.problem)).toEqual([expect.stringMatching(/unknown field\(s\): colour/)]);
    const rules = valid.replace('default_value: warning', 'default_value: fatal').replace('- id: plinth-logout', '- id: plinth-login');
    expect(errorsOf(rules).map((e) => e.problem)).toEqual([
      expect.stringMatching(/duplicate command id "plinth-login"/),
      expect.stringMatching(/default "fatal"/),
      expect.stringMatching(/link "\/reference\/cli\/introduction#plinth-logout" points at no command/),
    ]);
  });

  it('reports an unknown group tag', () => {
    const broken = valid.replace(/tags:\n {2}- local-dev/, 'tags:\n  - local-development');
    expect(errorOf(broken).message).toMatch(/unknown tag "local-development"/);
  });
});
