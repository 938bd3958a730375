/**
 * What changed between two versions of a client library, from their facts
 * (`../shared/reference/client-libs/<library>-<version>.json`): the functions removed, added and
 * renamed, and the parameters that changed in the functions both versions have. Pure: it takes the
 * parsed facts (or anything of their shape, such as a library's spec), reads no file and imports
 * nothing of the site, so the migration guides' test, the reference loader and the browser can all
 * use it.
 *
 * The rules, kept conservative so that nothing is guessed:
 *
 * - **Functions.** Every facts entry is a function except the overview entries, which document a
 *   section rather than a call: an id that starts with `using-` or ends with `-api` (as the
 *   reference's `isOverview`), or the title `Overview`.
 * - **How a function is called** (`callOf`): the facts' `method` when they give one, without the
 *   class that owns it (`PostgrestFilterBuilder.eq` → `eq()`, `client.rpc` → `rpc()`, since the class
 *   says nothing of how a reader reaches it); otherwise its title, without a leading label
 *   (`Fetch data: select()` → `select()`).
 * - **Renamed**: the same id in both versions (the id is the function's identity: its reference
 *   page and its anchor) and a different call (`auth.api.createUser()` → `auth.admin.createUser()`,
 *   Kotlin's `loginWith()` → `signInWith()`). A change of the owning class alone (`order()` moving
 *   from the filter builder to the transform builder) or of a title's label alone is not a rename.
 *   An id that only one version has is removed or added, never paired with another by its name:
 *   v1's `signIn()` and v2's `signInWithPassword()` are one removal and one addition.
 * - **Parameters** are compared only when both versions' facts list parameters; when either lists
 *   none (the facts of some libraries' v1 have none at all), the comparison is not made and `why`
 *   says so, rather than reporting every parameter as added. For a function in both versions, a
 *   parameter (a dotted name for a nested option, `options.count`) is added, removed, of a changed
 *   type (types compared with their whitespace collapsed), or newly required or optional. A
 *   parameter under an added (removed) parent is folded into it: `options.db` is one addition, not
 *   one per field. An object whose fields changed is not also listed as of a changed type: its
 *   type's text changed because of them.
 */

export interface FactsParam {
  name: string;
  type: string;
  required: boolean;
}

export interface FactsFunction {
  id: string;
  title: string | null;
  method?: string | null;
  params: FactsParam[];
}

/** A library version's facts, as far as the comparison reads them. */
export interface FactsLibrary {
  library: string;
  version: string;
  sections: { id: string; title: string; functions: FactsFunction[] }[];
}

/** A function of one version. */
export interface MigrationFunction {
  id: string;
  /** The id of its section (`auth`, `storage`…). */
  section: string;
  /** How a reader calls it (`callOf`). */
  call: string;
}

/** A function both versions have under one id, called differently. */
export interface MigrationRename {
  id: string;
  section: string;
  from: string;
  to: string;
}

/** What changed in the parameters of a function both versions have. */
export interface ParamChange {
  id: string;
  section: string;
  /** How v2 calls it. */
  call: string;
  added: string[];
  removed: string[];
  /** In both, with a different type. */
  retyped: string[];
  /** Optional before, required now. */
  nowRequired: string[];
  /** Required before, optional now. */
  nowOptional: string[];
}

export type ParamComparison = { compared: true; changes: ParamChange[] } | { compared: false; why: string };

export interface MigrationDiff {
  library: string;
  from: string;
  to: string;
  /** In facts order of the older version. */
  removed: MigrationFunction[];
  /** In facts order of the newer version. */
  added: MigrationFunction[];
  renamed: MigrationRename[];
  params: ParamComparison;
}

/** An entry that documents a section rather than a call. */
export const isOverviewEntry = (fn: Pick<FactsFunction, 'id' | 'title'>) => /^using-|-api$/.test(fn.id) || fn.title === 'Overview';

/** `storage.from(bucket).upload` → [`storage`, `from(bucket)`, `upload`]: dots inside parentheses stay. */
function pathParts(method: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of method) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === '.' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  parts.push(current.trim());
  return parts;
}

/** How a reader calls a function: see the module's comment. */
export function callOf(fn: Pick<FactsFunction, 'id' | 'title' | 'method'>): string {
  if (fn.method) {
    const parts = pathParts(fn.method);
    if (parts.length > 1 && (/^[A-Z]/.test(parts[0]!) || parts[0] === 'client')) parts.shift();
    return `${parts.join('.')}()`;
  }
  if (fn.title) return fn.title.replace(/^[^:()]*:\s+(?=\S)/, '').trim();
  return fn.id;
}

const sameCall = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');
const collapse = (type: string) => type.replace(/\s+/g, ' ').trim();

