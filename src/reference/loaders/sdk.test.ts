import { describe, expect, it } from 'vitest';
import { MIGRATION_GUIDES, migrationDiff, REMOVED_FUNCTIONS_ANCHOR } from '../migration';
import { itemsOf } from '../model';
import { loadSdkSpec } from '../sdk/load';
import { SDK_LIBRARIES, sdkReference, type SdkLibrary } from './sdk';

/**
 * A library version as the registry builds it (src/reference/registry.ts): with the current
 * version's ids. Every version is loaded once, when the file is collected: parsing the specs takes
 * seconds on a busy machine, more than a test's time limit.
 */
const specs = new Map<string, ReturnType<typeof loadSdkSpec>>();
const built = new Map<string, ReturnType<typeof sdkReference>>();
for (const library of [...Object.keys(MIGRATION_GUIDES), 'python'] as SdkLibrary[]) {
  for (const version of SDK_LIBRARIES[library].versions) specs.set(`${library}/${version}`, loadSdkSpec(library, version));
  const current = specs.get(`${library}/${SDK_LIBRARIES[library].versions[0]}`)!;
  const ids = new Set(current.sections.flatMap((s) => s.functions.map((f) => f.id)));
  for (const version of SDK_LIBRARIES[library].versions) built.set(`${library}/${version}`, sdkReference(specs.get(`${library}/${version}`)!, ids));
}
const spec = (library: SdkLibrary, version: string) => specs.get(`${library}/${version}`)!;
const reference = (library: SdkLibrary, version: string) => built.get(`${library}/${version}`)!;

describe('the migration guide of a library with two versions', () => {
  const libraries = (Object.keys(MIGRATION_GUIDES) as SdkLibrary[]).map((library) => ({ library, ...MIGRATION_GUIDES[library]! }));

  it.for(libraries)('$library: both versions link to it from the version switcher', ({ library, from, to, route }) => {
    for (const version of [from, to]) expect(reference(library, version).migrationGuide).toEqual({ name: `Migrating from ${from} to ${to}`, href: route });
  });

  it.for(libraries)('$library: the older version’s page of each removed function links to its list of removed functions', ({ library, from, to, route }) => {
    const doc = reference(library, from);
    const removed = migrationDiff(spec(library, from), spec(library, to)).removed.map((f) => f.id);
    const linking = itemsOf(doc)
      .filter((item) => item.links.some((link) => link.href === `${route}#${REMOVED_FUNCTIONS_ANCHOR}`))
      .map((item) => item.id);
    expect(linking).toEqual(removed);
    // The current version has nothing removed to link from.
    expect(itemsOf(reference(library, to)).filter((item) => item.links.length)).toEqual([]);
  });

  it('names what the link leads to', () => {
    const signIn = itemsOf(reference('javascript', 'v1')).find((item) => item.id === 'sign-in')!;
    expect(signIn.links).toEqual([
      { name: 'signIn() was removed in v2: what to use instead', href: '/guides/resources/migrating-to-v2/javascript#removed-functions' },
    ]);
  });

  it('is not offered by a library with one version', () => {
    expect(reference('python', 'v2').migrationGuide).toBeUndefined();
  });
});
