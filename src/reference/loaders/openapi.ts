import type { OpenAPIV3 } from 'openapi-types';
import { referenceUrls } from '../../lib/site-urls';
import { site } from '../../site.config';
import { exampleShape, type OperationExample } from '../api/examples';
import type { ApiOperation, LoadedApi } from '../api/load';
import { API_OVERLAY_FILE } from '../api/overlay-schema';
import type { Choice, RefExample, RefItem, RefParam, RefParamGroup, ReferenceDoc } from '../model';
import type { CatalogueEntry, ErrorCatalogue } from '../errors/model';
import { errorUrl } from '../errors/pages';

/** The Management API reference's addresses: the long page, and each operation's own page. */
const API_URLS = referenceUrls('api');
export const API_PAGE = API_URLS.page;

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

/** Whether a schema's value is one of its alternatives (oneOf) or matches at least one (anyOf); an array's, of its items. */
export function schemaChoice(schema: Schema): Choice | undefined {
  if (schema.oneOf) return 'one';
  if (schema.anyOf) return 'any';
  if (schema.type === 'array' && schema.items) return schemaChoice(schema.items as Schema);
  return undefined;
}

/** The one value a variant's property is fixed to (`type: { enum: ['specific'] }`), if it is. */
const fixedValue = (variant: Schema, property: string): string | undefined => {
  const values = (variant.properties?.[property] as Schema | undefined)?.enum;
  return values?.length === 1 ? String(values[0]) : undefined;
};

/**
 * What tells the variants apart: the discriminator's property, else a property every variant
 * fixes to a value of its own (region_selection's `type`: `specific` or `smartGroup`).
 */
function discriminator(schema: Schema, variants: Schema[]): string | undefined {
  const declared = (schema as { discriminator?: { propertyName?: string } }).discriminator?.propertyName;
  if (declared && variants.every((v) => fixedValue(v, declared))) return declared;
  const candidates = Object.keys(variants[0]?.properties ?? {});
  return candidates.find((name) => {
    const values = variants.map((v) => fixedValue(v, name));
    return values.every(Boolean) && new Set(values).size === variants.length;
  });
}

/** Our description of a body field by its path (the overlay's `bodyFields`), where the document has none. */
type FieldText = (path: string) => string | undefined;

/**
 * A schema's properties (or its variants, or its items' properties) as a tree of parameters.
 * `path` is the field path of `schema` in a request body, for `fieldText`.
 */
function schemaChildren(schema: Schema, depth: number, fieldText?: FieldText, path = ''): RefParam[] | undefined {
  if (depth > 8) return undefined; // deeply recursive schemas: enough for a reader
  if (schema.oneOf || schema.anyOf) {
    // Alternatives: each variant is shown with its own fields and which of them it requires.
    const variants = (schema.oneOf ?? schema.anyOf) as Schema[];
    const by = discriminator(schema, variants);
    return variants.map((variant, i) => ({
      name: `variant ${i + 1}`,
      display: by ? `Variant ${i + 1}: ${by} "${fixedValue(variant, by)!}"` : `Variant ${i + 1}`,
      type: schemaType(variant),
      required: false,
      variant: true,
      description: variant.description,
      values: variant.enum?.map(String),
      tags: schemaTags(variant),
      choice: schemaChoice(variant),
      children: schemaChildren(variant, depth + 1, fieldText, path),
    }));
  }
  if (schema.allOf) {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf as Schema[]) {
      Object.assign(merged.properties!, part.properties ?? {});
      merged.required!.push(...(part.required ?? []));
    }
    return schemaChildren(merged, depth, fieldText, path);
  }
  if (schema.type === 'array' && schema.items) return schemaChildren(schema.items as Schema, depth, fieldText, path);
  if (!schema.properties) return undefined;
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) =>
    schemaParam(name, property as Schema, required.has(name), depth + 1, fieldText, path ? `${path}.${name}` : name),
  );
}

function schemaParam(name: string, schema: Schema, required: boolean, depth: number, fieldText?: FieldText, path = name): RefParam {
  return {
    name,
    type: schemaType(schema),
    required,
    defaultValue: schema.default === undefined ? undefined : JSON.stringify(schema.default),
    description: fieldText?.(path) ?? schema.description,
    values: schema.enum?.map((v) => String(v)),
    tags: schemaTags(schema),
    choice: schemaChoice(schema),
    children: schemaChildren(schema, depth, fieldText, path),
  };
}