/** Every function (not overview) of a version, by id, with its section. */
function functionsOf(facts: FactsLibrary): Map<string, { section: string; fn: FactsFunction }> {
  const out = new Map<string, { section: string; fn: FactsFunction }>();
  for (const section of facts.sections)
    for (const fn of section.functions) if (!isOverviewEntry(fn) && !out.has(fn.id)) out.set(fn.id, { section: section.id, fn });
  return out;
}

/** A function's parameters by name; a name listed twice is one parameter (its first entry). */
function paramsByName(fn: FactsFunction): Map<string, FactsParam> {
  const out = new Map<string, FactsParam>();
  for (const param of fn.params) if (!out.has(param.name)) out.set(param.name, param);
  return out;
}

/** `options.db.schema` has the ancestors `options.db` and `options`. */
const ancestors = (name: string) =>
  name
    .split('.')
    .slice(0, -1)
    .map((_, i, all) => all.slice(0, i + 1).join('.'));
const isUnder = (name: string, parent: string) => name.startsWith(`${parent}.`);

function paramChange(id: string, section: string, older: FactsFunction, newer: FactsFunction): ParamChange | undefined {
  const before = paramsByName(older);
  const after = paramsByName(newer);
  const added = [...after.keys()].filter((name) => !before.has(name));
  const removed = [...before.keys()].filter((name) => !after.has(name));
  const both = [...after.keys()].filter((name) => before.has(name));
  const retyped = both.filter((name) => collapse(before.get(name)!.type) !== collapse(after.get(name)!.type));
  const changed = [...added, ...removed, ...retyped];
  const change: ParamChange = {
    id,
    section,
    call: callOf(newer),
    added: added.filter((name) => !ancestors(name).some((a) => added.includes(a))),
    removed: removed.filter((name) => !ancestors(name).some((a) => removed.includes(a))),
    retyped: retyped.filter((name) => !changed.some((other) => isUnder(other, name))),
    nowRequired: both.filter((name) => !before.get(name)!.required && after.get(name)!.required),
    nowOptional: both.filter((name) => before.get(name)!.required && !after.get(name)!.required),
  };
  const any = change.added.length + change.removed.length + change.retyped.length + change.nowRequired.length + change.nowOptional.length;
  return any ? change : undefined;
}

const listsParams = (facts: FactsLibrary) => facts.sections.some((s) => s.functions.some((f) => f.params.length > 0));

/** What changed from `older` to `newer` (two versions of one library): see the module's comment. */
export function migrationDiff(older: FactsLibrary, newer: FactsLibrary): MigrationDiff {
  if (older.library !== newer.library)
    throw new Error(`cannot compare ${older.library} ${older.version} with another library, ${newer.library} ${newer.version}`);
  const before = functionsOf(older);
  const after = functionsOf(newer);
  const removed = [...before].filter(([id]) => !after.has(id)).map(([id, { section, fn }]) => ({ id, section, call: callOf(fn) }));
  const added = [...after].filter(([id]) => !before.has(id)).map(([id, { section, fn }]) => ({ id, section, call: callOf(fn) }));
  const renamed: MigrationRename[] = [];
  for (const [id, { section, fn }] of after) {
    const old = before.get(id);
    if (old && !sameCall(callOf(old.fn), callOf(fn))) renamed.push({ id, section, from: callOf(old.fn), to: callOf(fn) });
  }
  let params: ParamComparison;
  const silent = [older, newer].filter((facts) => !listsParams(facts));
  if (silent.length) params = { compared: false, why: `the facts of ${silent.map((f) => `${f.library} ${f.version}`).join(' and ')} list no parameters` };
  else {
    const changes: ParamChange[] = [];
    for (const [id, { section, fn }] of after) {
      const old = before.get(id);
      const change = old && paramChange(id, section, old.fn, fn);
      if (change) changes.push(change);
    }
    params = { compared: true, changes };
  }
  return { library: newer.library, from: older.version, to: newer.version, removed, added, renamed, params };
}

/**
 * The migration guide of each client library that has two versions, by the library's key
 * (`src/references.config.ts`): the guide of its previous version's readers. Its file is
 * `content<route>.mdx`; tests/reference/migration-guides.test.ts holds each to its facts' difference.
 */
export const MIGRATION_GUIDES: Readonly<Record<string, { from: string; to: string; route: string }>> = {
  javascript: { from: 'v1', to: 'v2', route: '/guides/resources/migrating-to-v2/javascript' },
  dart: { from: 'v1', to: 'v2', route: '/guides/resources/migrating-to-v2/dart' },
  swift: { from: 'v1', to: 'v2', route: '/guides/resources/migrating-to-v2/swift' },
  kotlin: { from: 'v1', to: 'v2', route: '/guides/resources/migrating-to-v2/kotlin' },
};

/** Where a guide's list of removed functions is: the v1 pages of removed functions link there. */
export const REMOVED_FUNCTIONS_ANCHOR = 'removed-functions';
