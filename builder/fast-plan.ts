import { createHash } from 'node:crypto';
import { blankFrontmatter, frontmatterBlock } from '../src/content/parse-frontmatter';
import type { TocEntry } from '../src/content/remark-headings';
import { NOT_FOUND_ATTRIBUTE, ROUTES_DATA_ID } from '../src/enhance/not-found';
import { isNextVariable } from './next-export';
import { deferralWouldChange } from './runtime-defer';

/**
 * The decision behind the fast path of `npm run build`. `next build` cannot re-export one page, but
 * most edits do not need it: the prose of a guide or of a reference start page is written into its
 * exported page after `next build` (src/lib/slots.ts), so everything of that page outside its
 * content slot comes from its frontmatter, its headings (the table of contents), its "Last updated"
 * date, the navigation and the code, never from its prose. When only prose changed, the build
 * compiles the edited pages again and writes their content into the pages the previous build
 * exported (builder/fast-build.ts), instead of exporting the whole site again.
 *
 * That is only sound against a known previous build. Every successful build writes a manifest of
 * what it was made from; the fast path is taken when the project differs from it in the bodies of
 * existing content pages and in nothing else. Whatever this module cannot prove to be prose only is
 * a full build, with its reason printed.
 *
 * Pure: builder/build-state.ts reads the files, git and the manifest; this module only compares.
 */

/** Raised whenever the manifest's shape or meaning changes: an older manifest then reads as unreadable. */
export const MANIFEST_VERSION = 1;

export const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** A filled content slot of an exported page: the length (UTF-16 code units) and sha256 of its content. */
export interface SlotRecord {
  length: number;
  sha256: string;
}

/** What a content page's exported HTML outside its slot depends on, and its body, as hashes. */
export interface PageFacts {
  route: string;
  /** The frontmatter block as written: title, description, subtitle, hideToc. */
  frontmatter: string;
  /** The MDX after the frontmatter, as the compiler gets it (frontmatter lines blanked). */
  body: string;
  /** The "Last updated" day shown under the page (from git), or null when it shows none. */
  updated: string | null;
}

/** A content page as the manifest records it. */
export interface PageRecord extends PageFacts {
  /** The table of contents the body compiled to: it is rendered outside the slot. */
  toc: string;
  /** Its slot's content in the exported page, or null when the build could not vouch for it (then it is never refilled). */
  slot: SlotRecord | null;
}

/** The project as a build starts from it. */
export interface Snapshot {
  /** Node.js version and the environment variables that can change the output. */
  environment: string;
  /** Every project file that is not a content page, by path, with its sha256. */
  inputs: Record<string, string>;
  /** Every content page (guides and reference start pages), by file. */
  pages: Record<string, PageFacts>;
}

/** What a successful build leaves in .next/cache/plinth/build-manifest.json. */
export interface BuildManifest extends Snapshot {
  version: typeof MANIFEST_VERSION;
  pages: Record<string, PageRecord>;
  /** Fingerprint of out/ as the build left it: every file's path, size and modification time. */
  out: string;
  /** sha256 of the reference search records kept beside the manifest for the fast path's index. */
  searchRecords: string;
}

/** The hashes of one content page's source. A page without a frontmatter block is all frontmatter: any edit of it is a full build. */
export function pageFacts(route: string, source: string, updated: string | null): PageFacts {
  const block = frontmatterBlock(source);
  return { route, frontmatter: sha256(block ?? source), body: sha256(block === undefined ? '' : blankFrontmatter(source)), updated };
}

export const tocHash = (toc: readonly TocEntry[]): string => sha256(JSON.stringify(toc));

/**
 * Whether a step that runs after the slots are filled (the runtime's deferral, the 404 page's list)
 * would act on something in `content`. Such content makes the page's output depend on the order
 * of the steps, so the fast path never writes it, and a build records no slot for it (that page
 * is then never refilled).
 */
export const rewrittenLater = (content: string): boolean =>
  deferralWouldChange(content) || content.includes(`${NOT_FOUND_ATTRIBUTE}=""`) || content.includes(`id="${ROUTES_DATA_ID}"`);

/** Variables that can change what a build makes (Next's own, Node's, ours, CI); PLINTH_FULL_BUILD only chooses the path. */
const isRelevantVariable = (name: string) => isNextVariable(name) || /^(NODE_|PLINTH_)|^CI$/.test(name);

export function environmentFingerprint(env: Readonly<Record<string, string | undefined>>, nodeVersion: string): string {
  const relevant = Object.keys(env)
    .filter((name) => isRelevantVariable(name) && name !== 'PLINTH_FULL_BUILD' && env[name] !== undefined)
    .sort()
    .map((name) => `${name}=${env[name]}`);
  return sha256([`node ${nodeVersion}`, ...relevant].join('\0'));
}

/** PLINTH_FULL_BUILD=1 (any value but empty or 0) always builds everything. */
export const fullBuildForced = (env: Readonly<Record<string, string | undefined>>): boolean => !['', '0', undefined].includes(env.PLINTH_FULL_BUILD);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isHash = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);
const isSlot = (value: unknown): value is SlotRecord | null =>
  value === null || (isObject(value) && Number.isSafeInteger(value.length) && (value.length as number) >= 0 && isHash(value.sha256));
