import { describe, expect, it } from 'vitest';
import { compileMdx } from '../src/content/compile';
import { blankFrontmatter } from '../src/content/parse-frontmatter';
import {
  confirmHeadings,
  environmentFingerprint,
  fullBuildForced,
  MANIFEST_VERSION,
  pageFacts,
  parseManifest,
  planBuild,
  rewrittenLater,
  sha256,
  tocHash,
  type BuildManifest,
  type Current,
  type FastPlan,
  type Plan,
  type Snapshot,
} from './fast-plan';

const SESSIONS = 'content/guides/auth/sessions.mdx';
const START = 'content/reference/javascript/start.mdx';
const source = (title: string, body: string) => `---\ntitle: ${title}\ndescription: How sessions work.\n---\n\n${body}`;
const sessions = source('Sessions', '## Lifetime\n\nA session lasts a week.\n');
const start = source('Start', 'Install the client.\n');
const toc = (headings: string[]) => tocHash(headings.map((text) => ({ depth: 2, text, id: text.toLowerCase() })));

/** The project as the last build saw it, with one guide and one start page. */
function snapshot(pages: Record<string, string> = { [SESSIONS]: sessions, [START]: start }, inputs: Record<string, string> = {}): Snapshot {
  return {
    environment: environmentFingerprint({ NEXT_PUBLIC_PLATFORM_API_URL: 'https://api.example' }, 'v20.20.2'),
    inputs: {
      'package.json': sha256('{}'),
      'src/components/shell/DocPage.tsx': sha256('export {}'),
      'content/reference/api/introduction.mdx': sha256('intro'),
      ...inputs,
    },
    pages: Object.fromEntries(
      Object.entries(pages).map(([file, text]) => [
        file,
        pageFacts(file === START ? '/reference/javascript/start' : '/guides/auth/sessions', text, '2026-11-20'),
      ]),
    ),
  };
}

const OUT = sha256('out/ as the last build left it');

/** The manifest the last build wrote for `snapshot()`. */
function manifest(overrides: Partial<BuildManifest> = {}): string {
  const base = snapshot();
  const pages = Object.fromEntries(
    Object.entries(base.pages).map(([file, facts]) => [file, { ...facts, toc: toc(['Lifetime']), slot: { length: 10, sha256: sha256('<p>old</p>') } }]),
  );
  return JSON.stringify({ version: MANIFEST_VERSION, ...base, pages, out: OUT, searchRecords: sha256('[]'), ...overrides } satisfies BuildManifest);
}

const now = (snap: Snapshot = snapshot(), extra: Partial<Current> = {}): Current => ({ snapshot: snap, out: OUT, forced: false, ...extra });
const reasonOf = (plan: Plan) => plan.reason;

