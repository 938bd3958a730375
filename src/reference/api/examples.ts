import { fromSchema } from '@openapi-contrib/openapi-schema-to-json-schema';
import Ajv04, { type ErrorObject, type ValidateFunction } from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import type { OpenAPIV3 } from 'openapi-types';

/**
 * The examples of the Management API reference: which part of an operation each one shows (its
 * parameters, its request body, its success response's body and headers), where it comes from
 * (our overlay, else an `example`/`examples` the document carries) and whether it is what the
 * operation's schemas allow. Pure logic over a dereferenced operation: the loader turns the
 * problems into located build errors, the renderer turns the examples into samples.
 */

type Schema = OpenAPIV3.SchemaObject;
type Path = (string | number)[];

/** The values of one operation's example, as the overlay writes them (overlay-schema.ts `example`). */
export interface OperationExample {
  /** Path, query and header parameter values by name. */
  parameters?: Record<string, unknown>;
  /** The request body: JSON, form fields or multipart parts (a file part is its file's name). */
  body?: unknown;
  /** The body of the success response: JSON, or the text of a `text/plain` response. */
  response?: unknown;
  /** The success response's headers by name. */
  responseHeaders?: Record<string, unknown>;
  /**
   * Instead of `response`, where the response is a file the document gives no fields for (a
   * function's deployed bundle): the name the samples save it under.
   */
  responseFile?: string;
}

/** What an operation needs shown: the media types its request and success response use. */
export interface ExampleShape {
  /** Request media type the samples send, and its schema: JSON where the operation takes it. */
  request?: { mediaType: string; schema: Schema; required: boolean };
  /** The success status (every operation of the document has exactly one 2xx response). */
  status?: string;
  /** Media type and schema of the success response's body, if it has one. */
  response?: { mediaType: string; schema: Schema };
  /** The success response's headers. */
  headers: Record<string, Schema>;
}

const firstMedia = (content: Record<string, OpenAPIV3.MediaTypeObject> | undefined): [string, OpenAPIV3.MediaTypeObject] | undefined => {
  if (!content) return undefined;
  const json = content['application/json'];
  return json ? ['application/json', json] : Object.entries(content)[0];
};

export function exampleShape(operation: OpenAPIV3.OperationObject): ExampleShape {
  const body = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  const request = firstMedia(body?.content);
  const success = Object.entries(operation.responses ?? {}).find(([status]) => /^2/.test(status));
  const response = success?.[1] as OpenAPIV3.ResponseObject | undefined;
  const responseMedia = firstMedia(response?.content);
  const headers = Object.fromEntries(
    Object.entries(response?.headers ?? {}).map(([name, header]) => [name, ((header as OpenAPIV3.HeaderObject).schema ?? {}) as Schema]),
  );
  return {
    request: request ? { mediaType: request[0], schema: (request[1].schema ?? {}) as Schema, required: body?.required ?? false } : undefined,
    status: success?.[0],
    response: responseMedia ? { mediaType: responseMedia[0], schema: (responseMedia[1].schema ?? {}) as Schema } : undefined,
    headers,
  };
}

/** The value an OpenAPI object carries as its example: `example`, else the first of `examples`. */
function documentExample(holder: { example?: unknown; examples?: Record<string, OpenAPIV3.ExampleObject | OpenAPIV3.ReferenceObject> } | undefined): unknown {
  if (!holder) return undefined;
  if (holder.example !== undefined) return holder.example;
  const first = Object.values(holder.examples ?? {})[0] as OpenAPIV3.ExampleObject | undefined;
  return first?.value;
}

/** Where a part of an operation's example was written: our overlay, or the OpenAPI document. */
export type ExampleSource = 'overlay' | 'document';

/**
 * An operation's example, part by part: the overlay's value where it has one, else the example
 * the document gives (on the parameter, the media type or its schema), with the source of each.
 */
