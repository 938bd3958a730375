import { describe, expect, it } from 'vitest';
import { buildCommand, shellQuote } from './builder';
import { activeItemId as activeCommandId } from '../reference/active-item';
import { getCliModel } from './reference';

const cli = getCliModel();
const command = (id: string) => cli.byId.get(id)!;

describe('command builder', () => {
  it('builds the branch example from the issue', () => {
    expect(buildCommand(command('plinth-branches-create'), { args: ['my-branch'], flags: { region: 'fra' } }).command).toBe(
      'plinth branches create my-branch --region fra --experimental',
    );
  });
  it('locks --experimental on experimental commands', () =>
    expect(buildCommand(command('plinth-gen-keys'), { args: [], flags: {} }).locked).toEqual(['experimental']));
  it('marks required flags and refuses to build without them', () => {
    const result = buildCommand(command('plinth-migration-repair'), { args: ['20240101000000'], flags: {} });
    expect(result.command).toBeUndefined();
    expect(result.errors).toContain('--status is required');
    expect(buildCommand(command('plinth-migration-repair'), { args: ['20240101000000'], flags: { status: 'applied' } }).command).toBe(
      'plinth migration repair 20240101000000 --status applied',
    );
  });
  it('refuses mutually exclusive flags and disables the others', () => {
    const both = buildCommand(command('plinth-db-push'), { args: [], flags: { 'db-url': 'postgresql://x', local: true } });
    expect(both.errors).toContain('--db-url and --local cannot be used together');
    const one = buildCommand(command('plinth-db-push'), { args: [], flags: { local: true, 'dry-run': true } });
    expect(one.disabled).toEqual({ 'db-url': 'cannot be combined with --local', linked: 'cannot be combined with --local' });
    expect(one.command).toBe('plinth db push --dry-run --local');
  });
  it('refuses values outside the accepted list', () => {
    expect(buildCommand(command('plinth-status'), { args: [], flags: { output: 'xml' } }).errors).toEqual([
      '--output must be one of env, pretty, json, toml, yaml',
    ]);
    expect(buildCommand(command('plinth-projects-create'), { args: ['shop'], flags: { region: 'mars-1' } }).errors[0]).toMatch(/--region must be one of/);
  });
  it('checks positional arguments', () => {
    expect(buildCommand(command('plinth-storage-mv'), { args: ['a'], flags: {} }).errors).toContain('expects exactly 2 arguments');
    expect(buildCommand(command('plinth-completion-bash'), { args: ['x'], flags: {} }).errors).toContain('this command takes no arguments');
  });
  it('shell-quotes values that need it', () => {
    expect(shellQuote("it's here")).toBe(`'it'\\''s here'`);
    expect(shellQuote('max-age=3600')).toBe('max-age=3600');
    expect(buildCommand(command('plinth-projects-create'), { args: ['My Shop'], flags: { region: 'eu-west-1' } }).command).toBe(
      "plinth projects create 'My Shop' --region eu-west-1",
    );
  });
  it('joins list values with commas', () => {
    expect(buildCommand(command('plinth-db-diff'), { args: [], flags: { schema: 'public, auth' } }).command).toBe('plinth db diff --schema public,auth');
  });
});

describe('CLI model', () => {
  it('groups commands under the three tags, parents before subcommands', () => {
    expect(cli.groups.map((g) => g.title)).toEqual(['Local Development', 'Management APIs', 'Additional Commands']);
    const order = cli.commands.map((c) => c.id);
    for (const c of cli.commands) for (const sub of c.subcommands) expect(order.indexOf(sub)).toBeGreaterThan(order.indexOf(c.id));
  });
  it('nests each command under its parent', () => {
    expect(['plinth-db', 'plinth-db-push', 'plinth-inspect-db-bloat', 'plinth-gen-types-typescript'].map((id) => command(id).depth)).toEqual([0, 1, 2, 2]);
  });
  it('reads positional arguments off the usage line', () => {
    expect(command('plinth-storage-cp').args).toEqual([
      { name: 'src', required: true, variadic: false },
      { name: 'dst', required: true, variadic: false },
    ]);
    expect(command('plinth-test-db').args).toEqual([{ name: 'path', required: false, variadic: true }]);
  });
  it('the active function list entry follows the fragment, else the last path segment', () => {
    const ids = new Set(['plinth-db-push', 'plinth-start']);
    expect(activeCommandId('/reference/cli/introduction', '#plinth-start', ids)).toBe('plinth-start');
    expect(activeCommandId('/reference/cli/plinth-db-push', '', ids)).toBe('plinth-db-push');
    expect(activeCommandId('/reference/cli/introduction', '', ids)).toBeNull();
  });
});