const jsonOf = (content: OpenAPIV3.ResponseObject['content'] | undefined) =>
  (content?.['application/json'] ?? Object.values(content ?? {})[0])?.schema as Schema | undefined;

/** A word for a shell command line, quoted only when it needs to be. */
const shellWord = (value: string): string => (/^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, "'\\''")}'`);
/** A TypeScript string literal in the samples' style (single quotes). */
const tsString = (value: string): string => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
/** A parameter's value as it goes into a URL: every character a shell or a URL would read specially escaped. */
const urlValue = (value: unknown): string => encodeURIComponent(String(value)).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const variableName = (param: string): string => param.replace(/[^a-zA-Z0-9_]/g, '_');
/** A response header's value as a TypeScript constant: `X-Total-Count` → `totalCount`. */
const headerVariable = (header: string): string =>
  header
    .replace(/^X-/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+(\w)/g, (_, c: string) => c.toUpperCase());

/** A property of a multipart body that carries a file (`format: binary`, or an array of them). */
const isFilePart = (schema: Schema | undefined): boolean =>
  schema?.format === 'binary' || (schema?.type === 'array' && (schema.items as Schema | undefined)?.format === 'binary');
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** The operation authenticates with a personal access token (`bearer`, or the same token checked for fine-grained permissions). */
const usesAccessToken = (op: ApiOperation, document: OpenAPIV3.Document): boolean =>
  (op.operation.security ?? document.security ?? []).some((requirement) => 'bearer' in requirement || 'fga_permissions' in requirement);

/**
 * curl and TypeScript fetch samples, built from the operation and its example (validated by the
 * loader against the operation's schemas), so that they are always right: path parameters as
 * shell variables and constants, the query the example gives, the body in the media type the
 * operation takes (JSON, form fields or multipart parts), and the response the example shows.
 */