export function resolveExample(
  operation: OpenAPIV3.OperationObject,
  overlay: OperationExample | undefined,
): { example: OperationExample; sources: Map<string, ExampleSource> } {
  const sources = new Map<string, ExampleSource>();
  const example: OperationExample = {};
  const take = (key: string, mine: unknown, theirs: unknown): unknown => {
    if (mine !== undefined) sources.set(key, 'overlay');
    else if (theirs !== undefined) sources.set(key, 'document');
    return mine ?? theirs;
  };
  const parameters: Record<string, unknown> = {};
  for (const p of (operation.parameters ?? []) as OpenAPIV3.ParameterObject[]) {
    const value = take(`parameters.${p.name}`, overlay?.parameters?.[p.name], documentExample(p) ?? (p.schema as Schema | undefined)?.example);
    if (value !== undefined) parameters[p.name] = value;
  }
  for (const [name, value] of Object.entries(overlay?.parameters ?? {}))
    if (!(name in parameters)) parameters[name] = take(`parameters.${name}`, value, undefined);
  if (Object.keys(parameters).length) example.parameters = parameters;
  const body = firstMedia((operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content)?.[1];
  example.body = take('body', overlay?.body, documentExample(body) ?? (body?.schema as Schema | undefined)?.example);
  const success = Object.entries(operation.responses ?? {}).find(([status]) => /^2/.test(status))?.[1] as OpenAPIV3.ResponseObject | undefined;
  const media = firstMedia(success?.content)?.[1];
  example.response = take('response', overlay?.response, documentExample(media) ?? (media?.schema as Schema | undefined)?.example);
  if (overlay?.responseFile !== undefined) example.responseFile = take('responseFile', overlay.responseFile, undefined) as string;
  const headers: Record<string, unknown> = {};
  for (const [name, header] of Object.entries(success?.headers ?? {})) {
    const value = take(`responseHeaders.${name}`, overlay?.responseHeaders?.[name], documentExample(header as OpenAPIV3.HeaderObject));
    if (value !== undefined) headers[name] = value;
  }
  for (const [name, value] of Object.entries(overlay?.responseHeaders ?? {}))
    if (!(name in headers)) headers[name] = take(`responseHeaders.${name}`, value, undefined);
  if (Object.keys(headers).length) example.responseHeaders = headers;
  for (const key of ['body', 'response'] as const) if (example[key] === undefined) delete example[key];
  return { example, sources };
}

/*
 * Validation. The document's schemas are OpenAPI 3.0 Schema Objects, not JSON Schema:
 * `nullable` (509 places, 5 of them without a `type`, 10 on an enum that does not list null),
 * boolean `exclusiveMinimum` (draft-04 style) and `discriminator`. The maintained converter
 * (@openapi-contrib/openapi-schema-to-json-schema) turns each into JSON Schema draft-04, which
 * Ajv's draft-04 class validates, with ajv-formats for `uuid`, `email`, `uri`, `date-time`,
 * `int32`, `int64` and `binary`. Ajv stays in strict mode (an unknown keyword is a bug here)
 * except for keywords that do not apply to their schema's type: the document has some (the
 * snippets' `limit`, a string with a `minimum` and `maximum`), and Ajv ignores them, as it should.
 */
const ajv = new Ajv04({ allErrors: false, allowUnionTypes: true, strict: true, strictTypes: false });
addFormats(ajv as unknown as Parameters<typeof addFormats>[0]);

/**
 * After conversion, each schema: extension keywords (`x-…`) go (strict Ajv rejects them), and an
 * object schema that lists its properties and says nothing of others gets
 * `additionalProperties: false`. The API may accept or return more, but an example field the
 * document does not name is a typo or an invention, and a reader would copy it.
 */
function tighten(schema: Record<string, unknown>): Record<string, unknown> {
  for (const key of Object.keys(schema)) if (key.startsWith('x-')) delete schema[key];
  if (schema.properties && schema.additionalProperties === undefined) schema.additionalProperties = false;
  return schema;
}

const compiled = new WeakMap<object, ValidateFunction>();

function validatorOf(schema: Schema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    const json = fromSchema(schema as Parameters<typeof fromSchema>[0], {
      cloneSchema: true,
      afterTransform: (s) => tighten(s as Record<string, unknown>) as ReturnType<typeof fromSchema>,
    });
    validate = ajv.compile(json as object);
    compiled.set(schema, validate);
  }
  return validate;
}

/** A JSON pointer's segments (`/private_jwk/kty` → ['private_jwk', 'kty']), array indexes as numbers. */
export const pointerPath = (pointer: string): Path =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));

/** One schema violation: where in the value (a JSON pointer and its segments) and what is wrong. */
export interface Violation {
  pointer: string;
  path: Path;
  message: string;
}

function describe(error: ErrorObject): Violation {
  const params = error.params as Record<string, unknown>;
  let pointer = error.instancePath;
  let message = error.message ?? 'is not valid';
  if (error.keyword === 'additionalProperties') {
    pointer += `/${String(params.additionalProperty)}`;
    message = 'is not a property the schema has';
  } else if (error.keyword === 'required') {
    message = `lacks the required property "${String(params.missingProperty)}"`;
  } else if (error.keyword === 'enum') {
    message = `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  }
  return { pointer: pointer || '/', path: pointerPath(pointer), message };
}

/**
 * Validates `value` against an OpenAPI schema. Returns the first error, or undefined. Ajv stops
 * at the first error of each `oneOf` branch it tries; the one with the deepest path is the branch
 * the writer meant (a JWK with a wrong `crv` fails every other branch at its top), so that one is
 * reported.
 */
export function violation(schema: Schema, value: unknown): Violation | undefined {
  let validate: ValidateFunction;
  try {
    validate = validatorOf(schema);
  } catch (error) {
    return { pointer: '/', path: [], message: `the document's schema for it cannot be checked: ${(error as Error).message}` };
  }
  if (validate(value)) return undefined;
  const errors = validate.errors ?? [];
  const deepest = errors.reduce<ErrorObject | undefined>((best, e) => (!best || describe(e).path.length > describe(best).path.length ? e : best), undefined);
  return deepest ? describe(deepest) : { pointer: '/', path: [], message: 'is not valid' };
}

