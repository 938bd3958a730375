import type { OpenAPIV3 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleShape, violation } from '../../src/reference/api/examples';
import { loadApi, type ApiOperation } from '../../src/reference/api/load';
import { apiReference, operationSlug } from '../../src/reference/loaders/openapi';
import { itemsOf, type RefItem } from '../../src/reference/model';

/**
 * What a reader of a Management API operation page sees in its samples, read back from the
 * rendered curl and TypeScript code and the response shown: no filler value anywhere, and every
 * value valid for the operation, as a real request and response would be.
 */

type Schema = OpenAPIV3.SchemaObject;

let items: Map<string, RefItem>;
let publicOps: ApiOperation[];

beforeAll(async () => {
  const api = await loadApi();
  items = new Map(itemsOf(apiReference(api)).map((item) => [item.id, item]));
  publicOps = api.operations.filter((op) => !op.internal);
}, 120_000);

/** Placeholders a schema-only sampler writes, and other filler a reader would notice. */
const FILLER: [RegExp, string][] = [
  // (A JSON Schema inside a response, such as the Data API's OpenAPI document, may say `"type": "string"`.)
  [/(?<!"(?:type|format)": )"string"(?!\s*:)|'string'|=string\b/, 'the word "string" as a value'],
  [/(string){2,}/i, 'a repeated "string" (a sampled pattern)'],
  [/2019-08-24/, "a sampler's default date"],
  [/user@example\.com/, "a sampler's default email"],
  [/https?:\/\/example\.com/, "a sampler's default URL"],
  [/pa\$\$word/, "a sampler's default password"],
  [/3fa85f64-5717-4562-b3fc-2c963f66afa6|00000000-0000-0000-0000-000000000000/, 'a placeholder UUID'],
  [/\b([a-z])\1{19}\b|\babcdefghijklmnopqrst\b/, 'a placeholder project ref'],
  [/"(?:foo|bar|baz|uuid|lorem ipsum|placeholder|value|example|test)"(?!\s*:)/i, 'a filler word as a value'],
];
/** In the code a reader copies, a value left for them to fill in: `REF=<ref>`, `'<ref>'`. */
const ANGLE_PLACEHOLDER = /(?<=['"=/])<[a-z][a-z0-9_-]*>/;

/** A shell word as written by the samples (bare, or single-quoted with '\'' for quotes). */
const unshell = (word: string): string => (word.startsWith("'") ? word.slice(1, -1).replace(/'\\''/g, "'") : word);

interface ReadBack {
  path: Record<string, string>;
  query: Record<string, string[]>;
  headers: Record<string, string>;
  body?: unknown;
  response?: unknown;
  responseHeaders: Record<string, string>;
}

/** The request and response a curl sample makes, read back from its text. */
function readCurl(op: ApiOperation, code: string, response: string | undefined, responseLang: string | undefined): ReadBack {
  const lines = code.split('\n');
  const first = lines.findIndex((l) => l.startsWith('curl '));
  const vars = Object.fromEntries(
    lines.slice(0, first).flatMap((l) => [...l.matchAll(/([A-Z_]+)=('(?:[^']|'\\'')*'|\S+)/g)].map(([, name, word]) => [name!, unshell(word!)])),
  );
  const command = lines.slice(first).join('\n');
  const url = new URL(
    /^curl (?:--head |-X [A-Z]+ )?"([^"]+)"/.exec(command)![1]!.replace(/\$([A-Z_]+)/g, (_, name: string) => encodeURIComponent(vars[name] ?? `$${name}`)),
  );
  // The path's values, matched against the operation's path template.
  const names: string[] = [];
  const pattern = new RegExp(
    `^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+)\\?\}/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`,
  );
  const match = pattern.exec(url.pathname);
  expect(match, `${op.id}: the curl URL ${url.pathname} matches ${op.path}`).not.toBeNull();
  const path = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match![i + 1]!)]));
  const query: Record<string, string[]> = {};
  for (const [key, value] of url.searchParams) (query[key] ??= []).push(value);
  const words = [...command.matchAll(/(-H|-d|-F|--data-urlencode) ('(?:[^']|'\\'')*'|"[^"]*"|\S+)/g)].map(
    ([, flag, word]) => [flag!, word!.startsWith('"') ? word!.slice(1, -1) : unshell(word!)] as const,
  );
  const headers = Object.fromEntries(
    words
      .filter(([f, w]) => f === '-H' && !/^(Authorization|Content-Type):/.test(w))
      .map(([, w]) => [w.slice(0, w.indexOf(':')), w.slice(w.indexOf(':') + 1).trim()]),
  );
  let body: unknown;
  const data = words.find(([f]) => f === '-d');
  if (data) body = JSON.parse(data[1]);
  const form = words.filter(([f]) => f === '--data-urlencode');
  if (form.length) body = Object.fromEntries(form.map(([, w]) => [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)]));
  const parts = words.filter(([f]) => f === '-F');
  if (parts.length) {
    const multipart: Record<string, unknown> = {};
    for (const [, w] of parts) {
      const name = w.slice(0, w.indexOf('='));
      const value = w.slice(w.indexOf('=') + 1);
      if (value.startsWith('@')) ((multipart[name] ??= []) as string[]).push(value.slice(1));
      else multipart[name] = value.endsWith(';type=application/json') ? JSON.parse(value.slice(0, -';type=application/json'.length)) : value;
    }
    body = multipart;
  }
  const responseHeaders: Record<string, string> = {};
  let parsed: unknown;
  if (response !== undefined && responseLang === 'http') {
    for (const line of response.split('\n').slice(1)) responseHeaders[line.slice(0, line.indexOf(':'))] = line.slice(line.indexOf(':') + 1).trim();
  } else if (response !== undefined) parsed = responseLang === 'json' ? JSON.parse(response) : response;
  return { path, query, headers, body, response: parsed, responseHeaders };
}