const isPage = (value: unknown): value is PageRecord =>
  isObject(value) &&
  typeof value.route === 'string' &&
  isHash(value.frontmatter) &&
  isHash(value.body) &&
  isHash(value.toc) &&
  (value.updated === null || typeof value.updated === 'string') &&
  isSlot(value.slot);
const everyValue = (value: unknown, check: (entry: unknown) => boolean): value is Record<string, never> => isObject(value) && Object.values(value).every(check);

/** The manifest in `text`, or why it cannot be used. */
export function parseManifest(text: string): BuildManifest | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'not JSON' };
  }
  if (!isObject(value)) return { problem: 'not an object' };
  if (value.version !== MANIFEST_VERSION) return { problem: `version ${String(value.version)}, expected ${MANIFEST_VERSION}` };
  const valid =
    isHash(value.environment) && isHash(value.out) && isHash(value.searchRecords) && everyValue(value.inputs, isHash) && everyValue(value.pages, isPage);
  return valid ? (value as unknown as BuildManifest) : { problem: 'a field is missing or malformed' };
}

export type FastPlan = { path: 'fast'; manifest: BuildManifest; changed: string[]; reason: string };
export type Plan = { path: 'full'; reason: string } | FastPlan;

export interface Current {
  snapshot: Snapshot;
  /** Fingerprint of out/ now, undefined when there is no out/. */
  out: string | undefined;
  forced: boolean;
}

/** "a changed (and 3 more differences)": the first difference names the cause, the count the scale. */
const summarize = (differences: string[]): string =>
  `${differences[0]}${differences.length > 1 ? ` (and ${differences.length - 1} more difference${differences.length > 2 ? 's' : ''})` : ''}`;

/** Files added, removed and changed between two path → hash maps, in path order. */
function fileDifferences(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  same: (a: unknown, b: unknown) => boolean,
): string[] {
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return paths.flatMap((file) => {
    if (!(file in before)) return [`${file} added`];
    if (!(file in after)) return [`${file} removed`];
    return same(before[file], after[file]) ? [] : [`${file} changed`];
  });
}

/**
 * The first decision, before anything is compiled: a full build and why, or the fast path with the
 * pages whose body changed (possibly none). Their headings are checked once they are compiled
 * (confirmHeadings). `manifestText` is the previous build's manifest, undefined when there is none.
 */
export function planBuild(manifestText: string | undefined, { snapshot, out, forced }: Current): Plan {
  const full = (reason: string): Plan => ({ path: 'full', reason });
  if (forced) return full('PLINTH_FULL_BUILD is set');
  if (manifestText === undefined) return full('no record of a previous complete build');
  const manifest = parseManifest(manifestText);
  if ('problem' in manifest) return full(`the previous build's record is unreadable (${manifest.problem})`);
  if (out === undefined) return full('there is no out/ to update');
  if (out !== manifest.out) return full('out/ was changed after the last build');
  if (snapshot.environment !== manifest.environment) return full('the environment changed (Node.js version, or a NEXT_*, NODE_*, PLINTH_* or CI variable)');
  const inputs = fileDifferences(manifest.inputs, snapshot.inputs, (a, b) => a === b);
  if (inputs.length) return full(summarize(inputs));
  // Only a page that exists in both builds under the same address can be refilled.
  const pageSet = fileDifferences(manifest.pages, snapshot.pages, (a, b) => (a as PageFacts).route === (b as PageFacts).route);
  if (pageSet.length) return full(summarize(pageSet.map((d) => d.replace(/ changed$/, ' moved to another address'))));
  const shells: string[] = [];
  const changed: string[] = [];
  for (const file of Object.keys(snapshot.pages).sort()) {
    const now = snapshot.pages[file]!;
    const before = manifest.pages[file]!;
    if (now.frontmatter !== before.frontmatter) shells.push(`${file}: its frontmatter changed`);
    else if (now.updated !== before.updated) shells.push(`${file}: its "Last updated" date changed`);
    else if (now.body !== before.body) {
      if (before.slot === null) shells.push(`${file}: the last build could not record its content slot`);
      else changed.push(file);
    }
  }
  if (shells.length) return full(summarize(shells));
  const reason = changed.length
    ? `only the body of ${changed.length === 1 ? changed[0] : `${changed.length} pages (${changed.join(', ')})`} changed`
    : 'nothing changed since the last build';
  return { path: 'fast', manifest, changed, reason };
}

/**
 * The second decision, once the changed pages are compiled: their tables of contents (tocHash, by
 * file) must be the ones the last build exported, as they are rendered outside the slot.
 */
export function confirmHeadings(plan: FastPlan, tocs: ReadonlyMap<string, string>): Plan {
  const moved = plan.changed.filter((file) => tocs.get(file) !== plan.manifest.pages[file]!.toc);
  if (moved.length) return { path: 'full', reason: summarize(moved.map((file) => `${file}: its headings changed`)) };
  return plan;
}
