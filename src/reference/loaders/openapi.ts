import type { OpenAPIV3 } from 'openapi-types';
import { sample } from 'openapi-sampler';
import { site } from '../../site.config';
import type { ApiOperation, LoadedApi } from '../api/load';
import type { RefExample, RefItem, RefParam, RefParamGroup, ReferenceDoc } from '../model';

/** The Management API reference's routes. */
export const API_PAGE = '/reference/api/introduction';

type Schema = OpenAPIV3.SchemaObject;

/** A schema's type as a reader reads it: `string (uuid)`, `array of objects`, `integer`, `one of 2 types`. */
export function schemaType(schema: Schema): string {
  if (schema.oneOf) return `one of ${schema.oneOf.length} types`;
  if (schema.anyOf) return `any of ${schema.anyOf.length} types`;
  if (schema.allOf) return 'object';
  if (schema.type === 'array') {
    const items = schema.items as Schema | undefined;
    const inner = items ? schemaType(items) : 'values';
    return `array of ${inner.startsWith('one of') || inner.startsWith('any of') ? inner : `${inner}s`}`;
  }
  const base = schema.type ?? (schema.properties ? 'object' : 'value');
  return schema.format ? `${base} (${schema.format})` : base;
}

/** Facts of a schema shown as tags: nullable, deprecated, read-only, limits. */
function schemaTags(schema: Schema): string[] {
  const tags: string[] = [];
  if (schema.nullable) tags.push('nullable');
  if (schema.deprecated) tags.push('deprecated');
  if (schema.readOnly) tags.push('read-only');
  if (schema.minLength !== undefined) tags.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) tags.push(`max length ${schema.maxLength}`);
  if (schema.minimum !== undefined) tags.push(`min ${schema.minimum}`);
  if (schema.maximum !== undefined) tags.push(`max ${schema.maximum}`);
  if (schema.pattern) tags.push(`pattern ${schema.pattern}`);
  return tags;
}

/** A schema's properties (or its variants, or its items' properties) as a tree of parameters. */
function schemaChildren(schema: Schema, depth: number): RefParam[] | undefined {
  if (depth > 8) return undefined; // deeply recursive schemas: enough for a reader
  if (schema.oneOf || schema.anyOf) {
    const variants = (schema.oneOf ?? schema.anyOf) as Schema[];
    return variants.map((variant, i) => ({ name: `variant ${i + 1}`, display: `Variant ${i + 1}`, type: schemaType(variant), required: false, description: variant.description, values: variant.enum?.map(String), tags: schemaTags(variant), children: schemaChildren(variant, depth + 1) }));
  }
  if (schema.allOf) {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf as Schema[]) {
      Object.assign(merged.properties!, part.properties ?? {});
      merged.required!.push(...(part.required ?? []));
    }
    return schemaChildren(merged, depth);
  }
  if (schema.type === 'array' && schema.items) return schemaChildren(schema.items as Schema, depth);
  if (!schema.properties) return undefined;
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) => schemaParam(name, property as Schema, required.has(name), depth + 1));
}

function schemaParam(name: string, schema: Schema, required: boolean, depth: number): RefParam {
  return {
    name,
    type: schemaType(schema),
    required,
    defaultValue: schema.default === undefined ? undefined : JSON.stringify(schema.default),
    description: schema.description,
    values: schema.enum?.map((v) => String(v)),
    tags: schemaTags(schema),
    children: schemaChildren(schema, depth),
  };
}

/** A JSON example of a schema, from the schema alone (openapi-sampler). */
function example(schema: Schema | undefined, document: OpenAPIV3.Document): unknown {
  if (!schema) return undefined;
  try {
    return sample(schema as Parameters<typeof sample>[0], { skipReadOnly: true, quiet: true }, document as Parameters<typeof sample>[2]);
  } catch {
    return undefined;
  }
}

const jsonOf = (content: OpenAPIV3.ResponseObject['content'] | undefined) => (content?.['application/json'] ?? Object.values(content ?? {})[0])?.schema as Schema | undefined;

/** The request URL with its path parameters as shell variables and the sample's query. */
function urlOf(op: ApiOperation, params: OpenAPIV3.ParameterObject[], shell: boolean): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => (shell ? `$${name.toUpperCase()}` : `\${${name.replace(/[^a-zA-Z0-9_]/g, '_')}}`));
  const query = params.filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=${encodeURIComponent(String(example(p.schema as Schema, {} as OpenAPIV3.Document) ?? 'value'))}`);
  return `https://api.plinth.co${path}${query.length ? `?${query.join('&')}` : ''}`;
}