/** A query or header value read from a URL or a header line, as the parameter's schema types it. */
function typed(schema: Schema, raw: string[]): unknown {
  const one = (value: string, s: Schema): unknown =>
    s.type === 'integer' || s.type === 'number' ? Number(value) : s.type === 'boolean' ? value === 'true' : value;
  return schema.type === 'array' ? raw.map((v) => one(v, (schema.items ?? {}) as Schema)) : one(raw[0]!, schema);
}

describe('the Management API samples', () => {
  it('cover every public operation, 155 of them, each with a curl and a TypeScript sample', () => {
    expect(publicOps).toHaveLength(155);
    for (const op of publicOps)
      expect(
        items.get(operationSlug(op.id))?.examples.map((e) => e.id),
        op.id,
      ).toEqual(['curl', 'typescript']);
  });

  it('show no placeholder or filler value: in the curl line, the TypeScript, or the response', () => {
    const found: string[] = [];
    for (const op of publicOps) {
      for (const example of items.get(operationSlug(op.id))!.examples) {
        for (const [what, text] of [
          [example.name, example.code],
          ['response', example.response ?? ''],
        ] as const) {
          for (const [pattern, name] of FILLER) if (pattern.test(text)) found.push(`${op.id} (${what}): ${name}: ${pattern.exec(text)![0]}`);
          if (what !== 'response' && ANGLE_PLACEHOLDER.test(text))
            found.push(`${op.id} (${what}): a value left to fill in: ${ANGLE_PLACEHOLDER.exec(text)![0]}`);
        }
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });

  it("send and show only values the operation's schemas accept, read back from what the page shows", () => {
    const problems: string[] = [];
    for (const op of publicOps) {
      const [curl, ts] = items.get(operationSlug(op.id))!.examples;
      const sent = readCurl(op, curl!.code, curl!.response, curl!.responseLang);
      const shape = exampleShape(op.operation);
      const params = (op.operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
      const report = (what: string, schema: Schema, value: unknown) => {
        const v = violation(schema, value);
        if (v) problems.push(`${op.id}: ${what} at ${v.pointer}: ${v.message} (${JSON.stringify(value)?.slice(0, 80)})`);
      };
      for (const p of params) {
        const raw =
          p.in === 'path'
            ? sent.path[p.name] === undefined
              ? undefined
              : [sent.path[p.name]!]
            : p.in === 'query'
              ? sent.query[p.name]
              : sent.headers[p.name] === undefined
                ? undefined
                : [sent.headers[p.name]!];
        if (raw === undefined) {
          if (p.required || p.in === 'path') problems.push(`${op.id}: the sample sends no ${p.in} parameter "${p.name}"`);
          continue;
        }
        report(`${p.in} parameter "${p.name}"`, (p.schema ?? {}) as Schema, typed((p.schema ?? {}) as Schema, raw));
        // The TypeScript sample names the same path values.
        if (p.in === 'path' && !ts!.code.includes(`= '${sent.path[p.name]}';`))
          problems.push(`${op.id}: the TypeScript sample's ${p.name} is not the curl sample's`);
      }
      for (const name of Object.keys(sent.query))
        if (!params.some((p) => p.in === 'query' && p.name === name))
          problems.push(`${op.id}: the sample sends a query parameter "${name}" the operation does not have`);
      if (shape.request) {
        if (sent.body === undefined) problems.push(`${op.id}: the sample sends no request body (${shape.request.mediaType})`);
        else report(`request body (${shape.request.mediaType})`, shape.request.schema, sent.body);
      } else if (sent.body !== undefined) problems.push(`${op.id}: the sample sends a body the operation does not take`);
      if (shape.response && sent.response !== undefined) report(`response ${shape.status}`, shape.response.schema, sent.response);
      else if (shape.response && !/--output /.test(curl!.code)) problems.push(`${op.id}: the page shows no ${shape.status} response`);
      for (const [name, schema] of Object.entries(shape.headers)) {
        const raw = Object.entries(sent.responseHeaders).find(([h]) => h.toLowerCase() === name.toLowerCase())?.[1];
        if (raw === undefined) problems.push(`${op.id}: the page shows no "${name}" header`);
        else report(`response header "${name}"`, schema, typed(schema, [raw]));
      }
    }
    expect(problems).toEqual([]);
  });

  it('agree with themselves: a signing key and its algorithm, a path ref and the ref it returns, project URLs and known projects', () => {
    const problems: string[] = [];
    const ktyOf: Record<string, string> = { EdDSA: 'OKP', ES256: 'EC', RS256: 'RSA', HS256: 'oct' };
    const refs = new Set<string>();
    // What the pages show, read back: the path values, the body sent and the response shown.
    const examples = publicOps.map((op) => {
      const [curl] = items.get(operationSlug(op.id))!.examples;
      const sent = readCurl(op, curl!.code, curl!.response, curl!.responseLang);
      return [op, { parameters: sent.path as Record<string, unknown>, body: sent.body, response: sent.response }] as const;
    });
    for (const [, example] of examples) {
      for (const value of Object.values(example.parameters ?? {})) if (typeof value === 'string' && /^[a-z]{20}$/.test(value)) refs.add(value);
      JSON.stringify(example.response ?? null, (key, value: unknown) => {
        if (['ref', 'project_ref', 'parent_project_ref', 'identifier'].includes(key) && typeof value === 'string' && /^[a-z]{20}$/.test(value)) refs.add(value);
        return value;
      });
    }
    for (const [op, example] of examples) {
      // Every signing key, sent or returned, is of its algorithm's key type.
      const keys: { algorithm?: unknown; public_jwk?: { kty?: unknown; alg?: unknown } | null; private_jwk?: { kty?: unknown; alg?: unknown } }[] = [];
      JSON.stringify([example.body, example.response], (_, value: unknown) => {
        if (value && typeof value === 'object' && 'algorithm' in value) keys.push(value as (typeof keys)[number]);
        return value;
      });
      for (const key of keys) {
        const algorithm = String(key.algorithm);
        for (const jwk of [key.private_jwk, key.public_jwk]) {
          if (!jwk) continue;
          if (jwk.kty !== ktyOf[algorithm]) problems.push(`${op.id}: a ${algorithm} key with a ${String(jwk.kty)} JWK`);
          if (jwk.alg !== undefined && jwk.alg !== algorithm) problems.push(`${op.id}: a ${algorithm} key whose JWK says alg ${String(jwk.alg)}`);
        }
        if (algorithm === 'HS256' && key.public_jwk) problems.push(`${op.id}: an HS256 key has no public part to show`);
      }
      const created = example.body as { private_jwk?: { x?: string } } | undefined;
      const returned = example.response as { public_jwk?: { x?: string } } | undefined;
      if (created?.private_jwk?.x && returned?.public_jwk?.x !== created.private_jwk.x)
        problems.push(`${op.id}: the returned public key is not the imported key's`);
      // A project URL names a project the examples know.
      const text = JSON.stringify([example.body, example.response, example.parameters]);
      for (const [, ref] of text.matchAll(/https:\/\/([a-z]{20})\.plinth\.co/g))
        if (!refs.has(ref!)) problems.push(`${op.id}: https://${ref}.plinth.co is not a project of the examples`);
      // The path's ref is the ref the body or response talks about.
      const pathRef = example.parameters?.ref;
      for (const part of [example.body, example.response]) {
        if (pathRef && part && typeof part === 'object' && !Array.isArray(part) && 'ref' in part && (part as { ref: unknown }).ref !== pathRef)
          problems.push(`${op.id}: the path has ref ${String(pathRef)}, the example ${String((part as { ref: unknown }).ref)}`);
      }
    }
    expect(problems).toEqual([]);
    // The examples use several projects, not one ref everywhere.
    expect(refs.size).toBeGreaterThanOrEqual(5);
  });
});
