import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { locatedDocument, parseSpecFile, readSpecFile, SpecErrors, type SpecError } from '../../sources/spec-file';
import { confinedRefs, RefError } from './confined-refs';
import { jsonPointer, pathDeeperThan, YAML_LIMITS } from '../../sources/limits';
import { exampleProblems, exampleShape, resolveExample, type OperationExample } from './examples';
import { API_DOCUMENT_FILE, API_OVERLAY_FILE, apiOverlaySchema, type ApiOverlay } from './overlay-schema';

/** The methods an OpenAPI path item can hold operations under (`options` and `trace`: none in the document). */
export const HTTP_METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete'] as const;

/** One operation of the document, dereferenced. */
export interface ApiOperation {
  id: string;
  method: (typeof HTTP_METHODS)[number];
  path: string;
  tag: string;
  internal: boolean;
  operation: OpenAPIV3.OperationObject;
}

export interface LoadedApi {
  document: OpenAPIV3.Document;
  operations: ApiOperation[];
  overlay: ApiOverlay;
  /** Each public operation's example (the overlay's, else the document's), validated. */
  examples: Map<string, OperationExample>;
}

/**
 * The Management API: the OpenAPI document parsed, validated and dereferenced by
 * @apidevtools/swagger-parser (an invalid document fails with what is wrong), and our overlay,
 * validated against it: every tag and operationId the overlay names must exist in the document,
 * and so must every parameter it describes; every public operation and tag must be described.
 * Every public operation's example (the overlay's values, else the document's `example`s) must
 * give every value its samples show and validate against the operation's schemas
 * (`./examples.ts`). Every problem is reported at once.
 */
export async function loadApi(root = process.cwd()): Promise<LoadedApi> {
  let document: OpenAPIV3.Document;
  const refused: RefError[] = [];
  try {
    // $refs are read only from inside specs/, never from the network (confined-refs.ts).
    document = (await SwaggerParser.validate(path.join(root, API_DOCUMENT_FILE), {
      resolve: confinedRefs(root, refused),
    } as SwaggerParser.Options)) as OpenAPIV3.Document;
  } catch (error) {
    // A refused $ref names its own file and pointer; the parser's wrapper of it keeps neither.
    if (refused[0]) throw refused[0];
    const cause = (error as { cause?: unknown }).cause;
    if (cause instanceof RefError) throw cause;
    if (error instanceof RangeError)
      throw new Error(
        `${API_DOCUMENT_FILE}: its $refs nest too deep to resolve (${error.message}); each file may nest at most ${YAML_LIMITS.maxDepth} levels (see src/sources/limits.ts)`,
      );
    throw new Error(`${API_DOCUMENT_FILE}: not a valid OpenAPI document: ${(error as Error).message}`);
  }
  // Resolved, a chain of $refs can nest deeper than any one file: refused before anything walks it.
  const deep = pathDeeperThan(document, YAML_LIMITS.maxDepth);
  if (deep)
    throw new Error(
      `${API_DOCUMENT_FILE} at ${jsonPointer(deep)}: the document with its $refs resolved is nested more than ${YAML_LIMITS.maxDepth} levels deep here; the limit is ${YAML_LIMITS.maxDepth} (see src/sources/limits.ts)`,
    );
  const operations: ApiOperation[] = [];
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (!operation?.operationId) continue;
      operations.push({
        id: operation.operationId,
        method,
        path: route,
        tag: operation.tags?.[0] ?? 'Other',
        internal: (operation as { 'x-internal'?: boolean })['x-internal'] === true,
        operation,
      });
    }
  }
  const text = readSpecFile(API_OVERLAY_FILE, root);
  const { data: overlay, located } = parseSpecFile(text, API_OVERLAY_FILE, apiOverlaySchema);
  const problems: SpecError[] = [];
  const byId = new Map(operations.map((o) => [o.id, o]));
  const tags = new Set(operations.map((o) => o.tag));
  for (const tag of Object.keys(overlay.tags)) if (!tags.has(tag)) problems.push(located.error(['tags', tag], `the document has no tag "${tag}"`));
  for (const [id, entry] of Object.entries(overlay.operations)) {
    const op = byId.get(id);
    if (!op) {
      problems.push(located.error(['operations', id], `the document has no operation "${id}"`));
      continue;
    }
    if (op.internal) problems.push(located.error(['operations', id], `"${id}" is internal (x-internal) and stays out of the public reference`));
    const names = new Set((op.operation.parameters ?? []).map((p) => (p as OpenAPIV3.ParameterObject).name));
    for (const name of Object.keys(entry.parameters ?? {}))
      if (!names.has(name))
        problems.push(located.error(['operations', id, 'parameters', name], `${op.method.toUpperCase()} ${op.path} has no parameter "${name}"`));
    if (entry.body && !op.operation.requestBody)
      problems.push(located.error(['operations', id, 'body'], `${op.method.toUpperCase()} ${op.path} has no request body`));
    const fields = bodyFieldPaths(op.operation);
    for (const field of Object.keys(entry.bodyFields ?? {}))
      if (!fields.has(field))
        problems.push(
          located.error(['operations', id, 'bodyFields', field], `the request body of ${op.method.toUpperCase()} ${op.path} has no field "${field}"`),
        );
    const headers = exampleShape(op.operation).headers;
    for (const name of Object.keys(entry.responseHeaders ?? {}))
      if (!headers[name])
        problems.push(
          located.error(['operations', id, 'responseHeaders', name], `the success response of ${op.method.toUpperCase()} ${op.path} has no header "${name}"`),
        );
  }
  // Examples: a problem in a value the overlay wrote points into the overlay; one in a value the
  // document carries points into the document.
  const examples = new Map<string, OperationExample>();
  let documentLocated: ReturnType<typeof locatedDocument> | undefined;
  for (const op of operations.filter((o) => !o.internal && overlay.operations[o.id])) {
    const { example, sources } = resolveExample(op.operation, overlay.operations[op.id]!.example);
    examples.set(op.id, example);
    for (const problem of exampleProblems(`operation ${op.id}`, op.operation, example)) {
      const [part, name] = problem.path;
      const key = part === 'parameters' || part === 'responseHeaders' ? `${part}.${String(name)}` : String(part);
      if (sources.get(key) === 'document') {
        documentLocated ??= locatedDocument(readSpecFile(API_DOCUMENT_FILE, root), API_DOCUMENT_FILE);
        problems.push(documentLocated.error(documentPath(op, problem.path), problem.message));
      } else problems.push(located.error(['operations', op.id, 'example', ...problem.path], problem.message));
    }
  }
  // Every public operation and tag is described: the reference never shows a bare operation.
  for (const op of operations)
    if (!op.internal && !overlay.operations[op.id])
      problems.push(located.error(['operations'], `operation ${op.id} (${op.method.toUpperCase()} ${op.path}) has no description`));
  for (const tag of new Set(operations.filter((o) => !o.internal).map((o) => o.tag)))
    if (!overlay.tags[tag]) problems.push(located.error(['tags'], `tag "${tag}" has no description`));
  if (problems.length) throw new SpecErrors(problems);
  return { document, operations, overlay, examples };
}

