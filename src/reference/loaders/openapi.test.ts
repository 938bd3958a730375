import { toHtml } from 'hast-util-to-html';
import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { itemHast } from '../../content/reference-html';
import type { LoadedApi } from '../api/load';
import { itemsOf, type RefParam } from '../model';
import { itemMarkdown } from '../outputs';
import { apiReference } from './openapi';

/**
 * Schemas with alternatives (oneOf, anyOf) are shown as what they are: "one of" (or "any of") the
 * variants, each with its own fields and which of them it requires. They are not properties of
 * the value, and a variant is neither required nor optional.
 */

type Schema = OpenAPIV3.SchemaObject;

const regionSelection: Schema = {
  discriminator: { propertyName: 'type' },
  oneOf: [
    {
      type: 'object',
      properties: { type: { type: 'string', enum: ['specific'] }, code: { type: 'string', enum: ['us-east-1', 'eu-west-1'] } },
      required: ['type', 'code'],
    },
    {
      type: 'object',
      properties: { type: { type: 'string', enum: ['smartGroup'] }, code: { type: 'string', enum: ['americas', 'emea'] }, note: { type: 'string' } },
      required: ['type'],
    },
  ],
};

/** One POST operation whose body and response are the given schemas, as the loader hands it over. */
function api(body: Schema, response: Schema): LoadedApi {
  const operation: OpenAPIV3.OperationObject = {
    operationId: 'v1-create-a-thing',
    summary: 'Create a thing',
    tags: ['Things'],
    requestBody: { required: true, content: { 'application/json': { schema: body } } },
    responses: { '201': { description: '', content: { 'application/json': { schema: response } } } },
  };
  return {
    document: { openapi: '3.0.0', info: { title: 't', version: '1' }, paths: { '/v1/things': { post: operation } } },
    operations: [{ id: 'v1-create-a-thing', method: 'post', path: '/v1/things', tag: 'Things', internal: false, operation }],
    overlay: { tags: { Things: { description: 'Things.' } }, operations: { 'v1-create-a-thing': { description: 'Creates a thing.' } } },
    examples: new Map(),
  };
}

const body: Schema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    region_selection: regionSelection,
    tags: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
  },
  required: ['name'],
};
const doc = apiReference(
  api(body, {
    oneOf: [
      { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
      { type: 'string', enum: ['pending'] },
    ],
  }),
);
const item = itemsOf(doc)[0]!;
const group = (title: string) => item.paramGroups.find((g) => g.title === title)!;
const param = (params: RefParam[], name: string) => params.find((p) => p.name === name)!;

describe('schemas with alternatives', () => {
  it('give a oneOf its variants, named by what tells them apart, each with its own required fields', () => {
    const region = param(group('Request body').params, 'region_selection');
    expect(region).toMatchObject({ type: 'one of 2 types', required: false, choice: 'one' });
    const [specific, smart] = region.children!;
    expect(specific).toMatchObject({ display: 'Variant 1: type "specific"', variant: true });
    expect(smart).toMatchObject({ display: 'Variant 2: type "smartGroup"', variant: true });
    expect(specific!.children!.map((c) => [c.name, c.required])).toEqual([
      ['type', true],
      ['code', true],
    ]);
    expect(smart!.children!.map((c) => [c.name, c.required])).toEqual([
      ['type', true],
      ['code', false],
      ['note', false],
    ]);
  });

  it('mark an anyOf, and an array of alternatives, as "any of"', () => {
    const tags = param(group('Request body').params, 'tags');
    expect(tags).toMatchObject({ type: 'array of any of 2 types', choice: 'any' });
    expect(tags.children!.map((c) => [c.display, c.type, c.variant])).toEqual([
      ['Variant 1', 'string', true],
      ['Variant 2', 'integer', true],
    ]);
  });

  it('mark a body or response that is itself a oneOf', () => {
    expect(group('Request body').choice).toBeUndefined();
    expect(group('Response 201')).toMatchObject({ choice: 'one' });
    expect(group('Response 201').params.map((p) => p.display)).toEqual(['Variant 1', 'Variant 2']);
  });

  it('render "One of 2 variants", never "N properties" or a variant marked Optional', async () => {
    const html = toHtml(await itemHast(doc, item));
    expect(html).toContain('One of 2 variants of region_selection');
    expect(html).toContain('Any of 2 variants (at least one matches) of tags');
    expect(html).toContain('One of 2 variants:');
    expect(html).not.toMatch(/\d properties of region_selection/);
    // Each variant's line: its name and type, no REQUIRED/Optional badge.
    for (const variant of html.match(/<div class="ref-param-head"><code>Variant[^]*?<\/div>/g) ?? []) expect(variant).not.toMatch(/REQUIRED|Optional/);
    expect(html.match(/<div class="ref-param-head"><code>Variant/g)).toHaveLength(6);
    // The fields inside a variant keep their own flags.
    expect(html).toMatch(/<code>code<\/code><span class="ref-type">string<\/span><span class="ref-required">REQUIRED<\/span>/);
  }, 60_000); // the first render loads the code highlighter

  it('say the same in the Markdown twin', () => {
    const markdown = itemMarkdown(doc, item, (route) => `https://plinth.co/docs${route}`);
    expect(markdown).toContain('- `region_selection` (`one of 2 types`, optional, one of 2 variants below)');
    expect(markdown).toContain('  - `Variant 1: type "specific"` (`object`, variant)');
    expect(markdown).toContain('    - `type` (`string`, required, one of `specific`)');
    expect(markdown).toMatch(/Response 201:\n\nOne of 2 variants:\n\n- `Variant 1` \(`object`, variant\)/);
  });
});