function samples(op: ApiOperation, params: OpenAPIV3.ParameterObject[], example: OperationExample, document: OpenAPIV3.Document): RefExample[] {
  const method = op.method.toUpperCase();
  const shape = exampleShape(op.operation);
  const values = example.parameters ?? {};
  const given = (where: string) => params.filter((p) => p.in === where && values[p.name] !== undefined);
  const pathParams = given('path');
  // An array is repeated (`services=auth&services=db`): OpenAPI's default for a query parameter (form, explode).
  const query = given('query').flatMap((p) => {
    const value = values[p.name];
    if (!Array.isArray(value)) return [`${p.name}=${urlValue(value)}`];
    return p.explode === false ? [`${p.name}=${value.map(urlValue).join(',')}`] : value.map((v) => `${p.name}=${urlValue(v)}`);
  });
  const url = (variable: (name: string) => string) =>
    `https://api.plinth.co${op.path.replace(/\{([^}]+)\}/g, (_, name: string) => variable(name))}${query.length ? `?${query.join('&')}` : ''}`;
  const token = usesAccessToken(op, document);
  const headers = given('header').map((p) => [p.name, String(values[p.name])] as const);
  const mediaType = shape.request?.mediaType;
  const body = example.body;
  const bodySchema = shape.request?.schema;
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? Object.entries(body as Record<string, unknown>) : [];

  // curl
  const curlLines: string[] = [];
  const saveAs = example.responseFile;
  if (op.method === 'head') curlLines.push(`curl --head "${url((n) => `$${n.toUpperCase()}`)}"`);
  else if (op.method === 'get') curlLines.push(`curl "${url((n) => `$${n.toUpperCase()}`)}"`);
  else curlLines.push(`curl -X ${method} "${url((n) => `$${n.toUpperCase()}`)}"`);
  if (token) curlLines.push(`-H "Authorization: Bearer $${site.cli.tokenVariable}"`);
  for (const [name, value] of headers) curlLines.push(`-H ${shellWord(`${name}: ${value}`)}`);
  if (body !== undefined && mediaType === 'application/x-www-form-urlencoded') {
    for (const [name, value] of fields) curlLines.push(`--data-urlencode ${shellWord(`${name}=${String(value)}`)}`);
  } else if (body !== undefined && mediaType === 'multipart/form-data') {
    for (const [name, value] of fields) {
      const schema = bodySchema?.properties?.[name] as Schema | undefined;
      if (isFilePart(schema)) for (const file of asList(value)) curlLines.push(`-F ${shellWord(`${name}=@${String(file)}`)}`);
      else if (value && typeof value === 'object') curlLines.push(`-F ${shellWord(`${name}=${JSON.stringify(value)};type=application/json`)}`);
      else curlLines.push(`-F ${shellWord(`${name}=${String(value)}`)}`);
    }
  } else if (body !== undefined) {
    curlLines.push(`-H "Content-Type: ${mediaType ?? 'application/json'}"`, `-d '${JSON.stringify(body, null, 2).replace(/'/g, "'\\''")}'`);
  }
  if (saveAs) curlLines.push(`--output ${shellWord(saveAs)}`);
  const shellVars = pathParams.map((p) => `${p.name.toUpperCase()}=${shellWord(String(values[p.name]))}`);
  const curl = [...shellVars, curlLines.map((line, i) => `${i ? '  ' : ''}${line}${i < curlLines.length - 1 ? ' \\' : ''}`).join('\n')].join('\n');

  // TypeScript
  const usesFiles = mediaType === 'multipart/form-data' && fields.some(([name]) => isFilePart(bodySchema?.properties?.[name] as Schema | undefined));
  const ts: string[] = [];
  if (usesFiles) ts.push(`import { openAsBlob } from 'node:fs';`, '');
  if (saveAs) ts.push(`import { writeFile } from 'node:fs/promises';`, '');
  ts.push(...pathParams.map((p) => `const ${variableName(p.name)} = ${tsString(String(values[p.name]))};`));
  let bodyLine: string | undefined;
  if (body !== undefined && mediaType === 'application/x-www-form-urlencoded') {
    bodyLine = `  body: new URLSearchParams({\n${fields.map(([name, value]) => `    ${/^[A-Za-z_$][\w$]*$/.test(name) ? name : tsString(name)}: ${tsString(String(value))},`).join('\n')}\n  }),`;
  } else if (body !== undefined && mediaType === 'multipart/form-data') {
    ts.push('const form = new FormData();');
    for (const [name, value] of fields) {
      const schema = bodySchema?.properties?.[name] as Schema | undefined;
      if (isFilePart(schema))
        for (const file of asList(value))
          ts.push(`form.append(${tsString(name)}, await openAsBlob(${tsString(String(file))}), ${tsString(String(file).split('/').pop()!)});`);
      else if (value && typeof value === 'object')
        ts.push(`form.append(${tsString(name)}, new Blob([JSON.stringify(${JSON.stringify(value, null, 2)})], { type: 'application/json' }));`);
      else ts.push(`form.append(${tsString(name)}, ${tsString(String(value))});`);
    }
    bodyLine = '  body: form,';
  } else if (body !== undefined) bodyLine = `  body: JSON.stringify(${JSON.stringify(body, null, 2).replace(/\n/g, '\n  ')}),`;
  const tsHeaders = [
    ...(token ? [`    Authorization: \`Bearer \${process.env.${site.cli.tokenVariable}}\`,`] : []),
    ...headers.map(([name, value]) => `    ${tsString(name)}: ${tsString(value)},`),
    ...(body !== undefined && mediaType === 'application/json' ? [`    'Content-Type': 'application/json',`] : []),
  ];
  ts.push(
    `const response = await fetch(\`${url((n) => `\${${variableName(n)}}`)}\`, {`,
    `  method: '${method}',`,
    ...(tsHeaders.length ? ['  headers: {', ...tsHeaders, '  },'] : []),
    ...(bodyLine ? [bodyLine] : []),
    `});`,
    `if (!response.ok) throw new Error(\`${method} ${op.path}: \${response.status}\`);`,
  );
  if (saveAs) ts.push(`await writeFile(${tsString(saveAs)}, Buffer.from(await response.arrayBuffer()));`);
  else if (shape.response?.mediaType === 'application/json') ts.push('const data = await response.json();');
  else if (shape.response) ts.push('const text = await response.text();');
  for (const [name, schema] of Object.entries(shape.headers)) {
    const read = `response.headers.get(${tsString(name)})`;
    ts.push(`const ${headerVariable(name)} = ${schema.type === 'integer' || schema.type === 'number' ? `Number(${read})` : read};`);
  }

  // The response: its JSON or text, or, when it has no body, its status line and headers.
  let response: string | undefined;
  let responseLang = 'json';
  if (example.response !== undefined) {
    response =
      typeof example.response === 'string' && shape.response?.mediaType !== 'application/json' ? example.response : JSON.stringify(example.response, null, 2);
    responseLang = shape.response?.mediaType === 'application/json' ? 'json' : 'text';
  } else if (example.responseHeaders) {
    response = [`HTTP/2 ${shape.status}`, ...Object.entries(example.responseHeaders).map(([name, value]) => `${name.toLowerCase()}: ${String(value)}`)].join(
      '\n',
    );
    responseLang = 'http';
  }
  return [
    { id: 'curl', name: 'curl', lang: 'bash', code: curl, response, responseLang },
    { id: 'typescript', name: 'TypeScript', lang: 'ts', code: ts.join('\n'), response, responseLang },
  ];
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

/** One of the stricter rate limits of the error facts (`rate_limit.stricter_endpoints`). */
interface StricterLimit {
  endpoint: string;
  requests: number;
  window_seconds: number;
  also?: string;
}

/** The Management API's error entries by status, and its stricter rate limits by `METHOD /path`. */
export interface ApiErrors {
  byStatus: ReadonlyMap<string, CatalogueEntry>;
  stricter: ReadonlyMap<string, StricterLimit>;
  /** Whether the facts mark the stricter limits' paths as mapped rather than published as such. */
  stricterUncertain: boolean;
}

/** The Management API's part of the error catalogue, as the operations' responses read it. */
export function apiErrors(catalogue: ErrorCatalogue): ApiErrors {
  const service = catalogue.services.find((s) => s.service === 'management_api');
  const rate = service?.facts.rate_limit as { stricter_endpoints?: StricterLimit[]; uncertain?: boolean } | undefined;
  return {
    byStatus: new Map((service?.groups ?? []).flatMap((g) => g.entries.map((e) => [e.key, e] as const))),
    stricter: new Map((rate?.stricter_endpoints ?? []).map((l) => [l.endpoint, l])),
    stricterUncertain: rate?.uncertain === true,
  };
}

/**
 * What an error response of an operation says (Markdown): the catalogue's cause and fix for the
 * status, a link to its entry, and for an uncertain status that no source confirms when it occurs;
 * for the rate limit, a stricter limit of this operation. Undefined for a status the catalogue has
 * no entry for (a success).
 */
export function errorResponseNote(status: string, errors: ApiErrors | undefined, endpoint: string): string | undefined {
  const entry = errors?.byStatus.get(status);
  if (!entry) return undefined;
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const parts = [
    entry.uncertain ? `Not confirmed: the API declares ${status} here, but no source states when it answers it; this is what the status generally means.` : '',
    `**Cause.** ${oneLine(entry.cause)}`,
    `**Fix.** ${oneLine(entry.fix)}`,
  ];
  const stricter = errors?.stricter.get(endpoint);
  if (status === '429' && stricter)
    parts.push(
      `This operation allows ${stricter.requests} requests per ${stricter.window_seconds} seconds${stricter.also ? ` (${stricter.also})` : ''}, fewer than most${
        errors?.stricterUncertain ? '; not confirmed: the published limits name paths that were matched to the paths of this API' : ''
      }.`,
    );
  parts.push(`See [${status} in Management API errors](${errorUrl(entry)}).`);
  return parts.filter(Boolean).join(' ');
}

function operationItem(op: ApiOperation, api: LoadedApi, errors?: ApiErrors): RefItem {
  const entry = api.overlay.operations[op.id]!;
  const params = (op.operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
  const group = (where: string, title: string): RefParamGroup[] => {
    const list = params.filter((p) => p.in === where);
    return list.length
      ? [
          {
            title,
            params: list.map((p) => ({
              ...schemaParam(p.name, (p.schema ?? {}) as Schema, p.required ?? false, 0),
              description: entry.parameters?.[p.name] ?? p.description,
            })),
          },
        ]
      : [];
  };
  const body = op.operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
  const bodySchema = jsonOf(body?.content);
  const responses: RefParamGroup[] = Object.entries(op.operation.responses ?? {}).map(([status, value]) => {
    const response = value as OpenAPIV3.ResponseObject;
    const media = Object.keys(response.content ?? {})[0];
    const schema = jsonOf(response.content);
    const children = schema ? schemaChildren(schema, 0) : undefined;
    // A response without a body can still answer in its headers (HEAD /v1/projects/{ref}/actions: X-Total-Count).
    const headers = Object.entries(response.headers ?? {}).map(([name, header]) => ({
      ...schemaParam(name, ((header as OpenAPIV3.HeaderObject).schema ?? {}) as Schema, false, 0),
      required: (header as OpenAPIV3.HeaderObject).required ?? false,
      description: entry.responseHeaders?.[name] ?? (header as OpenAPIV3.HeaderObject).description,
    }));
    const body = schema ? (media === 'application/json' ? `A JSON ${schemaType(schema)}.` : `A ${schemaType(schema)} (${media}).`) : undefined;
    // An error response: the catalogue's cause and fix, then its body where the API describes one.
    const error = errorResponseNote(status, errors, `${op.method.toUpperCase()} ${op.path}`);
    const what = error ? [error, body ? `Its body: ${body.charAt(0).toLowerCase()}${body.slice(1)}` : ''].filter(Boolean).join(' ') : (body ?? 'No body.');
    return {
      title: `Response ${status}`,
      note: headers.length ? `${what} Its headers:` : what,
      params: [...headers, ...(children ?? [])],
      ...(schema && !headers.length && schemaChoice(schema) ? { choice: schemaChoice(schema) } : {}),
    };
  });
  const scope = (op.operation as { 'x-oauth-scope'?: string })['x-oauth-scope'];
  const title = entry.summary ?? (op.operation.summary || `${op.method.toUpperCase()} ${op.path}`);
  return {
    id: operationSlug(op.id),
    title,
    summary: entry.description
      .split(/\n\s*\n/)[0]!
      .replace(/\s+/g, ' ')
      .trim(),
    description: entry.description,
    badges: [op.method.toUpperCase(), ...(scope ? [`OAuth scope: ${scope}`] : []), ...(op.operation.deprecated ? ['Deprecated'] : [])],
    signature: { label: 'Endpoint', lang: 'text', code: `${op.method.toUpperCase()} ${op.path}` },
    paramGroups: [
      ...group('path', 'Path parameters'),
      ...group('query', 'Query parameters'),
      ...group('header', 'Header parameters'),
      ...(bodySchema
        ? [
            {
              title: 'Request body',
              note: entry.body ?? `A JSON ${schemaType(bodySchema)}.`,
              params: schemaChildren(bodySchema, 0, (path) => entry.bodyFields?.[path]) ?? [],
              choice: schemaChoice(bodySchema),
            },
          ]
        : []),
      ...responses,
    ],
    examples: samples(op, params, api.examples.get(op.id) ?? {}, api.document),
    links: [],
    depth: 0,
    keywords: [op.id, `${op.method.toUpperCase()} ${op.path}`, op.path],
  };
}

/** The Management API as a reference: one section per tag, one item per public operation. */
export function apiReference(api: LoadedApi, catalogue?: ErrorCatalogue): ReferenceDoc {
  const errors = catalogue ? apiErrors(catalogue) : undefined;
  const publicOps = api.operations.filter((o) => !o.internal);
  const tags = [...new Set(publicOps.map((o) => o.tag))];
  return {
    key: 'api',
    kind: 'api',
    title: 'Management API',
    label: 'Management API',
    description: 'Every operation of the Plinth Management API: method and path, parameters, request and response schemas, and curl and TypeScript samples.',
    versions: [],
    page: API_PAGE,
    itemPage: API_URLS.item,
    intro: 'content/reference/api/introduction.mdx',
    language: 'bash',
    sections: tags.map((tag) => ({
      id: tag.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      title: tag,
      description: api.overlay.tags[tag]?.description,
      // Our words about each operation are the overlay's; the document itself is published as is.
      source: API_OVERLAY_FILE,
      items: publicOps.filter((o) => o.tag === tag).map((o) => operationItem(o, api, errors)),
    })),
  };
}
