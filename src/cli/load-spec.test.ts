import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCliSpec, SpecError } from './load-spec';

const valid = readFileSync('specs/cli/cli_v1_commands.yaml', 'utf8');

function errorOf(text: string): SpecError {
  try {
    parseCliSpec(text, 'broken.yaml');
  } catch (error) {
    if (error instanceof SpecError) return error;
    throw error;
  }
  throw new Error('expected a SpecError');
}

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

  it('reports an unknown group tag', () => {
    const broken = valid.replace(/tags:\n {2}- local-dev/, 'tags:\n  - local-development');
    expect(errorOf(broken).message).toMatch(/unknown tag "local-development"/);
  });
});
