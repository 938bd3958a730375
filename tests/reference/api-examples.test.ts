import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { violation } from '../../src/reference/api/examples';
import { loadApi } from '../../src/reference/api/load';
import { API_DOCUMENT_FILE, API_OVERLAY_FILE } from '../../src/reference/api/overlay-schema';

/**
 * The Management API's examples are checked when the reference loads, which is what the build
 * runs: a bad example fails it with the overlay's line and column, the operation and where in
 * the value the first error is.
 */

const overlayText = readFileSync(API_OVERLAY_FILE, 'utf8');
const documentText = readFileSync(API_DOCUMENT_FILE, 'utf8');

/** Loads the reference from a copy of the sources with `edit` applied to the overlay; returns the error message. */
async function loadError(
  edit: (overlay: string) => string,
  editDocument: (document: string) => string = (d) => d,
): Promise<{ message: string; overlay: string; document: string }> {
  const root = mkdtempSync(path.join(tmpdir(), 'api-examples-'));
  mkdirSync(path.join(root, 'specs', 'api'), { recursive: true });
  const overlay = edit(overlayText);
  const document = editDocument(documentText);
  expect(overlay !== overlayText || document !== documentText, 'the edit changed a source').toBe(true);
  writeFileSync(path.join(root, API_OVERLAY_FILE), overlay);
  writeFileSync(path.join(root, API_DOCUMENT_FILE), document);
  try {
    await loadApi(root);
  } catch (error) {
    return { message: (error as Error).message, overlay, document };
  }
  throw new Error('the reference loaded');
}

/** The 1-based line of the first occurrence of `needle` after `after` in `text`. */
const lineOf = (text: string, needle: string, after = ''): number => text.slice(0, text.indexOf(needle, text.indexOf(after))).split('\n').length;

/** The block of one operation in the overlay: from its key to the next operation's. */
function inOperation(id: string, edit: (block: string) => string): (overlay: string) => string {
  return (overlay) => {
    const start = overlay.indexOf(`\n  ${id}:\n`);
    const end = overlay.slice(start + 1).search(/\n {2}\S/) + start + 1;
    return overlay.slice(0, start) + edit(overlay.slice(start, end)) + overlay.slice(end);
  };
}

describe('the Management API examples, as the build checks them', () => {
  it('load as they are', async () => {
    const api = await loadApi();
    expect(api.examples.size).toBe(155);
  });

  it('fail on an EdDSA key sent as an RSA JWK, with the line, the operation and the JSON pointer', async () => {
    const { message, overlay } = await loadError(inOperation('v1-create-project-signing-key', (block) => block.replace('kty: OKP', 'kty: RSA')));
    const line = lineOf(overlay, 'kty: RSA', 'v1-create-project-signing-key:');
    expect(message).toContain(`${API_OVERLAY_FILE}:${line}:`);
    expect(message).toContain('operation v1-create-project-signing-key');
    expect(message).toContain('request body (application/json) example is not valid at /private_jwk/kty: must be one of "OKP"');
  });

  it('fail on a body field description for a field the body does not have, with its line', async () => {
    const { message, overlay } = await loadError(
      inOperation('v1-create-a-project', (block) => block.replace('      region_selection.code: >-', '      region_selection.cod: >-')),
    );
    expect(message).toContain(`${API_OVERLAY_FILE}:${lineOf(overlay, 'region_selection.cod:', 'v1-create-a-project:')}:`);
    expect(message).toContain('the request body of POST /v1/projects has no field "region_selection.cod"');
  });

  it('fail on a field the schema does not have (a typo), naming it', async () => {
    const { message, overlay } = await loadError(
      inOperation('v1-get-project', (block) => block.replace('        region: eu-central-1\n', '        region: eu-central-1\n        regoin: eu-central-1\n')),
    );
    expect(message).toContain(`${API_OVERLAY_FILE}:${lineOf(overlay, 'regoin', 'v1-get-project:')}:`);
    expect(message).toContain('operation v1-get-project: response 200 (application/json) example is not valid at /regoin: is not a property the schema has');
  });

  it('fail on a value of the wrong type in a list, pointing at its index', async () => {
    const { message } = await loadError(inOperation('v1-list-all-projects', (block) => block.replace("postgres_engine: '15'", 'postgres_engine: 15')));
    expect(message).toContain(
      'operation v1-list-all-projects: response 200 (application/json) example is not valid at /3/database/postgres_engine: must be string',
    );
  });

  it('fail on an example for a body the operation does not take, and on a missing one', async () => {
    const extra = await loadError(inOperation('v1-pause-a-project', (block) => `${block}\n      body:\n        reason: maintenance`));
    expect(extra.message).toContain('at operations.v1-pause-a-project.example.body: operation v1-pause-a-project: has no request body to give an example of');
    const missing = await loadError(inOperation('v1-update-a-project', (block) => block.replace(/\n {6}body:\n {8}name: .*/, '')));
    expect(missing.message).toContain('operation v1-update-a-project: the example needs a request body (application/json)');
  });

  it('fail on a path value missing, or a response about another project than the path names', async () => {
    const noRef = await loadError(inOperation('v1-get-project', (block) => block.replace(/\n {6}parameters:\n {8}ref: \w+/, '')));
    expect(noRef.message).toContain('operation v1-get-project: the example needs a value for the path parameter "ref"');
    const otherRef = await loadError(inOperation('v1-get-project', (block) => block.replace(/(\n {8}ref: )kpyvbtybczerndacgjlp/, '$1wxcfcbqvzqcopqmtqszo')));
    expect(otherRef.message).toContain('operation v1-get-project: the response has ref "kpyvbtybczerndacgjlp" but the path has "wxcfcbqvzqcopqmtqszo"');
  });

  it('check an example the document itself carries, and point into the document', async () => {
    // The document's own example counts where the overlay has none, and is checked like ours.
    const { message, document } = await loadError(
      inOperation('v1-get-profile', (block) => block.replace(/\n {4}example:\n(?: {6}.*\n?)+/, '\n')),
      (text) => {
        const doc = JSON.parse(text) as OpenAPIV3.Document;
        const media = (doc.paths['/v1/profile']!.get!.responses['200'] as OpenAPIV3.ResponseObject).content!['application/json']!;
        media.example = { gotrue_id: '16013892-121f-4305-a164-f98215c0e0b7', primary_email: 'maya.okafor@fernhill.io' };
        return JSON.stringify(doc, null, 1);
      },
    );
    expect(message).toContain(`${API_DOCUMENT_FILE}:${lineOf(document, '"example"', '"/v1/profile"')}:`);
    expect(message).toContain('operation v1-get-profile: response 200 (application/json) example is not valid at /: lacks the required property "username"');
  });
});

