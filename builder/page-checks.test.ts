import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteIndex } from '../src/site';
import { recordedSiteTargets, recordSiteTargets } from '../tools/content/site-targets';
import { environmentFingerprint, MANIFEST_VERSION, pageFacts, sha256, type BuildManifest, type Snapshot } from './fast-plan';
import { pagesChangedSince, targetsKeyOf } from './page-checks';

/**
 * Which pages a build checks (the ones changed since the last build), and the record of the site's
 * pages and anchors that the fast path's link checks read instead of the site index.
 */

const GUIDE = 'content/guides/auth/sessions.mdx';
const OTHER = 'content/guides/auth/users.mdx';
const INTRO = 'content/reference/api/introduction.mdx';
const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: D.\n---\n\n${body}`;

function snapshot(pages: Record<string, string>, intro = 'intro'): Snapshot {
  return {
    environment: environmentFingerprint({}, 'v20.20.2'),
    inputs: { 'package.json': sha256('{}'), [INTRO]: sha256(intro) },
    pages: Object.fromEntries(Object.entries(pages).map(([file, text]) => [file, pageFacts(`/guides/${path.basename(file, '.mdx')}`, text, null)])),
  };
}

const before = snapshot({ [GUIDE]: page('Sessions', 'A week.\n'), [OTHER]: page('Users', 'Rows.\n') });
const manifestOf = (snap: Snapshot) =>
  JSON.stringify({
    version: MANIFEST_VERSION,
    ...snap,
    pages: Object.fromEntries(Object.entries(snap.pages).map(([file, facts]) => [file, { ...facts, toc: sha256('[]'), slot: null }])),
    out: sha256('out'),
    searchRecords: sha256('[]'),
  } satisfies BuildManifest);

describe('the pages a build checks', () => {
  it('are those whose body or frontmatter changed, the new ones, and changed introductions', () => {
    const now = snapshot(
      { [GUIDE]: page('Sessions', 'A month.\n'), [OTHER]: page('Users', 'Rows.\n'), 'content/guides/auth/new.mdx': page('New', 'x\n') },
      'intro, edited',
    );
    expect(pagesChangedSince(now, manifestOf(before))).toEqual(['content/guides/auth/new.mdx', GUIDE, INTRO]);
    expect(pagesChangedSince(snapshot({ [GUIDE]: page('Sessions again', 'A week.\n'), [OTHER]: page('Users', 'Rows.\n') }), manifestOf(before))).toEqual([
      GUIDE,
    ]);
  });

  it('are none when nothing changed, and unknown without a readable record of the last build', () => {
    expect(pagesChangedSince(before, manifestOf(before))).toEqual([]);
    expect(pagesChangedSince(before, undefined)).toBeUndefined();
    expect(pagesChangedSince(before, '{"version":0}')).toBeUndefined();
  });
});

describe("the site's record for the fast path", () => {
  let cache: string;
  const previous = process.env.PLINTH_BUILD_CACHE;
  beforeAll(() => {
    cache = mkdtempSync(path.join(tmpdir(), 'plinth-targets-'));
    process.env.PLINTH_BUILD_CACHE = cache;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.PLINTH_BUILD_CACHE;
    else process.env.PLINTH_BUILD_CACHE = previous;
    rmSync(cache, { recursive: true, force: true });
  });

  const guide = { route: '/guides/auth/sessions', title: 'Sessions', kind: 'guide', mdx: { file: GUIDE, route: '/guides/auth/sessions', source: '' } };
  const index = { pages: [guide], page: (route: string) => (route === guide.route ? guide : undefined), references: [] } as unknown as SiteIndex;

  it('holds every page with its anchors and sources, under the key of the inputs it was made from', async () => {
    const key = targetsKeyOf(before);
    await recordSiteTargets(key, index, async () => new Set(['lifetime']));
    const site = recordedSiteTargets(key)!;
    expect(site.page('/guides/auth/sessions')?.title).toBe('Sessions');
    expect([...(await site.page('/guides/auth/sessions')!.anchors())]).toEqual(['lifetime']);
    expect(site.page('/guides/auth/nothing')).toBeUndefined();
    expect(site.madeFrom(GUIDE)).toBe(true);
    expect(site.routes()).toEqual([{ route: '/guides/auth/sessions', title: 'Sessions' }]);
  });

  it('is not read for a project whose other inputs changed', async () => {
    const changed = { ...before, inputs: { ...before.inputs, 'package.json': sha256('{"changed":true}') } };
    expect(targetsKeyOf(changed)).not.toBe(targetsKeyOf(before));
    expect(recordedSiteTargets(targetsKeyOf(changed))).toBeUndefined();
  });
});
