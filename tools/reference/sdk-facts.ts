import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SdkSpec } from '../../src/reference/sdk/schema';
import { sdkSpecVersions } from '../../src/references.config';

/** A client library version's facts (`../shared/reference/client-libs/<library>-<version>.json`). */
export interface SdkFacts {
  library: string;
  version: string;
  package?: string;
  counts: { sections: number; functions: number; params: number };
  sections: {
    id: string;
    title: string;
    functions: { id: string; title: string | null; method?: string | null; params: { name: string; type: string; required: boolean }[] }[];
  }[];
}

export const FACTS_DIR = path.resolve(process.cwd(), '..', 'shared', 'reference', 'client-libs');

/** The library versions the site documents (spec §9), current first, companions too: from the registry (src/references.config.ts). */
export const SDK_VERSIONS: Record<string, string[]> = sdkSpecVersions();

export function readSdkFacts(library: string, version: string): SdkFacts {
  return JSON.parse(readFileSync(path.join(FACTS_DIR, `${library}-${version}.json`), 'utf8')) as SdkFacts;
}

/**
 * Facts entries that list one parameter name twice for two parameters of the library, with the
 * name the spec documents the second one under. The facts say so themselves: dart-v2.json's
 * `about` reads "listUsers lists 'page' twice (the second is the per-page count)".
 */
const SECOND_OF_DUPLICATE: Record<string, Record<string, Record<string, string>>> = {
  'dart v2': { 'list-users': { page: 'perPage' } },
};

/**
 * The parameters a facts entry stands for: a name listed twice is one parameter (the last listing
 * of it wins, as javascript v1's signIn lists `options` twice), unless SECOND_OF_DUPLICATE names
 * the second.
 */
function factParams(library: string, version: string, fnId: string, params: SdkFacts['sections'][number]['functions'][number]['params']) {
  const renames = SECOND_OF_DUPLICATE[`${library} ${version}`]?.[fnId] ?? {};
  const out = new Map<string, (typeof params)[number]>();
  for (const param of params) {
    const renamed = out.has(param.name) ? renames[param.name] : undefined;
    if (renamed) out.set(renamed, { ...param, name: renamed });
    else out.set(param.name, param);
  }
  return [...out.values()];
}

/**
 * Every difference between a spec and its facts, one line each: sections (ids, titles, order),
 * functions (ids, titles, methods, order), and where the facts list parameters, each parameter's
 * name, type and whether it is required. Where the facts list none, the spec's own are kept
 * (written in the language's idiom).
 */
export function sdkFactsDifferences(spec: SdkSpec, facts: SdkFacts): string[] {
  const out: string[] = [];
  const specSections = spec.sections.map((s) => s.id);
  const factSections = facts.sections.map((s) => s.id);
  if (specSections.join() !== factSections.join()) out.push(`sections are [${specSections.join(', ')}], facts say [${factSections.join(', ')}]`);
  for (const factSection of facts.sections) {
    const section = spec.sections.find((s) => s.id === factSection.id);
    if (!section) continue;
    if (section.title !== factSection.title) out.push(`section ${section.id}: title is "${section.title}", facts say "${factSection.title}"`);
    const ids = section.functions.map((f) => f.id);
    const factIds = factSection.functions.map((f) => f.id);
    for (const id of factIds) if (!ids.includes(id)) out.push(`section ${section.id}: function ${id} is missing`);
    for (const id of ids) if (!factIds.includes(id)) out.push(`section ${section.id}: function ${id} is not in the facts`);
    if (ids.filter((id) => factIds.includes(id)).join() !== factIds.filter((id) => ids.includes(id)).join())
      out.push(`section ${section.id}: functions are not in the facts' order`);
    for (const fact of factSection.functions) {
      const fn = section.functions.find((f) => f.id === fact.id);
      if (!fn) continue;
      const where = `${section.id} › ${fn.id}`;
      // Where the facts have no title, the title is ours.
      if (fact.title !== null && fn.title !== fact.title) out.push(`${where}: title is "${fn.title}", facts say "${fact.title}"`);
      if (fact.method && fn.method !== fact.method) out.push(`${where}: method is "${fn.method ?? ''}", facts say "${fact.method}"`);
      if (!fact.params.length) continue;
      const byName = new Map(fn.params.map((p) => [p.name, p]));
      for (const param of factParams(spec.library, spec.version, fact.id, fact.params)) {
        const mine = byName.get(param.name);
        if (!mine) {
          out.push(`${where}: parameter ${param.name} is missing`);
          continue;
        }
        byName.delete(param.name);
        if (mine.type !== param.type) out.push(`${where}: parameter ${param.name} has type "${mine.type}", facts say "${param.type}"`);
        if (mine.required !== param.required)
          out.push(`${where}: parameter ${param.name} is ${mine.required ? '' : 'not '}required, facts say ${param.required ? '' : 'not '}required`);
      }
      for (const extra of byName.keys()) out.push(`${where}: parameter ${extra} is not in the facts`);
    }
  }
  return out;
}
