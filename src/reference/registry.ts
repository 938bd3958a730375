import { existsSync } from 'node:fs';
import path from 'node:path';
import { CLI_SPEC_FILE, loadCliSpec } from '../cli/load-spec';
import { getCliModel } from '../cli/reference';
import { loadApi } from './api/load';
import { cliReference } from './loaders/cli';
import { configReference } from './loaders/config';
import { apiReference } from './loaders/openapi';
import { SDK_COMPANIONS, SDK_LIBRARIES, sdkReference, type SdkLibrary } from './loaders/sdk';
import { assignParamAnchors, modelProblems, type ReferenceDoc } from './model';
import { loadSdkSpec, sdkSpecFile } from './sdk/load';
import { loadConfigSpec } from './self-hosting/load';
import { SELF_HOSTED_SERVICES } from './self-hosting/schema';

/**
 * Every reference of the site, each made by its loader from its source. A new reference is an
 * entry here (and a loader when its source is of a new kind); the pages, crawler pages, search
 * records, llms.txt and Markdown twins pick it up from this list.
 */
async function buildReferences(): Promise<ReferenceDoc[]> {
  const spec = loadCliSpec();
  const docs: ReferenceDoc[] = [cliReference(getCliModel(), { specVersion: spec.clispec, source: spec.info.source, bugs: spec.info.bugs, spec: spec.info.spec, file: CLI_SPEC_FILE })];
  for (const [library, meta] of Object.entries(SDK_LIBRARIES) as [SdkLibrary, (typeof SDK_LIBRARIES)[SdkLibrary]][]) {
    const [current] = meta.versions;
    const exists = (version: string) => existsSync(path.join(process.cwd(), sdkSpecFile(library, version)));
    const currentIds = exists(current) ? new Set(loadSdkSpec(library, current).sections.flatMap((s) => s.functions.map((f) => f.id))) : undefined;
    const companionsOf = (version: string) => SDK_COMPANIONS.filter((c) => c.in.library === library && c.in.version === version).map((c) => loadSdkSpec(c.library, c.version));
    for (const version of meta.versions) if (exists(version)) docs.push(sdkReference(loadSdkSpec(library, version), currentIds, companionsOf(version)));
  }
  docs.push(apiReference(await loadApi()));
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
