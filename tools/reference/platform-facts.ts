import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ConfigSpec } from '../../src/reference/self-hosting/schema';

const FACTS = path.resolve(process.cwd(), '..', 'shared', 'reference');

interface ServiceFacts {
  service: string;
  groups: { id: string; title: string }[];
  env_vars: { name: string; group: string; type: string | null; required: boolean; default: string | null; enum: string[] | null }[];
  api?: { endpoints: { path: string; method: string; bearer_auth: boolean }[] };
}

export const readServiceFacts = (service: string): ServiceFacts =>
  JSON.parse(readFileSync(path.join(FACTS, 'self-hosting', `${service}.json`), 'utf8')) as ServiceFacts;

/** Every difference between a service's configuration spec and its facts, one line each. */
export function configFactsDifferences(spec: ConfigSpec, facts: ServiceFacts): string[] {
  const out: string[] = [];
  const byName = new Map(spec.variables.map((v) => [v.name, v]));
  for (const fact of facts.env_vars) {
    const mine = byName.get(fact.name);
    if (!mine) {
      out.push(`${fact.name} is missing`);
      continue;
    }
    byName.delete(fact.name);
    if (mine.group !== fact.group) out.push(`${fact.name}: group is "${mine.group}", facts say "${fact.group}"`);
    if (fact.type !== null && mine.type !== fact.type) out.push(`${fact.name}: type is "${mine.type}", facts say "${fact.type}"`);
    if (mine.required !== fact.required) out.push(`${fact.name}: required is ${mine.required}, facts say ${fact.required}`);
    if ((mine.default ?? null) !== fact.default)
      out.push(`${fact.name}: default is ${JSON.stringify(mine.default ?? null)}, facts say ${JSON.stringify(fact.default)}`);
    if (JSON.stringify(mine.values ?? null) !== JSON.stringify(fact.enum))
      out.push(`${fact.name}: accepted values are ${JSON.stringify(mine.values ?? null)}, facts say ${JSON.stringify(fact.enum)}`);
  }
  for (const extra of byName.keys()) out.push(`${extra} is not in the facts`);
  const endpoints = new Set((spec.endpoints ?? []).map((e) => `${e.method} ${e.path}`));
  const factEndpoints = new Set((facts.api?.endpoints ?? []).map((e) => `${e.method} ${e.path}`));
  for (const e of factEndpoints) if (!endpoints.has(e)) out.push(`endpoint ${e} is missing`);
  for (const e of endpoints) if (!factEndpoints.has(e)) out.push(`endpoint ${e} is not in the facts`);
  return out;
}
