import { parseSpecFile, readSpecFile, SpecErrors, type LocatedDocument, type SpecError } from '../../sources/spec-file';
import { sdkSpecSchema, type SdkFunction, type SdkSpec } from './schema';

/** What scripts/sdk-skeleton.ts writes where a description is still to be written. */
export const SKELETON_MARKER = 'TO WRITE';

/** Where a library version's spec lives, relative to the repository. */
export const sdkSpecFile = (library: string, version: string) => `specs/sdk/${library}/${version}.yaml`;

/** An overview entry ("Using filters", "Auth API"): prose that introduces a group of functions, no call of its own. */
export const isOverview = (fn: Pick<SdkFunction, 'id'>) => /^using-|-api$/.test(fn.id);

/**
 * Parses and validates a library version's spec: the schema, then the rules it cannot express
 * (ids unique across the reference, parameter names and example ids unique within a function,
 * at least one example for every function that is not an overview, the file's library and
 * version matching its path). Every problem is reported at once, with its line.
 */
export function parseSdkSpec(text: string, file: string): SdkSpec {
  return parseSdkSpecLocated(text, file).spec;
}

/** parseSdkSpec, with the parsed document to locate any part of the spec (for the checks of its examples). */
export function parseSdkSpecLocated(text: string, file: string): { spec: SdkSpec; located: LocatedDocument } {
  const { data: spec, located } = parseSpecFile(text, file, sdkSpecSchema);
  const problems: SpecError[] = [];
  const expected = /specs\/sdk\/([^/]+)\/([^/]+)\.yaml$/.exec(file);
  if (expected && (expected[1] !== spec.library || expected[2] !== spec.version))
    problems.push(located.error(['library'], `this file is ${file}: library and version must be ${expected[1]} ${expected[2]}`));
  const ids = new Map<string, string>();
  spec.sections.forEach((section, s) => {
    if (ids.has(section.id)) problems.push(located.error(['sections', s, 'id'], `duplicate id "${section.id}" (also ${ids.get(section.id)})`));
    ids.set(section.id, `sections[${s}]`);
    section.functions.forEach((fn, f) => {
      const at = (...rest: (string | number)[]) => ['sections', s, 'functions', f, ...rest];
      // A function and a section may share an id (the "Initializing" section has one function of that name).
      const previous = ids.get(`fn:${fn.id}`);
      if (previous) problems.push(located.error(at('id'), `duplicate function id "${fn.id}" (also ${previous})`));
      ids.set(`fn:${fn.id}`, `sections[${s}].functions[${f}]`);
      const params = new Set<string>();
      fn.params.forEach((param, p) => {
        if (params.has(param.name)) problems.push(located.error(at('params', p, 'name'), `duplicate parameter "${param.name}"`));
        params.add(param.name);
      });
      const examples = new Set<string>();
      fn.examples.forEach((example, e) => {
        if (examples.has(example.id)) problems.push(located.error(at('examples', e, 'id'), `duplicate example id "${example.id}"`));
        examples.add(example.id);
      });
      if (!fn.examples.length && !isOverview(fn)) problems.push(located.error(at('id'), `"${fn.id}" needs at least one example`));
      // The skeleton's marker (scripts/sdk-skeleton.ts): a reference is never shipped half-written.
      if (fn.description === SKELETON_MARKER) problems.push(located.error(at('description'), `"${fn.id}" has no description yet`));
      fn.params.forEach((param, p) => {
        if (param.description === SKELETON_MARKER)
          problems.push(located.error(at('params', p, 'description'), `parameter "${param.name}" of "${fn.id}" has no description yet`));
      });
    });
  });
  if (problems.length) throw new SpecErrors(problems);
  return { spec, located };
}

const cache = new Map<string, SdkSpec>();

/** A library version's spec, read and validated once per process (every time under `next dev`). */
export function loadSdkSpec(library: string, version: string): SdkSpec {
  const file = sdkSpecFile(library, version);
  const known = cache.get(file);
  if (known && process.env.NODE_ENV === 'production') return known;
  const spec = parseSdkSpec(readSpecFile(file), file);
  cache.set(file, spec);
  return spec;
}
