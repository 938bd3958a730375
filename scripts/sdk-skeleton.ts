/**
 * `npx tsx scripts/sdk-skeleton.ts <library> <version>`: writes the structure of a client library
 * reference's spec from its facts (sections, function ids, titles, methods, and the parameters the
 * facts list with their types) into specs/sdk/<library>/<version>.yaml, for a writer to fill in
 * descriptions and examples. Refuses to overwrite an existing spec.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { sdkSpecFile, SKELETON_MARKER } from '../src/reference/sdk/load';
import { readSdkFacts } from '../tools/reference/sdk-facts';

const [library, version] = process.argv.slice(2);
if (!library || !version) throw new Error('usage: tsx scripts/sdk-skeleton.ts <library> <version>');
const file = sdkSpecFile(library, version);
if (existsSync(file)) throw new Error(`${file} exists; not overwriting it`);
const facts = readSdkFacts(library, version);
const spec = {
  library,
  version,
  sections: facts.sections.map((section) => ({
    id: section.id,
    title: section.title,
    functions: section.functions.map((fn) => ({
      id: fn.id,
      // A few facts entries have no title: the method's name, for the writer to improve.
      title: fn.title ?? `${(fn.method ?? fn.id).split('.').at(-1)}()`,
      ...(fn.method ? { method: fn.method } : {}),
      description: SKELETON_MARKER,
      params: fn.params.map((p) => ({ name: p.name, type: p.type, required: p.required, description: SKELETON_MARKER })),
      examples: [],
    })),
  })),
};
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, stringify(spec, { lineWidth: 0 }));
console.log(`wrote ${file}`);
