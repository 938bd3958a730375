import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSdkSpecLocated, sdkSpecFile } from '../../src/reference/sdk/load';
import { REPO_ROOT } from '../../tools/sql/code-blocks';
import { readSdkFacts, SDK_VERSIONS, type SdkFacts } from '../../tools/reference/sdk-facts';
import { specFunctionsNotInFacts } from '../../tools/reference/spec-functions';

/**
 * Every function a client library's spec documents, in an example or by name in its prose, is one
 * its facts have (tools/reference/spec-functions.ts). A function the facts lack means the spec and
 * the facts disagree: the reader would call what the library does not have. Failures name the
 * spec's file and line, the function and what the facts call that entry instead.
 */

const versions = Object.entries(SDK_VERSIONS).flatMap(([library, vs]) => vs.map((version) => ({ library, version, file: sdkSpecFile(library, version) })));

describe('every function a client library spec documents is in its facts', () => {
  it.for(versions)('$library $version', async ({ library, version, file }) => {
    const { spec, located } = parseSdkSpecLocated(readFileSync(path.join(REPO_ROOT, file), 'utf8'), file);
    expect((await specFunctionsNotInFacts(spec, readSdkFacts(library, version), located, file)).map((p) => p.message)).toEqual([]);
  });
});

describe('the check catches what it is for', () => {
  const facts: SdkFacts = {
    library: 'swift',
    version: 'v2',
    counts: { sections: 1, functions: 3, params: 0 },
    sections: [
      {
        id: 'auth',
        title: 'Auth',
        functions: [
          { id: 'sign-in-with-oauth', title: 'getOAuthSignInURL()', params: [] },
          { id: 'reset-password-for-email', title: 'Send a password reset request', params: [] },
          { id: 'from-create-signed-url', title: 'from.createSignedUrl()', params: [] },
        ],
      },
    ],
  };
  const spec = (description: string, code: string) =>
    parseSdkSpecLocated(
      `library: swift
version: v2
sections:
  - id: auth
    title: Auth
    functions:
      - id: sign-in-with-oauth
        title: getOAuthSignInURL()
        description: |
          Build the URL that starts an OAuth sign-in.

          ${description}
        examples:
          - id: basic
            name: Basic
            code: |
${code
  .split('\n')
  .map((l) => `              ${l}`)
  .join('\n')}
`,
      'x.yaml',
    );
  const problems = async (description: string, code: string) => {
    const { spec: parsed, located } = spec(description, code);
    return (await specFunctionsNotInFacts(parsed, facts, located, 'x.yaml')).map((p) => p.message);
  };

  // As specs/sdk/swift/v2.yaml had it (issue 44): a function whose name reads like the facts' id.
  it('refuses an example calling signInWithOAuth, which the facts call getOAuthSignInURL()', async () => {
    expect(await problems('Open it in a web authentication session.', 'let session = try await plinth.auth.signInWithOAuth(\n  provider: .google\n)')).toEqual([
      "x.yaml:17: sign-in-with-oauth › basic: calls signInWithOAuth(), which is not a function of swift v2's facts (the facts' entry with that id is getOAuthSignInURL()), nor in specs/sdk/swift/v2-extra-calls.yaml",
    ]);
  });

  it('refuses prose that names it, with its line', async () => {
    expect(
      await problems(
        'v2 also has `signInWithOAuth(provider:redirectTo:scopes:)`, which runs those steps for you.',
        'let url = try plinth.auth.getOAuthSignInURL(provider: .github)',
      ),
    ).toEqual([
      "x.yaml:12: sign-in-with-oauth: names signInWithOAuth(), which is not a function of swift v2's facts: the facts' entry with that id is getOAuthSignInURL()",
    ]);
  });

  it("knows a name in Swift's spelling and the extra calls, but no id: an entry without a code name needs an extra call", async () => {
    const code =
      'try await plinth.auth.resetPasswordForEmail("ada@example.com")\nlet url = try await plinth.storage.from("avatars").createSignedURL(path: "a.png", expiresIn: 60)\nlet rows = try await plinth.from("t").select().execute()';
    expect(await problems('Pass the URL to `session(from:)` afterwards.', code)).toEqual([
      'x.yaml:17: sign-in-with-oauth › basic: calls resetPasswordForEmail(), which is not a function of swift v2\'s facts (the facts\' entry with that id, "Send a password reset request", names no function: list the call with `for: reset-password-for-email`), nor in specs/sdk/swift/v2-extra-calls.yaml',
      "x.yaml:19: sign-in-with-oauth › basic: calls select(), which is not a function of swift v2's facts, nor in specs/sdk/swift/v2-extra-calls.yaml",
    ]);
  });
});