/**
 * Every field path of an operation's request body (`name`, `region_selection.code`), through
 * objects, arrays and alternatives, as the overlay's `bodyFields` name them.
 */
export function bodyFieldPaths(operation: OpenAPIV3.OperationObject): Set<string> {
  const paths = new Set<string>();
  const walk = (schema: OpenAPIV3.SchemaObject | undefined, prefix: string, depth: number) => {
    if (!schema || depth > 8) return;
    for (const part of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) walk(part as OpenAPIV3.SchemaObject, prefix, depth + 1);
    if (schema.type === 'array' && schema.items) walk(schema.items as OpenAPIV3.SchemaObject, prefix, depth + 1);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name;
      paths.add(path);
      walk(property as OpenAPIV3.SchemaObject, path, depth + 1);
    }
  };
  const content = (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content;
  walk((content?.['application/json'] ?? Object.values(content ?? {})[0])?.schema as OpenAPIV3.SchemaObject | undefined, '', 0);
  return paths;
}

/** Where in the document an example part of `op` lives (as far as the document spells it out without a $ref). */
function documentPath(op: ApiOperation, examplePath: (string | number)[]): (string | number)[] {
  const base = ['paths', op.path, op.method];
  const [part, name, ...rest] = examplePath;
  const shape = exampleShape(op.operation);
  if (part === 'parameters')
    return [...base, 'parameters', (op.operation.parameters ?? []).findIndex((p) => (p as OpenAPIV3.ParameterObject).name === name), 'example'];
  if (part === 'body') return [...base, 'requestBody', 'content', shape.request?.mediaType ?? '', 'example', ...examplePath.slice(1)];
  if (part === 'response') return [...base, 'responses', shape.status ?? '', 'content', shape.response?.mediaType ?? '', 'example', ...examplePath.slice(1)];
  if (part === 'responseHeaders') return [...base, 'responses', shape.status ?? '', 'headers', String(name), 'example', ...rest];
  return base;
}
