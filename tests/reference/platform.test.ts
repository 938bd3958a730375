import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadApi } from '../../src/reference/api/load';
import { API_PAGE, apiReference, operationSlug } from '../../src/reference/loaders/openapi';
import { configReference, envExample } from '../../src/reference/loaders/config';
import { itemsOf } from '../../src/reference/model';
import { searchRecords } from '../../src/reference/outputs';
import { loadConfigSpec } from '../../src/reference/self-hosting/load';
import { SELF_HOSTED_SERVICES, configSpecFile } from '../../src/reference/self-hosting/schema';
import { configFactsDifferences, readServiceFacts } from './lib/platform-facts';

/** The platform references against their facts (../shared/reference/). */
const FACTS = path.resolve(process.cwd(), '..', 'shared', 'reference');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describe('the Management API reference', () => {
  const facts = JSON.parse(readFileSync(path.join(FACTS, 'management-api.openapi.json'), 'utf8')) as { paths: Record<string, Record<string, { operationId?: string; 'x-internal'?: boolean }>> };
  const factOps = Object.entries(facts.paths).flatMap(([route, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ id: item[m]!.operationId!, method: m, route, internal: item[m]!['x-internal'] === true })),
  );

  it('holds every public operation of the document, and no internal one', async () => {
    const doc = apiReference(await loadApi());
    const items = itemsOf(doc);
    const publicOps = factOps.filter((o) => !o.internal);
    expect(publicOps).toHaveLength(154);
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
