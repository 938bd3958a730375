import { referenceUrls, type ReferenceUrls } from '../../lib/site-urls';
import { sdkEntries, type SdkEntry, type SdkLibrary } from '../../references.config';
import { isOverviewEntry, MIGRATION_GUIDES, REMOVED_FUNCTIONS_ANCHOR } from '../migration';
import { nestParams, type RefErrors, type RefItem, type RefLink, type RefVersion, type ReferenceDoc } from '../model';
import type { ItemFunction } from '../errors/item-errors';
import { sdkSpecFile } from '../sdk/load';
import type { SdkFunction, SdkSpec } from '../sdk/schema';

export type { SdkLibrary };

/**
 * The client libraries the site documents (spec §9), their menu labels and versions, current
 * first: the registry's entries (src/references.config.ts) by key.
 */
export const SDK_LIBRARIES = Object.fromEntries(
  sdkEntries.map((e) => [
    e.key,
    { label: e.menuTitle, title: e.title, versions: e.versions, package: e.package, language: e.language, community: e.community },
  ]),
) as Record<SdkLibrary, { label: string; title: string; versions: SdkEntry['versions']; package: string; language: string; community: boolean }>;

/**
 * Packages documented inside a library's reference, as sections after its own: `@plinth/ssr`'s two
 * functions return a JavaScript v2 client, so they belong to that reference (their own spec,
 * specs/sdk/javascript-ssr/v0.yaml, checked against their own facts). From the registry.
 */
export const SDK_COMPANIONS: readonly { library: string; version: string; package: string; in: { library: SdkLibrary; version: string } }[] =
  sdkEntries.flatMap((e) => e.companions.map((c) => ({ library: c.key, version: c.version, package: c.package, in: { library: e.key, version: c.in } })));

/** Where a library version lives: the current version (the registry's first) at the reference's own addresses, older ones under their version. */
export function sdkRoutes(library: SdkLibrary, version: string): ReferenceUrls & { current: boolean } {
  const current = SDK_LIBRARIES[library].versions[0] === version;
  return { ...referenceUrls(library, current ? undefined : version), current };
}

function sdkItem(fn: SdkFunction, language: string, current?: RefItem['current'], links: RefLink[] = [], errors?: RefErrors): RefItem {
  const method = fn.method?.split('.').at(-1)?.replace(/\(.*$/, '');
  return {
    id: fn.id,
    title: fn.title,
    summary: fn.description
      .split(/\n\s*\n/)[0]!
      .replace(/\s+/g, ' ')
      .trim(),
    description: fn.description,
    notes: fn.notes,
    signature: fn.method ? { label: 'Method', lang: 'text', code: fn.method } : undefined,
    paramGroups: fn.params.length
      ? [{ title: 'Parameters', params: nestParams(fn.params.map((p) => ({ name: p.name, type: p.type, required: p.required, description: p.description }))) }]
      : [],
    examples: fn.examples.map((e) => ({
      id: e.id,
      name: e.name,
      description: e.description,
      lang: language,
      code: e.code,
      data: e.data,
      response: e.response,
      responseLang: e.response?.trimStart().startsWith('{') || e.response?.trimStart().startsWith('[') ? 'json' : 'text',
    })),
    links,
    depth: 0,
    current,
    // Search finds the function by its name in the library's own style: signInWithOtp, sign_in_with_otp.
    keywords: method ? [method] : [],
    ...(errors && { errors }),
  };
}

/** The errors section of a function's item, given the function (src/reference/errors/item-errors.ts, with the catalogue). */
export type SdkItemErrors = (fn: ItemFunction) => RefErrors;

/**
 * A client library version's spec as a reference. An older version's items link to the same
 * function in the current version where it exists (`current`), and to the migration guide's list of
 * removed functions where it does not. Every version lists the others for the version switcher,
 * and the migration guide when the library has one (src/reference/migration.ts).
 */
export function sdkReference(spec: SdkSpec, currentIds?: ReadonlySet<string>, companions: SdkSpec[] = [], errorsOf?: SdkItemErrors): ReferenceDoc {
  const library = spec.library as SdkLibrary;
  const meta = SDK_LIBRARIES[library];
  const routes = sdkRoutes(library, spec.version);
  const versions: RefVersion[] =
    meta.versions.length > 1
      ? meta.versions.map((v) => ({
          version: v,
          label: v === meta.versions[0] ? `${v} (current)` : v,
          href: sdkRoutes(library, v).page,
          current: v === spec.version,
        }))
      : [];
  const currentRoutes = sdkRoutes(library, meta.versions[0]);
  const guide = meta.versions.length > 1 ? MIGRATION_GUIDES[library] : undefined;
  const migrationGuide = guide ? { name: `Migrating from ${guide.from} to ${guide.to}`, href: guide.route } : undefined;
  // An older version's function that the current one does not have: the guide says what replaces it.
  const removedLinks = (fn: SdkFunction): RefLink[] =>
    migrationGuide && guide!.from === spec.version && currentIds && !currentIds.has(fn.id) && !isOverviewEntry(fn)
      ? [{ name: `${fn.title} was removed in ${guide!.to}: what to use instead`, href: `${guide!.route}#${REMOVED_FUNCTIONS_ANCHOR}` }]
      : [];
  return {
    key: library,
    kind: 'sdk',
    title: meta.title,
    label: `${meta.label} ${spec.version}`,
    description: `Every function of the Plinth ${meta.label} client library ${spec.version} (${[meta.package, ...companions.map((c) => SDK_COMPANIONS.find((x) => x.library === c.library)?.package)].filter(Boolean).join(' and ')}), with its parameters and examples.`,
    version: spec.version,
    versions,
    migrationGuide,
    page: routes.page,
    itemPage: routes.item,
    intro: `content/reference/${library}/${spec.version}/introduction.mdx`,
    language: meta.language,
    // A companion's sections (JavaScript's SSR helpers) are written in the companion's own file.
    sections: [spec, ...companions]
      .flatMap((from) => from.sections.map((section) => ({ section, from, source: sdkSpecFile(from.library, from.version) })))
      .map(({ section, from, source }) => ({
        id: section.id,
        title: section.title,
        source,
        items: section.functions.map((fn) =>
          sdkItem(
            fn,
            meta.language,
            !routes.current && currentIds?.has(fn.id) ? { name: `${fn.title} in ${meta.versions[0]}`, href: currentRoutes.item(fn.id) } : undefined,
            removedLinks(fn),
            errorsOf?.({
              library: from.library,
              version: from.version,
              section: section.id,
              id: fn.id,
              overview: isOverviewEntry(fn),
              current: routes.current,
            }),
          ),
        ),
      })),
  };
}
