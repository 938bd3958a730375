import { spawn } from 'node:child_process';
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SEEDED } from '../content/fixtures/seeded-mistakes';

/**
 * `npm run build` runs the page checks on the pages changed since the last build and fails, with
 * each problem's file and line, before anything is published. On this project's own build (after
 * `npm test`'s build step): the seeded mistakes (tests/content/fixtures/seeded-mistakes.mdx, all
 * but the sidebar's, which a body edit cannot make) are added to the body of an existing guide,
 * which is the fast path's case, and the build is run. The guide is put back afterwards.
 */

const repo = path.resolve(import.meta.dirname, '../..');
const GUIDE = 'content/guides/getting-started/features.mdx';
const original = readFileSync(path.join(repo, GUIDE), 'utf8');

afterAll(() => writeFileSync(path.join(repo, GUIDE), original));

function build(): Promise<{ code: number | null; output: string }> {
  // The environment of the build before (npm test's step): without what the test runner adds
  // (NODE_ENV=test), which would make the build a full one (builder/fast-plan.ts).
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env)) if (name === 'NODE_ENV' || name.startsWith('VITEST')) delete (env as Record<string, string | undefined>)[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: repo,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('npm run build on a page with mistakes', () => {
  it('fails on each with its file and line, and publishes nothing', { timeout: 900_000 }, async () => {
    const live = realpathSync(path.join(repo, 'out'));
    // The fixture's body after the guide's: its lines move down by the guide's length.
    const body = SEEDED.replace(/^---\n[\s\S]*?\n---\n/, '');
    const offset = original.split('\n').length - 1 - (SEEDED.split('\n').length - body.split('\n').length);
    const line = (fixtureLine: number) => `${GUIDE}:${fixtureLine + offset}`;
    writeFileSync(path.join(repo, GUIDE), `${original}${body}`);

    const { code, output } = await build();
    expect(output).toMatch(/^fast path: only the body of content\/guides\/getting-started\/features\.mdx changed$/m);
    expect(code).toBe(1);
    for (const expected of [
      `${line(6)}: link to /guides/auth/sesions: no page at /guides/auth/sesions`,
      `${line(9)}: SQL: syntax error at or near "tabel"`,
      `${line(13)}: (js) calls "signInWithMagic" on the client, which is not a function of javascript v2`,
      `${line(17)}: plinth db pushh: "plinth db" has no subcommand "pushh"`,
      `${line(20)}:1: the image "/images/seeded-missing.png" does not exist`,
    ])
      expect(output).toContain(expected);
    // One message per problem: no panic of the search indexer's after them.
    expect(output).not.toMatch(/panicked|Connection reset by peer/);
    expect(output).not.toMatch(/^published:/m);
    expect(realpathSync(path.join(repo, 'out'))).toBe(live);
  });
});