describe('planBuild', () => {
  it('takes the fast path when only the body of a page changed, and names the page', () => {
    const plan = planBuild(manifest(), now(snapshot({ [SESSIONS]: sessions.replace('a week', 'seven days'), [START]: start })));
    expect(plan).toMatchObject({ path: 'fast', changed: [SESSIONS], reason: `only the body of ${SESSIONS} changed` });
    // Same headings: the second decision keeps it.
    expect(confirmHeadings(plan as FastPlan, new Map([[SESSIONS, toc(['Lifetime'])]]))).toBe(plan);
  });

  it('takes the fast path with nothing to do when nothing changed', () => {
    expect(planBuild(manifest(), now())).toMatchObject({ path: 'fast', changed: [], reason: 'nothing changed since the last build' });
  });

  it('builds everything when a frontmatter field changed, the title or any other', () => {
    const retitled = planBuild(manifest(), now(snapshot({ [SESSIONS]: source('User sessions', '## Lifetime\n\nA session lasts a week.\n'), [START]: start })));
    expect(retitled).toEqual({ path: 'full', reason: `${SESSIONS}: its frontmatter changed` });
    const hidden = sessions.replace('description:', 'hideToc: true\ndescription:');
    expect(planBuild(manifest(), now(snapshot({ [SESSIONS]: hidden, [START]: start }))).path).toBe('full');
  });

  it('builds everything when a changed body brings other headings (second decision)', () => {
    const plan = planBuild(manifest(), now(snapshot({ [SESSIONS]: sessions.replace('## Lifetime', '## How long a session lasts'), [START]: start })));
    expect(plan.path).toBe('fast'); // the body changed; its headings are only known once compiled
    expect(confirmHeadings(plan as FastPlan, new Map([[SESSIONS, toc(['How long a session lasts'])]]))).toEqual({
      path: 'full',
      reason: `${SESSIONS}: its headings changed`,
    });
    expect(confirmHeadings(plan as FastPlan, new Map()).path).toBe('full'); // not compiled: not proven
  });

  it('builds everything when a file was added, removed or renamed', () => {
    const added = planBuild(manifest(), now(snapshot({ [SESSIONS]: sessions, [START]: start, 'content/guides/auth/new.mdx': sessions })));
    expect(added).toEqual({ path: 'full', reason: 'content/guides/auth/new.mdx added' });
    expect(planBuild(manifest(), now(snapshot({ [SESSIONS]: sessions })))).toEqual({ path: 'full', reason: `${START} removed` });
    const renamed = planBuild(manifest(), now(snapshot({ 'content/guides/auth/session-lifetime.mdx': sessions, [START]: start })));
    expect(renamed).toEqual({ path: 'full', reason: 'content/guides/auth/session-lifetime.mdx added (and 1 more difference)' });
    expect(planBuild(manifest(), now(snapshot(undefined, { 'public/robots.txt': sha256('User-agent: *') })))).toEqual({
      path: 'full',
      reason: 'public/robots.txt added',
    });
  });

  it('builds everything when any other file changed: code, specs, a reference introduction, the lock file', () => {
    expect(planBuild(manifest(), now(snapshot(undefined, { 'src/components/shell/DocPage.tsx': sha256('changed') })))).toEqual({
      path: 'full',
      reason: 'src/components/shell/DocPage.tsx changed',
    });
    const two = snapshot(undefined, { 'content/reference/api/introduction.mdx': sha256('new intro'), 'package.json': sha256('{"x":1}') });
    expect(planBuild(manifest(), now(two))).toEqual({ path: 'full', reason: 'content/reference/api/introduction.mdx changed (and 1 more difference)' });
    // Even together with a body edit, which alone would be fast.
    const both = snapshot({ [SESSIONS]: sessions.replace('a week', 'a day'), [START]: start }, { 'src/components/shell/DocPage.tsx': sha256('changed') });
    expect(planBuild(manifest(), now(both)).path).toBe('full');
  });

  it('builds everything without a readable record of the last build', () => {
    expect(planBuild(undefined, now())).toEqual({ path: 'full', reason: 'no record of a previous complete build' });
    for (const corrupt of [
      '',
      '{"version":1,',
      'null',
      '[]',
      '{"version":0}',
      JSON.stringify({ ...JSON.parse(manifest()), inputs: { 'a.ts': 'not a hash' } }),
      JSON.stringify({ ...JSON.parse(manifest()), pages: { [SESSIONS]: { route: '/guides/auth/sessions' } } }),
    ]) {
      const plan = planBuild(corrupt, now());
      expect(plan.path).toBe('full');
      expect(plan.reason).toMatch(/^the previous build's record is unreadable/);
    }
  });

  it('builds everything when asked to, or when out/ or the environment is not what the last build left', () => {
    expect(planBuild(manifest(), now(undefined, { forced: true }))).toEqual({ path: 'full', reason: 'PLINTH_FULL_BUILD is set' });
    expect(planBuild(manifest(), now(undefined, { out: undefined })).reason).toBe('there is no out/ to update');
    expect(planBuild(manifest(), now(undefined, { out: sha256('one file touched') })).reason).toBe('out/ was changed after the last build');
    const elsewhere = { ...snapshot(), environment: environmentFingerprint({ NEXT_PUBLIC_PLATFORM_API_URL: 'https://other.example' }, 'v20.20.2') };
    expect(planBuild(manifest(), now(elsewhere)).reason).toMatch(/^the environment changed/);
  });

  it('builds everything when the "Last updated" date under a changed page moved (a commit), or its slot was not recorded', () => {
    const committed = snapshot();
    committed.pages[SESSIONS] = { ...committed.pages[SESSIONS]!, updated: '2026-11-24' };
    expect(planBuild(manifest(), now(committed))).toEqual({ path: 'full', reason: `${SESSIONS}: its "Last updated" date changed` });
    const unrecorded = JSON.parse(manifest()) as BuildManifest;
    unrecorded.pages[SESSIONS]!.slot = null;
    const edited = snapshot({ [SESSIONS]: sessions.replace('a week', 'a day'), [START]: start });
    expect(planBuild(JSON.stringify(unrecorded), now(edited))).toEqual({
      path: 'full',
      reason: `${SESSIONS}: the last build could not record its content slot`,
    });
  });
});

describe('what the decision compares', () => {
  it('tells the frontmatter from the body, as the compiler splits them', () => {
    const edited = pageFacts('/a', sessions.replace('a week', 'a day'), null);
    const original = pageFacts('/a', sessions, null);
    expect(edited.frontmatter).toBe(original.frontmatter);
    expect(edited.body).not.toBe(original.body);
    expect(original.body).toBe(sha256(blankFrontmatter(sessions)));
    // A byte order mark is no part of either.
    expect(pageFacts('/a', `\uFEFF${sessions}`, null)).toEqual(original);
    // Without a frontmatter block the whole file counts as frontmatter: any edit builds everything.
    expect(pageFacts('/a', 'no frontmatter', null).frontmatter).not.toBe(pageFacts('/a', 'no frontmatter!', null).frontmatter);
  });

  it('sees a heading change in the compiled table of contents, and not a prose change', async () => {
    const tocOf = async (body: string) => tocHash((await compileMdx('a.mdx', body)).toc);
    const original = await tocOf('## Lifetime\n\nA session lasts a week.\n');
    expect(await tocOf('## Lifetime\n\nA session lasts a day.\n')).toBe(original);
    expect(await tocOf('## Session lifetime\n\nA session lasts a week.\n')).not.toBe(original);
    expect(await tocOf('## Lifetime\n\nA session lasts a week.\n\n### Refresh\n')).not.toBe(original);
  });

  it('fingerprints only the variables that can change the output', () => {
    const base = environmentFingerprint({ NEXT_PUBLIC_X: '1', PATH: '/bin' }, 'v20.20.2');
    expect(environmentFingerprint({ NEXT_PUBLIC_X: '1', PATH: '/usr/bin', PLINTH_FULL_BUILD: '1' }, 'v20.20.2')).toBe(base);
    expect(environmentFingerprint({ NEXT_PUBLIC_X: '2', PATH: '/bin' }, 'v20.20.2')).not.toBe(base);
    expect(environmentFingerprint({ NEXT_PUBLIC_X: '1', PLINTH_DOCS_URL: 'https://docs.example' }, 'v20.20.2')).not.toBe(base);
    expect(environmentFingerprint({ NEXT_PUBLIC_X: '1' }, 'v22.0.0')).not.toBe(base);
  });

  it('refuses content that a step after the slots are filled would change', () => {
    expect(rewrittenLater('<p>Prose</p><pre><code>&lt;script src="/_next/a.js"&gt;</code></pre>')).toBe(false);
    expect(rewrittenLater('<script src="/_next/static/chunks/a.js"></script>')).toBe(true);
    expect(rewrittenLater('<div data-not-found=""></div>')).toBe(true);
    expect(rewrittenLater('<script type="application/json" id="plinth-routes">[]</script>')).toBe(true);
  });

  it('forces a full build with PLINTH_FULL_BUILD set to anything but 0', () => {
    expect(fullBuildForced({ PLINTH_FULL_BUILD: '1' })).toBe(true);
    expect(fullBuildForced({ PLINTH_FULL_BUILD: 'yes' })).toBe(true);
    expect(fullBuildForced({ PLINTH_FULL_BUILD: '0' })).toBe(false);
    expect(fullBuildForced({})).toBe(false);
  });

  it('reads back the manifest it was given', () => {
    expect(parseManifest(manifest())).toEqual(JSON.parse(manifest()));
    expect(reasonOf(planBuild(manifest({ searchRecords: 'short' } as Partial<BuildManifest>), now()))).toMatch(/unreadable/);
  });
});
