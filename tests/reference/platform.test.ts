import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadApi } from '../../src/reference/api/load';
import { API_PAGE, apiReference, operationSlug } from '../../src/reference/loaders/openapi';
import { configReference, envExample } from '../../src/reference/loaders/config';
import { itemsOf, type RefParam } from '../../src/reference/model';
import { llmsLines, referenceMarkdown, searchRecords } from '../../src/reference/outputs';
import { loadConfigSpec } from '../../src/reference/self-hosting/load';
import { SELF_HOSTED_SERVICES, configSpecFile } from '../../src/reference/self-hosting/schema';
import { configFactsDifferences, readServiceFacts } from '../../tools/reference/platform-facts';

/** The platform references against their facts (../shared/reference/). */
const FACTS = path.resolve(process.cwd(), '..', 'shared', 'reference');
// Every method an OpenAPI path item can hold: the document has one HEAD operation (v1-count-action-runs).
const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options', 'trace'];

describe('the Management API reference', () => {
  const facts = JSON.parse(readFileSync(path.join(FACTS, 'management-api.openapi.json'), 'utf8')) as {
    paths: Record<string, Record<string, { operationId?: string; 'x-internal'?: boolean }>>;
  };
  const factOps = Object.entries(facts.paths).flatMap(([route, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ id: item[m]!.operationId!, method: m, route, internal: item[m]!['x-internal'] === true })),
  );

  it('holds every public operation of the document, and no internal one', async () => {
    const doc = apiReference(await loadApi());
    const items = itemsOf(doc);
    const publicOps = factOps.filter((o) => !o.internal);
    expect(publicOps).toHaveLength(155);
    expect(factOps.filter((o) => o.internal)).toHaveLength(9);
    expect(items.map((i) => i.id).sort()).toEqual(publicOps.map((o) => operationSlug(o.id)).sort());
    // Each with its method and path exactly as the document has them.
    for (const op of publicOps) {
      const item = items.find((i) => i.id === operationSlug(op.id))!;
      expect(item.signature?.code, op.id).toBe(`${op.method.toUpperCase()} ${op.route}`);
    }
  });

  it('makes every operation searchable by its title, operationId and path', async () => {
    const doc = apiReference(await loadApi());
    const records = searchRecords(doc);
    for (const op of factOps.filter((o) => !o.internal)) {
      const record = records.find((r) => r.url === `${API_PAGE}#${operationSlug(op.id)}`);
      expect(record, op.id).toBeDefined();
      expect(record!.content).toContain(op.id);
      expect(record!.content).toContain(op.route);
    }
  });

  it('documents the HEAD operation: its page, a curl --head sample, its header as the answer, search, llms.txt and the Markdown twin', async () => {
    const doc = apiReference(await loadApi());
    const item = itemsOf(doc).find((i) => i.id === 'v1-count-action-runs');
    expect(item, 'v1-count-action-runs has an item (and so a page)').toBeDefined();
    expect(item!.signature?.code).toBe('HEAD /v1/projects/{ref}/actions');
    const [curl, ts] = item!.examples;
    // `curl -X HEAD` waits for a body that never comes: the sample must use --head.
    expect(curl!.code).toMatch(/^curl --head "https:\/\/api\.plinth\.co\/v1\/projects\/\$REF\/actions"/m);
    expect(curl!.code).not.toContain('-X HEAD');
    expect(ts!.code).toContain("method: 'HEAD'");
    expect(ts!.code).toContain("response.headers.get('X-Total-Count')");
    expect(ts!.code).not.toContain('response.json()');
    expect(curl!.response).toMatch(/^HTTP\/2 200\nx-total-count: \d+$/);
    const responseGroup = item!.paramGroups.find((g) => g.title === 'Response 200')!;
    expect(responseGroup.note).toMatch(/^No body\./);
    expect(responseGroup.params.map((p) => p.name)).toEqual(['X-Total-Count']);
    expect(responseGroup.params[0]!.description).toBeTruthy();
    expect(searchRecords(doc).some((r) => r.url === `${API_PAGE}#v1-count-action-runs` && r.content.includes('HEAD /v1/projects/{ref}/actions'))).toBe(true);
    expect(
      llmsLines(doc, (route) => `https://plinth.co/docs${route}`).some((line) => line.includes('(https://plinth.co/docs/reference/api/v1-count-action-runs)')),
    ).toBe(true);
    const markdown = referenceMarkdown(doc, undefined, (route) => `https://plinth.co/docs${route}`);
    expect(markdown).toContain('HEAD /v1/projects/{ref}/actions');
    expect(markdown).toContain('curl --head');
    expect(markdown).toMatch(/```http\nHTTP\/2 200\nx-total-count: \d+\n```/);
  });

  it('describes every request-body field of v1-create-a-project, variants included', async () => {
    const item = itemsOf(apiReference(await loadApi())).find((i) => i.id === 'v1-create-a-project')!;
    const undescribed: string[] = [];
    const walk = (params: RefParam[], prefix: string) => {
      for (const param of params) {
        const path = param.variant ? prefix : prefix ? `${prefix}.${param.name}` : param.name;
        // A variant is a shape of its parent, not a field: its fields are.
        if (!param.variant && !param.description?.trim()) undescribed.push(path);
        walk(param.children ?? [], path);
      }
    };
    const body = item.paramGroups.find((g) => g.title === 'Request body')!;
    walk(body.params, '');
    expect(body.params.map((p) => p.name)).toContain('region_selection');
    expect(undescribed).toEqual([]);
  });

  it('gives operation ids that are usable as fragments and file names', () => {
    expect(operationSlug('v1-Delete hostname config')).toBe('v1-delete-hostname-config');
    expect(operationSlug('v1-list-all-projects')).toBe('v1-list-all-projects');
  });

  it('generates curl and fetch samples that authenticate with the personal access token', async () => {
    const doc = apiReference(await loadApi());
    const item = itemsOf(doc).find((i) => i.id === 'v1-list-all-projects')!;
    expect(item.examples.map((e) => e.id)).toEqual(['curl', 'typescript']);
    expect(item.examples[0]!.code).toContain('PLINTH_ACCESS_TOKEN');
    expect(item.examples[0]!.code).toContain('/v1/projects');
    expect(item.examples[1]!.code).toContain('process.env.PLINTH_ACCESS_TOKEN');
  });
});

describe('the self-hosting configuration references', () => {
  for (const service of SELF_HOSTED_SERVICES) {
    it(`${service}: matches its facts, every variable an item with its anchor`, () => {
      const spec = loadConfigSpec(service);
      expect(configFactsDifferences(spec, readServiceFacts(service)), configSpecFile(service)).toEqual([]);
      const doc = configReference(spec);
      const anchors = new Set(itemsOf(doc).flatMap((item) => item.paramGroups.flatMap((g) => g.params.map((p) => p.anchor ?? p.name))));
      expect(anchors.size).toBeGreaterThanOrEqual(spec.variables.length);
      // The .env example sets each required variable.
      const env = envExample(spec);
      for (const v of spec.variables.filter((x) => x.required)) expect(env, v.name).toMatch(new RegExp(`^${v.name}=`, 'm'));
    });
  }
});
