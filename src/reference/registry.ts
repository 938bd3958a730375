import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CLI_SPEC_FILE, loadCliSpec } from '../cli/load-spec';
import { getCliModel } from '../cli/reference';
import { loadApi } from './api/load';
import { errorCatalogue } from './errors/load';
import { itemErrors } from './errors/item-errors';
import { cliReference } from './loaders/cli';
import { configReference } from './loaders/config';
import { apiReference } from './loaders/openapi';
import { REFERENCES, registryProblems, type RegistryDisk } from '../references.config';
import { SDK_COMPANIONS, SDK_LIBRARIES, sdkReference, type SdkLibrary } from './loaders/sdk';
import { assignParamAnchors, modelProblems, type ReferenceDoc } from './model';
import { loadSdkSpec } from './sdk/load';
import { loadConfigSpec } from './self-hosting/load';
import { SELF_HOSTED_SERVICES } from './self-hosting/schema';

/** The project's files, as the registry check sees them. */
const disk: RegistryDisk = {
  exists: (file) => existsSync(path.join(process.cwd(), file)),
  list: (folder) => {
    try {
      return readdirSync(path.join(process.cwd(), folder));
    } catch {
      return [];
    }
  },
};

/**
 * Every reference of the site, each made by its loader from its source, in the order of the
 * registry (src/references.config.ts). A new reference is an entry there (and a loader when its
 * source is of a new kind); the pages, crawler pages, search records, llms.txt and Markdown twins
 * pick it up from this list. The registry and the files must agree first: a spec without its
 * entry, or an entry without its spec, introduction or start page, fails the build here.
 */
async function buildReferences(): Promise<ReferenceDoc[]> {
  const missing = registryProblems(REFERENCES, disk);
  if (missing.length)
    throw new Error(`The registry of references (src/references.config.ts) and the files disagree:\n${missing.map((p) => `  - ${p}`).join('\n')}`);
  // The error catalogue (specs/errors/): each client function's errors section and each Management
  // API error response are made from it; a mistake in it fails here, with its file and line.
  const catalogue = errorCatalogue();
  const spec = loadCliSpec();
  const docs: ReferenceDoc[] = [
    cliReference(getCliModel(), { specVersion: spec.clispec, source: spec.info.source, bugs: spec.info.bugs, spec: spec.info.spec, file: CLI_SPEC_FILE }),
  ];
  for (const [library, meta] of Object.entries(SDK_LIBRARIES) as [SdkLibrary, (typeof SDK_LIBRARIES)[SdkLibrary]][]) {
    const [current] = meta.versions;
    const currentIds = new Set(loadSdkSpec(library, current).sections.flatMap((s) => s.functions.map((f) => f.id)));
    const companionsOf = (version: string) =>
      SDK_COMPANIONS.filter((c) => c.in.library === library && c.in.version === version).map((c) => loadSdkSpec(c.library, c.version));
    for (const version of meta.versions)
      docs.push(sdkReference(loadSdkSpec(library, version), currentIds, companionsOf(version), (fn) => itemErrors(catalogue, fn, meta.language)));
  }
  docs.push(apiReference(await loadApi(), catalogue));
  for (const service of SELF_HOSTED_SERVICES) docs.push(configReference(loadConfigSpec(service)));
  for (const doc of docs) assignParamAnchors(doc);
  const problems = docs.flatMap(modelProblems);
  if (problems.length) throw new Error(`The references break the model's rules:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  return docs;
}

let cached: Promise<ReferenceDoc[]> | undefined;

/** All references, built once per process in a build (again on every call under `next dev`). */
export function allReferences(): Promise<ReferenceDoc[]> {
  if (!cached || process.env.NODE_ENV !== 'production') cached = buildReferences();
  return cached;
}

/** The reference whose long page is `page`. */
export const referenceByPage = async (page: string): Promise<ReferenceDoc | undefined> => (await allReferences()).find((doc) => doc.page === page);