/** curl and TypeScript fetch samples, built from the operation so they are always right. */
function samples(op: ApiOperation, params: OpenAPIV3.ParameterObject[], document: OpenAPIV3.Document): RefExample[] {
  const method = op.method.toUpperCase();
  const bodySchema = jsonOf((op.operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content);
  const body = bodySchema ? example(bodySchema, document) : undefined;
  const bodyJson = body === undefined ? undefined : JSON.stringify(body, null, 2);
  const pathParams = params.filter((p) => p.in === 'path');
  const curl = [
    `curl -X ${method} "${urlOf(op, params, true)}" \\`,
    `  -H "Authorization: Bearer $${site.cli.tokenVariable}"${bodyJson ? ' \\' : ''}`,
    ...(bodyJson ? ['  -H "Content-Type: application/json" \\', `  -d '${bodyJson.replace(/'/g, "'\\''")}'`] : []),
  ].join('\n');
  const ts = [
    ...pathParams.map((p) => `const ${p.name.replace(/[^a-zA-Z0-9_]/g, '_')} = '<${p.name}>';`),
    `const response = await fetch(\`${urlOf(op, params, false)}\`, {`,
    `  method: '${method}',`,
    `  headers: {`,
    `    Authorization: \`Bearer \${process.env.${site.cli.tokenVariable}}\`,`,
    ...(bodyJson ? [`    'Content-Type': 'application/json',`] : []),
    `  },`,
    ...(bodyJson ? [`  body: JSON.stringify(${bodyJson.replace(/\n/g, '\n  ')}),`] : []),
    `});`,
    `if (!response.ok) throw new Error(\`${method} ${op.path}: \${response.status}\`);`,
    `const data = ${successSchema(op) ? 'await response.json()' : 'null'};`,
  ].join('\n');
  const responseSchema = successSchema(op);
  const response = responseSchema ? example(responseSchema, document) : undefined;
  const responseText = response === undefined ? undefined : JSON.stringify(response, null, 2);
  const shellVars = pathParams.map((p) => `${p.name.toUpperCase()}=<${p.name}>`).join(' ');
  return [
    { id: 'curl', name: 'curl', lang: 'bash', code: shellVars ? `${shellVars}\n${curl}` : curl, response: responseText, responseLang: 'json' },
    { id: 'typescript', name: 'TypeScript', lang: 'ts', code: ts, response: responseText, responseLang: 'json' },
  ];
}

function successSchema(op: ApiOperation): Schema | undefined {
  const entry = Object.entries(op.operation.responses ?? {}).find(([status]) => /^2/.test(status));
  return entry ? jsonOf((entry[1] as OpenAPIV3.ResponseObject).content) : undefined;
}

/**
 * An operation's item id: its operationId, made usable as a fragment and a file name (one of the
 * document's ids is `v1-Delete hostname config`). The overlay stays keyed by the operationId.
 */
export const operationSlug = (operationId: string): string =>
  operationId
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '');

function operationItem(op: ApiOperation, api: LoadedApi): RefItem {
  const entry = api.overlay.operations[op.id]!;
  const params = (op.operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
  const group = (where: string, title: string): RefParamGroup[] => {
    const list = params.filter((p) => p.in === where);
    return list.length ? [{ title, params: list.map((p) => ({ ...schemaParam(p.name, (p.schema ?? {}) as Schema, p.required ?? false, 0), description: entry.parameters?.[p.name] ?? p.description })) }] : [];
  };
  const body = op.operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  const bodySchema = jsonOf(body?.content);
  const responses: RefParamGroup[] = Object.entries(op.operation.responses ?? {}).map(([status, value]) => {
    const response = value as OpenAPIV3.ResponseObject;
    const schema = jsonOf(response.content);
    const children = schema ? schemaChildren(schema, 0) : undefined;
    return {
      title: `Response ${status}`,
      note: schema ? `A JSON ${schemaType(schema)}.` : 'No body.',
      params: children ?? [],
    };
  });
  const scope = (op.operation as { 'x-oauth-scope'?: string })['x-oauth-scope'];
  const title = entry.summary ?? (op.operation.summary || `${op.method.toUpperCase()} ${op.path}`);
  return {
    id: operationSlug(op.id),
    title,
    summary: entry.description.split(/\n\s*\n/)[0]!.replace(/\s+/g, ' ').trim(),
    description: entry.description,
    badges: [op.method.toUpperCase(), ...(scope ? [`OAuth scope: ${scope}`] : []), ...(op.operation.deprecated ? ['Deprecated'] : [])],
    signature: { label: 'Endpoint', lang: 'text', code: `${op.method.toUpperCase()} ${op.path}` },
    paramGroups: [
      ...group('path', 'Path parameters'),
      ...group('query', 'Query parameters'),
      ...group('header', 'Header parameters'),
      ...(bodySchema ? [{ title: 'Request body', note: entry.body ?? `A JSON ${schemaType(bodySchema)}.`, params: schemaChildren(bodySchema, 0) ?? [] }] : []),
      ...responses,
    ],
    examples: samples(op, params, api.document),
    links: [],
    depth: 0,
    keywords: [op.id, `${op.method.toUpperCase()} ${op.path}`, op.path],
  };
}

/** The Management API as a reference: one section per tag, one item per public operation. */
export function apiReference(api: LoadedApi): ReferenceDoc {
  const publicOps = api.operations.filter((o) => !o.internal);
  const tags = [...new Set(publicOps.map((o) => o.tag))];
  return {
    key: 'api',
    title: 'Management API',
    label: 'Management API',
    description: 'Every operation of the Plinth Management API: method and path, parameters, request and response schemas, and curl and TypeScript samples.',
    versions: [],
    page: API_PAGE,
    itemPage: (id) => `/reference/api/${id}`,
    intro: 'content/reference/api/introduction.mdx',
    language: 'bash',
    sections: tags.map((tag) => ({
      id: tag.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      title: tag,
      description: api.overlay.tags[tag]?.description,
      items: publicOps.filter((o) => o.tag === tag).map((o) => operationItem(o, api)),
    })),
  };
}