describe("the examples' validator (OpenAPI 3.0 schemas)", () => {
  const schema = (s: Record<string, unknown>) => s as OpenAPIV3.SchemaObject;

  it('accepts null where the schema is nullable, also on an enum that does not list null and with no type', () => {
    expect(violation(schema({ type: 'string', enum: ['in_use', 'standby'], nullable: true }), null)).toBeUndefined();
    expect(violation(schema({ nullable: true }), null)).toBeUndefined();
    expect(violation(schema({ type: 'string' }), null)?.message).toBe('must be string');
  });

  it('reads a boolean exclusiveMinimum as OpenAPI 3.0 does', () => {
    const positive = schema({ type: 'integer', minimum: 0, exclusiveMinimum: true });
    expect(violation(positive, 0)?.message).toBe('must be > 0');
    expect(violation(positive, 8)).toBeUndefined();
  });

  it('checks formats (uuid, date-time, email, int64)', () => {
    expect(violation(schema({ type: 'string', format: 'uuid' }), 'string')?.message).toBe('must match format "uuid"');
    expect(violation(schema({ type: 'string', format: 'date-time' }), '2026-11-27T14:03:58.219Z')).toBeUndefined();
    expect(violation(schema({ type: 'string', format: 'email' }), 'maya.okafor@fernhill.io')).toBeUndefined();
    expect(violation(schema({ type: 'integer', format: 'int64' }), 1795688081218)).toBeUndefined();
  });

  it('reports the branch of a oneOf the value meant, at its deepest error', () => {
    const jwk = schema({
      oneOf: [
        { type: 'object', properties: { kty: { type: 'string', enum: ['RSA'] }, n: { type: 'string' } }, required: ['kty', 'n'] },
        {
          type: 'object',
          properties: { kty: { type: 'string', enum: ['OKP'] }, crv: { type: 'string', enum: ['Ed25519'] }, x: { type: 'string' } },
          required: ['kty', 'crv', 'x'],
        },
      ],
    });
    expect(violation(jwk, { kty: 'OKP', crv: 'Ed25519', x: 'xJYl4AjNrCfphwQ0IDR1-e18T07MCFOjYOT4mSjll70' })).toBeUndefined();
    expect(violation(jwk, { kty: 'OKP', crv: 'P-256', x: 'xJYl4AjNrCfphwQ0IDR1-e18T07MCFOjYOT4mSjll70' })).toMatchObject({
      pointer: '/crv',
      message: 'must be one of "Ed25519"',
    });
  });
});
