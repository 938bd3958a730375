import { describe, expect, it } from 'vitest';
import { extractCodeBlocks, readRepoFile } from '../../tools/sql/code-blocks';
import { formatErrors, samplesFromBlocks, typecheckSamples, type Sample } from '../../tools/typecheck/typecheck';

/**
 * The Next.js tutorial's TypeScript and TSX samples are a whole app. Written out as the files their
 * titles name, they must type-check in a strict Next.js project against the shared Plinth client
 * declaration (types/plinth-js.d.ts) and the installed next and react types.
 */

const PAGE = 'content/guides/getting-started/tutorials/with-nextjs.mdx';
const samples = samplesFromBlocks(extractCodeBlocks(readRepoFile(PAGE)));

/** The tutorial's samples with one of them edited, to prove the check catches mistakes. */
function withEdit(file: string, from: string, to: string): Sample[] {
  return samples.map((s) => {
    if (s.file !== file) return s;
    expect(s.code, `${file} should contain ${from}`).toContain(from);
    return { ...s, code: s.code.replace(from, to) };
  });
}

/** The .mdx line of the first line of `sample` containing `text`. */
function lineOf(file: string, text: string): number {
  const sample = samples.find((s) => s.file === file)!;
  const index = sample.code.split('\n').findIndex((l) => l.includes(text));
  return sample.line + 1 + index;
}

describe('the Next.js tutorial type-checks', () => {
  it('has the files of a whole app', () => {
    expect(samples.map((s) => s.file).sort()).toEqual(
      [
        'app/account/account-form.tsx',
        'app/account/avatar.tsx',
        'app/account/page.tsx',
        'app/auth/callback/route.ts',
        'app/auth/signout/route.ts',
        'app/login/actions.ts',
        'app/login/login-form.tsx',
        'app/login/page.tsx',
        'app/page.tsx',
        'proxy.ts',
        'utils/plinth/client.ts',
        'utils/plinth/proxy.ts',
        'utils/plinth/server.ts',
      ].sort(),
    );
  });

  it('has no type errors', () => {
    const errors = typecheckSamples(samples);
    expect(errors, formatErrors(PAGE, errors)).toEqual([]);
  });

  it('fails on a misspelt client call, at the line of the call', () => {
    const errors = typecheckSamples(withEdit('app/login/actions.ts', 'plinth.auth.signInWithOtp(', 'plinth.auth.signInWithOTP('));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ sample: 'app/login/actions.ts', line: lineOf('app/login/actions.ts', 'signInWithOtp(') });
    expect(errors[0]!.message).toMatch(/signInWithOTP/);
    expect(formatErrors(PAGE, errors)).toMatch(new RegExp(`^${PAGE}:\\d+ \\(app/login/actions\\.ts\\): Property 'signInWithOTP' does not exist`));
  });

  it('fails on a wrong option name', () => {
    const errors = typecheckSamples(withEdit('app/login/actions.ts', 'emailRedirectTo:', 'redirectTo:'));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]!.message).toMatch(/redirectTo/);
  });

  it('fails when a storage call gets the wrong arguments', () => {
    const errors = typecheckSamples(withEdit('app/account/avatar.tsx', '.upload(filePath, file, {', '.upload(file, filePath, {'));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toMatchObject({ sample: 'app/account/avatar.tsx' });
  });

  it('fails when server code uses the session where the verified user is needed', () => {
    // getSession() resolves to { session }, not { user }: the account page cannot be written with it.
    const errors = typecheckSamples(withEdit('app/account/page.tsx', 'await plinth.auth.getUser()', 'await plinth.auth.getSession()'));
    expect(errors.some((e) => /user/.test(e.message))).toBe(true);
  });

  it('fails when a sample imports a helper no other sample defines', () => {
    const errors = typecheckSamples(samples.filter((s) => s.file !== 'utils/plinth/server.ts'));
    expect(errors.some((e) => /@\/utils\/plinth\/server/.test(e.message))).toBe(true);
  });
});
