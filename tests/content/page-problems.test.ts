import { describe, expect, it } from 'vitest';
import { compilePage } from '../../src/content/compile';
import { siteIndex } from '../../src/site';
import { checkPages, formatProblem, type CheckContext } from '../../tools/content/page-problems';
import { provenInMemory } from '../../tools/content/proven-code';
import { siteTargetsOf } from '../../tools/content/site-targets';
import { SEEDED, SEEDED_RIGHT as right } from './fixtures/seeded-mistakes';

/**
 * The page checks that check-pages, the build (on changed pages) and `npm run dev` (on the open
 * page) run, on a page with one of each mistake writers make (tests/content/fixtures/seeded-mistakes.mdx),
 * checked as if it were a guide: each is found with its file and line, and the same page written
 * right has none.
 */

const FILE = 'content/guides/getting-started/seeded-mistakes.mdx';

const site = siteIndex().then((index) => siteTargetsOf(index));
const context: CheckContext = {
  headingIds: async ({ file, source }) => new Set((await compilePage(file, source)).toc.map((t) => t.id)),
  site: () => site,
};

describe('the page checks', () => {
  it('find each seeded mistake, with its file and line', async () => {
    const { problems } = await checkPages([{ file: FILE, source: SEEDED }], context);
    const found = problems.map(formatProblem);
    expect(found).toEqual(
      expect.arrayContaining([
        `${FILE}:1: the page is in no sidebar: add { title, href: '/guides/getting-started/seeded-mistakes' } to src/nav/sections/getting-started.ts, or write sidebar: false in its frontmatter if it is reached another way`,
        expect.stringMatching(new RegExp(`^${FILE}:6: link to /guides/auth/sesions: no page at /guides/auth/sesions \\(closest: /guides/auth/sessions`)),
        `${FILE}:9: SQL: syntax error at or near "tabel" (SQLSTATE 42601) (in the block at line 8)`,
        expect.stringMatching(new RegExp(`^${FILE}:13: \\(js\\) calls "signInWithMagic" on the client, which is not a function of javascript v2`)),
        expect.stringMatching(new RegExp(`^${FILE}:17: plinth db pushh: "plinth db" has no subcommand "pushh"`)),
        `${FILE}:20:1: the image "/images/seeded-missing.png" does not exist: there is no public/images/seeded-missing.png`,
      ]),
    );
    // The type-check refuses the call too; nothing else is said.
    expect(problems.map((p) => p.check).sort()).toEqual(['calls', 'cli', 'links', 'page', 'sidebar', 'sql', 'types']);
  });

  it('find nothing on the same page written right', async () => {
    expect((await checkPages([{ file: FILE, source: right }], context)).problems.map(formatProblem)).toEqual([]);
  });

  it('prove code once: a prose edit runs no SQL and no type-check again, a code edit does', async () => {
    const proven = provenInMemory();
    const first = await checkPages([{ file: FILE, source: right }], { ...context, proven });
    expect([first.sqlRan, first.samples, first.reused]).toEqual([1, 1, 0]);
    // The prose above moves every block down a line: the code is the same.
    const prose = right.replace('Sign the user in', 'First, sign the user in\nwith a link,');
    const second = await checkPages([{ file: FILE, source: prose }], { ...context, proven });
    expect([second.sqlRan, second.samples, second.reused, second.problems.length]).toEqual([0, 0, 2, 0]);
    // Wrong code is never taken as proven, and a page with a problem records nothing.
    const wrong = await checkPages([{ file: FILE, source: prose.replace('create table', 'create tabel').replace('signInWithOtp(', 'signInWithMagic(') }], { ...context, proven });
    expect(wrong.problems.map((p) => `${p.check} ${p.line}`)).toEqual(['sql 11', 'calls 15', 'types 15']);
    const again = await checkPages([{ file: FILE, source: prose.replace('create table', 'create tabel').replace('signInWithOtp(', 'signInWithMagic(') }], { ...context, proven });
    expect(again.problems.map((p) => `${p.check} ${p.line}`)).toEqual(['sql 11', 'calls 15', 'types 15']);
  });

  it('find a misspelt word with its line and column, and say where the project keeps its words', async () => {
    const page = '---\ntitle: Spelling\ndescription: A page.\nsidebar: false\n---\n\nRows are recieved in order.\n';
    expect((await checkPages([{ file: FILE, source: page }], context)).problems.map(formatProblem)).toEqual([
      expect.stringMatching(new RegExp(`^${FILE}:7:10: "recieved" is not a word cspell or the project knows \\(did you mean received, .*\\?\\): fix it, or add it to content/words.txt$`)),
    ]);
  });
});