/** One problem of an operation's example, at a path inside the example (`body`, `private_jwk`, `kty`). */
export interface ExampleProblem {
  path: Path;
  message: string;
}

/**
 * Every problem of an operation's example: a value for a parameter, body, response or header the
 * operation does not have; a missing value the samples need (a path or required query parameter,
 * the request body, the success response's body and headers), so that no sample shows a
 * placeholder; a value its schema rejects (the JSON pointer of the first error); and a top-level
 * body or response field named like a path parameter with another value (a `{ref}` path that
 * returns some other project).
 */
export function exampleProblems(label: string, operation: OpenAPIV3.OperationObject, example: OperationExample): ExampleProblem[] {
  const problems: ExampleProblem[] = [];
  const shape = exampleShape(operation);
  const params = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
  const check = (path: Path, what: string, schema: Schema, value: unknown) => {
    const v = violation(schema, value);
    if (v) problems.push({ path: [...path, ...v.path], message: `${label}: ${what} example is not valid at ${v.pointer}: ${v.message}` });
  };
  for (const [name, value] of Object.entries(example.parameters ?? {})) {
    const param = params.find((p) => p.name === name);
    if (!param) problems.push({ path: ['parameters', name], message: `${label}: has no parameter "${name}" to give a value` });
    else check(['parameters', name], `parameter "${name}"`, (param.schema ?? {}) as Schema, value);
  }
  for (const p of params)
    if ((p.in === 'path' || p.required) && example.parameters?.[p.name] === undefined)
      problems.push({ path: ['parameters'], message: `${label}: the example needs a value for the ${p.in} parameter "${p.name}"` });
  if (example.body !== undefined) {
    if (!shape.request) problems.push({ path: ['body'], message: `${label}: has no request body to give an example of` });
    else check(['body'], `request body (${shape.request.mediaType})`, shape.request.schema, example.body);
  } else if (shape.request) problems.push({ path: [], message: `${label}: the example needs a request body (${shape.request.mediaType})` });
  if (example.responseFile !== undefined) {
    const schema = shape.response?.schema;
    if (example.response !== undefined) problems.push({ path: ['responseFile'], message: `${label}: give either a response or a responseFile, not both` });
    else if (!schema || schema.type !== 'object' || Object.keys(schema.properties ?? {}).length)
      problems.push({
        path: ['responseFile'],
        message: `${label}: responseFile is for a response the document gives no fields for; its ${shape.status ?? 'success'} response needs an example of its body`,
      });
  } else if (example.response !== undefined) {
    if (!shape.response)
      problems.push({ path: ['response'], message: `${label}: its ${shape.status ?? 'success'} response has no body to give an example of` });
    else check(['response'], `response ${shape.status} (${shape.response.mediaType})`, shape.response.schema, example.response);
  } else if (shape.response)
    problems.push({ path: [], message: `${label}: the example needs the body of its ${shape.status} response (${shape.response.mediaType})` });
  for (const [name, value] of Object.entries(example.responseHeaders ?? {})) {
    const schema = shape.headers[name];
    if (!schema) problems.push({ path: ['responseHeaders', name], message: `${label}: its ${shape.status ?? 'success'} response has no header "${name}"` });
    else check(['responseHeaders', name], `response header "${name}"`, schema, value);
  }
  for (const name of Object.keys(shape.headers))
    if (example.responseHeaders?.[name] === undefined)
      problems.push({ path: [], message: `${label}: the example needs a value for the response header "${name}"` });
  // A body or response that names the path's own resource names it with the path's value.
  for (const p of params.filter((x) => x.in === 'path')) {
    const value = example.parameters?.[p.name];
    for (const part of ['body', 'response'] as const) {
      const data = example[part];
      if (value === undefined || !data || typeof data !== 'object' || Array.isArray(data) || !(p.name in data)) continue;
      const theirs = (data as Record<string, unknown>)[p.name];
      if (theirs !== value)
        problems.push({
          path: [part, p.name],
          message: `${label}: ${part === 'body' ? 'the request body' : 'the response'} has ${p.name} ${JSON.stringify(theirs)} but the path has ${JSON.stringify(value)}`,
        });
    }
  }
  return problems;
}
