import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SpecErrors } from '../../sources/spec-file';
import { anchorOf, errorCatalogueContext, parseErrorSpec } from './load';

/**
 * The loader's answer to bad input: each mistake a writer can make in specs/errors/<service>.yaml
 * fails with the file, the line of the mistake and what is wrong. Each case starts from the real
 * file of a service (which loads), changes one thing, and looks for that one problem.
 */

const context = errorCatalogueContext();
const real = (service: string) => readFileSync(`specs/errors/${service}.yaml`, 'utf8');

/** The problems of a text, as "file:line: message" strings; [] when it loads. */
function problems(text: string, file: string): string[] {
  try {
    parseErrorSpec(text, file, context);
    return [];
  } catch (error) {
    if (error instanceof SpecErrors) return error.problems.map((p) => `${p.file}:${p.line}: ${p.problem}`);
    throw error;
  }
}

/** The 1-based line of the first line of `text` that equals `line` (trimmed of its end). */
const lineOf = (text: string, line: string) => text.split('\n').findIndex((l) => l.trimEnd() === line) + 1;

function replaceOnce(text: string, from: string, to: string): string {
  expect(text.split(from)).toHaveLength(2);
  return text.replace(from, to);
}

describe('the error catalogue loader', () => {
  it('loads every real file without a problem', () => {
    for (const service of ['auth', 'storage', 'realtime', 'postgrest', 'functions', 'management_api'])
      expect(problems(real(service), `specs/errors/${service}.yaml`), service).toEqual([]);
  });

  it('refuses an entry for a code the facts do not have, at its line', () => {
    const text = replaceOnce(real('auth'), '\ncodes:\n', '\ncodes:\n  invalid_credential:\n    cause: The password is wrong.\n    fix: Ask again.\n');
    expect(problems(text, 'specs/errors/auth.yaml')).toEqual([
      `specs/errors/auth.yaml:${lineOf(text, '  invalid_credential:')}: unknown code "invalid_credential": the facts have no auth code "invalid_credential" (did you mean "invalid_credentials"?)`,
    ]);
  });

  it('refuses a file for a service the facts do not have', () => {
    const text = replaceOnce(real('management_api'), 'service: management_api\n', 'service: billing_api\n');
    const found = problems(text, 'specs/errors/billing_api.yaml');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      new RegExp(`^specs/errors/billing_api\\.yaml:${lineOf(text, 'service: billing_api')}: no service "billing_api" in the error facts`),
    );
  });

  it('refuses a service whose file is named after another one', () => {
    expect(problems(real('management_api'), 'specs/errors/functions.yaml')).toEqual([
      `specs/errors/functions.yaml:${lineOf(real('management_api'), 'service: management_api')}: this file is specs/errors/functions.yaml: its service must be "functions", or the file must be named specs/errors/management_api.yaml`,
    ]);
  });

  it('refuses a function that no client library of the service has', () => {
    const text = replaceOnce(real('storage'), '  getBucket: [storage/get-bucket]\n', '  getBucket: [storage/get-buckets]\n');
    expect(problems(text, 'specs/errors/storage.yaml')).toEqual([
      `specs/errors/storage.yaml:${lineOf(text, '  getBucket: [storage/get-buckets]')}: unknown method storage/get-buckets: no client library has a function "get-buckets" in section "storage" (did you mean "storage/get-bucket"?) (../shared/reference/client-libs/*.json)`,
    ]);
  });

  it("refuses a function of another service's section", () => {
    const text = replaceOnce(real('storage'), '  getBucket: [storage/get-bucket]\n', '  getBucket: [auth/sign-up]\n');
    expect(problems(text, 'specs/errors/storage.yaml')).toEqual([
      `specs/errors/storage.yaml:${lineOf(text, '  getBucket: [auth/sign-up]')}: unknown method auth/sign-up: section "auth" is not one of storage's (storage)`,
    ]);
  });

  it('refuses a method key the facts do not name, and a facts method left unmapped', () => {
    const text = replaceOnce(real('storage'), '  getBucket: [storage/get-bucket]\n', '  storage.getBucket: [storage/get-bucket]\n');
    const found = problems(text, 'specs/errors/storage.yaml');
    expect(found).toContain(
      `specs/errors/storage.yaml:${lineOf(text, '  storage.getBucket: [storage/get-bucket]')}: the facts name no storage method "storage.getBucket" (did you mean "getBucket"?); a key is a method as the facts write it, surface:<name> or group:<group>`,
    );
    expect(
      found.some((p) => p.startsWith(`specs/errors/storage.yaml:${lineOf(text, 'methods:')}: the facts name the method "getBucket" (for NoSuchBucket)`)),
    ).toBe(true);
  });

  it('refuses a guide link to a page that does not exist, in guide: and in the text', () => {
    const text = replaceOnce(
      real('storage'),
      '    guide: /guides/storage/uploads/s3-uploads\n  InvalidJWT:',
      '    guide: /guides/storage/uploads/s3-uploadz\n  InvalidJWT:',
    );
    expect(problems(text, 'specs/errors/storage.yaml')).toEqual([
      `specs/errors/storage.yaml:${lineOf(text, '    guide: /guides/storage/uploads/s3-uploadz')}: guide /guides/storage/uploads/s3-uploadz does not exist: no content/guides/storage/uploads/s3-uploadz.mdx (or …/index.mdx)`,
    ]);
    const inFix = replaceOnce(
      real('storage'),
      '    fix: Start a new multipart upload and send its parts with the new id.\n',
      '    fix: Start a new multipart upload, as [S3 uploads](/guides/storage/s3-uploads) shows.\n',
    );
    expect(problems(inFix, 'specs/errors/storage.yaml')).toEqual([
      `specs/errors/storage.yaml:${lineOf(inFix, '    fix: Start a new multipart upload, as [S3 uploads](/guides/storage/s3-uploads) shows.')}: link /guides/storage/s3-uploads: the guide does not exist: no content/guides/storage/s3-uploads.mdx (or …/index.mdx)`,
    ]);
    const reference = replaceOnce(inFix, '(/guides/storage/s3-uploads)', '(/reference/javascript/from-upload)');
    expect(problems(reference, 'specs/errors/storage.yaml')[0]).toMatch(
      /: link \/reference\/javascript\/from-upload: link a guide page as \/guides\/<section>\/<page>/,
    );
  });

  it('refuses an empty cause or fix, and an entry without one', () => {
    const emptyFix = replaceOnce(real('storage'), '    fix: Start a new multipart upload and send its parts with the new id.\n', '    fix: ""\n');
    expect(problems(emptyFix, 'specs/errors/storage.yaml')).toEqual([
      `specs/errors/storage.yaml:${lineOf(emptyFix, '    fix: ""')}: fix is empty: say what to do about it, concretely`,
    ]);
    const blank = replaceOnce(real('storage'), '    fix: Start a new multipart upload and send its parts with the new id.\n', '    fix: "   "\n');
    expect(problems(blank, 'specs/errors/storage.yaml')).toEqual([
      `specs/errors/storage.yaml:${lineOf(blank, '    fix: "   "')}: fix is empty: say what to do about it, concretely`,
    ]);
    const noCause = replaceOnce(real('storage'), '    cause: The S3 multipart upload id is unknown, or the upload was aborted.\n', '');
    expect(problems(noCause, 'specs/errors/storage.yaml')).toEqual([
      `specs/errors/storage.yaml:${lineOf(noCause, '  NoSuchUpload:') + 1}: missing required field "cause"`,
    ]);
  });

  it('refuses a file that leaves a code of the facts without an entry', () => {
    const text = replaceOnce(
      real('storage'),
      '  ResourceNotEmpty:\n    cause: You tried to delete a bucket that still contains files.\n    fix: Empty the bucket first, then delete it.\n    guide: /guides/storage/management/delete-objects\n',
      '',
    );
    expect(problems(text, 'specs/errors/storage.yaml')).toEqual([
      `specs/errors/storage.yaml:${lineOf(text, 'codes:')}: the facts' code "ResourceNotEmpty" has no entry: add "ResourceNotEmpty:" with its cause and fix`,
    ]);
  });

  it('refuses a client class or field the facts do not name', () => {
    const text = replaceOnce(
      real('auth'),
      '    class: AuthApiError\n    code_field: code\n    status_field: status\n    how: >-\n      Narrow',
      '    class: AuthApiErrors\n    code_field: code\n    status_field: status\n    how: >-\n      Narrow',
    );
    expect(problems(text, 'specs/errors/auth.yaml')[0]).toBe(
      `specs/errors/auth.yaml:${lineOf(text, '    class: AuthApiErrors')}: javascript has no auth error class "AuthApiErrors" in the facts (did you mean "AuthApiError"?) (classes: AuthError, AuthApiError, AuthRetryableFetchError, AuthUnknownError, AuthWeakPasswordError, AuthSessionMissingError, AuthInvalidCredentialsError, AuthInvalidTokenResponseError, AuthImplicitGrantRedirectError, AuthPKCEGrantCodeExchangeError, AuthPKCECodeVerifierMissingError, AuthRefreshDiscardedError, AuthInvalidJwtError, CustomAuthError)`,
    );
    const field = replaceOnce(
      real('postgrest'),
      '    class: PostgrestRestException\n    code_field: code\n',
      '    class: PostgrestRestException\n    code_field: errorCode\n',
    );
    expect(problems(field, 'specs/errors/postgrest.yaml')).toEqual([
      `specs/errors/postgrest.yaml:${lineOf(field, '    code_field: errorCode')}: PostgrestRestException has no field "errorCode" in the facts (fields: message, code, details, hint, statusCode)`,
    ]);
  });

  it('refuses a see: that names no entry, and an extras group of another service', () => {
    const see = replaceOnce(real('functions'), '    see: [WORKER_LIMIT]\n', '    see: [WORKER_LIMITS]\n');
    expect(problems(see, 'specs/errors/functions.yaml')).toEqual([
      `specs/errors/functions.yaml:${lineOf(see, '    see: [WORKER_LIMITS]')}: see WORKER_LIMITS: no functions entry "WORKER_LIMITS" (did you mean "WORKER_LIMIT"?)`,
    ]);
    const group = `${real('management_api')}\nlegacy_errors:\n  not_found:\n    cause: Gone.\n    fix: Look again.\n`;
    expect(problems(group, 'specs/errors/management_api.yaml')).toEqual([
      `specs/errors/management_api.yaml:${lineOf(group, 'legacy_errors:')}: management_api has no "legacy_errors" in its facts; its groups are statuses`,
    ]);
  });

  it('refuses a see: naming a service the facts do not have', () => {
    const text = replaceOnce(real('functions'), '    see: [WORKER_LIMIT]\n', '    see: [billing:WORKER_LIMIT]\n');
    expect(problems(text, 'specs/errors/functions.yaml')).toEqual([
      `specs/errors/functions.yaml:${lineOf(text, '    see: [billing:WORKER_LIMIT]')}: see billing:WORKER_LIMIT: no service "billing" (services: auth, storage, realtime, postgrest, functions, management_api)`,
    ]);
  });

  it('refuses a line for a function that does not exist, or that has codes', () => {
    const unknown = replaceOnce(real('functions'), '  edge-functions/setauth: >-\n', '  edge-functions/set-auth: >-\n');
    expect(problems(unknown, 'specs/errors/functions.yaml')).toEqual([
      `specs/errors/functions.yaml:${lineOf(unknown, '  edge-functions/set-auth: >-')}: unknown method edge-functions/set-auth: no client library has a function "set-auth" in section "edge-functions" (did you mean "edge-functions/setauth"?) (../shared/reference/client-libs/*.json)`,
      `specs/errors/functions.yaml:${lineOf(unknown, 'cannot_fail:')}: no entry reaches edge-functions/setauth: say in one line each why the call cannot fail (under cannot_fail) or what it can fail with (under general_errors)`,
    ]);
    const otherService = replaceOnce(real('functions'), '  edge-functions/setauth: >-\n', '  storage/from-get-public-url: >-\n');
    expect(problems(otherService, 'specs/errors/functions.yaml')[0]).toBe(
      `specs/errors/functions.yaml:${lineOf(otherService, '  storage/from-get-public-url: >-')}: unknown method storage/from-get-public-url: section "storage" is not one of functions's (edge-functions)`,
    );
    const hasCodes = replaceOnce(
      real('functions'),
      '  edge-functions/setauth: >-\n',
      '  edge-functions/setauth: >-\n    Sets the token.\n  edge-functions/invoke: >-\n',
    );
    expect(problems(hasCodes, 'specs/errors/functions.yaml')).toEqual([
      `specs/errors/functions.yaml:${lineOf(hasCodes, '  edge-functions/invoke: >-')}: edge-functions/invoke can return EDGE_FUNCTION_ERROR, IDLE_TIMEOUT, WORKER_RESOURCE_LIMIT, …: its page lists those, so remove it from cannot_fail`,
    ]);
  });

  it('refuses a file that leaves a function without codes unexplained', () => {
    const text = replaceOnce(
      real('postgrest'),
      "  modifiers/returns: It changes only TypeScript's view of the result; nothing is sent or checked, so it cannot fail.\n",
      '',
    );
    expect(problems(text, 'specs/errors/postgrest.yaml')).toEqual([
      `specs/errors/postgrest.yaml:${lineOf(text, 'general_errors:')}: no entry reaches modifiers/returns: say in one line each why the call cannot fail (under cannot_fail) or what it can fail with (under general_errors)`,
    ]);
  });

  it("refuses a placeholder a client's check does not know", () => {
    const text = replaceOnce(real('postgrest'), "      if (error?.code === '{{code}}') {\n", "      if (error?.code === '{{cod}}') {\n");
    expect(problems(text, 'specs/errors/postgrest.yaml')).toEqual([
      `specs/errors/postgrest.yaml:${lineOf(text, '    check: |-')}: check: unknown placeholder {{cod}} (did you mean "code"?); {{code}} stands for an entry's key and {{status}} for its status`,
    ]);
  });

  it('reports every problem of a file at once', () => {
    let text = replaceOnce(real('storage'), '  getBucket: [storage/get-bucket]\n', '  getBucket: [storage/get-buckets]\n');
    text = replaceOnce(text, '    fix: Start a new multipart upload and send its parts with the new id.\n', '    fix: ""\n');
    text = replaceOnce(text, '\ncodes:\n', '\ncodes:\n  NoSuchThing:\n    cause: x\n    fix: y\n');
    // The schema's problems come first (the file stops there); then the rest once it is fixed.
    expect(problems(text, 'specs/errors/storage.yaml')).toHaveLength(1);
    text = text.replace('    fix: ""\n', '    fix: Start again.\n');
    expect(problems(text, 'specs/errors/storage.yaml')).toHaveLength(2);
  });
});

describe('anchors', () => {
  it('are the code where it is a safe id, and prefixed or slugged otherwise', () => {
    expect(anchorOf('invalid_credentials')).toBe('invalid_credentials');
    expect(anchorOf('PGRST116')).toBe('PGRST116');
    expect(anchorOf('NoSuchKey')).toBe('NoSuchKey');
    expect(anchorOf('23505')).toBe('code-23505');
    expect(anchorOf('too many requests', 'legacy')).toBe('legacy-too-many-requests');
    expect(anchorOf('access_denied', 'oauth')).toBe('oauth-access_denied');
  });
});
