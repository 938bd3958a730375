import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Heading, Link, List, Paragraph, PhrasingContent, Root, RootContent, Table } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { blankFrontmatter } from '../../src/content/parse-frontmatter';
import { sdkRoutes, type SdkLibrary } from '../../src/reference/loaders/sdk';
import { MIGRATION_GUIDES, migrationDiff, type MigrationDiff, type ParamChange } from '../../src/reference/migration';
import { sdkEntries } from '../../src/references.config';
import { clientCodeOf, fenceLibrary } from '../../src/references.config';
import { clientCallProblems, samplesUnknownCalls, unknownCallMessage } from '../../tools/content/client-calls';
import { readSdkFacts } from '../../tools/reference/sdk-facts';
import { extractCodeBlocks, REPO_ROOT } from '../../tools/sql/code-blocks';
import { samplesFromBlocks, typecheckPagesByVersion } from '../../tools/typecheck/typecheck';

/**
 * The migration guides between two versions of a client library (`MIGRATION_GUIDES`,
 * content/guides/resources/migrating-to-v2/*.mdx) are held to the facts:
 *
 * 1. Their lists under "Every change" (`## … [#every-change]`) are the facts' difference
 *    (src/reference/migration.ts), entry for entry, with the links each entry needs:
 *    - `### … [#renamed-functions]`: a table, one row per rename, `| [v1 call](v1 page) | [v2 call](v2 page) |`;
 *    - `### … [#removed-functions]`: a table, `| [v1 call](v1 page) | what to use instead |` (not empty);
 *    - `### … [#new-functions]`: a list, one item per section, `- **Section title**: [call](page), …`;
 *    - `### … [#changed-parameters]`: a list, `- [call](page): added: `a`, `b`; removed: …; new type: …;
 *      now required: …; now optional: …`, present exactly when both versions' facts list parameters.
 * 2. They show what changed as before and after: each v1 sample is a code block flagged with the
 *    version it shows (```kotlin v1), followed by the block of the current version that replaces
 *    it. Every page's checks (tests/content/samples.test.ts) prove a flagged block against its
 *    version: its calls against the v1 facts (or v1's extra calls), its syntax, and JavaScript's
 *    types against the v1 client's declarations (types/plinth-js-v1.d.ts). This test holds the
 *    guides to the shape, and each v1 sample to calling the library (or making its client).
 */

const guideFile = (route: string) => `content${route}.mdx`;

function parseMdx(source: string): Root {
  return unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(blankFrontmatter(source)) as Root;
}

/** A heading's anchor: its `[#custom]` marker, else its text made a slug (docs/writing-docs.md). */
function anchorOf(heading: Heading): string {
  const text = toString(heading);
  const custom = /\[#([^\]]+)\]\s*$/.exec(text);
  if (custom) return custom[1]!;
  return text
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-');
}

/** A link as `[text](url)`, its text without code formatting. */
const linkLine = (link: Link) => `[${toString(link)}](${link.url})`;
const linksOf = (node: RootContent | PhrasingContent) => {
  const links: Link[] = [];
  visit(node, 'link', (link: Link) => void links.push(link));
  return links;
};
const lineOf = (node: { position?: { start: { line: number } } }) => node.position?.start.line ?? 0;

/** What a guide lists under "Every change", per list, in the form `expectedLists` gives. */
export interface GuideLists {
  renamed: string[];
  removed: string[];
  added: string[];
  /** Undefined when the guide has no list of changed parameters. */
  params?: string[];
  /** Which of the four headings the guide has. */
  headings: Set<string>;
  /** Entries that are malformed, each with its line. */
  problems: string[];
}

const LISTS = ['renamed-functions', 'removed-functions', 'new-functions', 'changed-parameters'] as const;
const PARAM_LABELS = ['added', 'removed', 'new type', 'now required', 'now optional'] as const;

export function guideLists(file: string, source: string): GuideLists {
  const tree = parseMdx(source);
  const out: GuideLists = { renamed: [], removed: [], added: [], headings: new Set(), problems: [] };
  let h2 = '';
  let h3 = '';
  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth <= 2) {
      h2 = anchorOf(node);
      h3 = '';
      continue;
    }
    if (h2 !== 'every-change') continue;
    if (node.type === 'heading') {
      h3 = anchorOf(node);
      if ((LISTS as readonly string[]).includes(h3)) out.headings.add(h3);
      if (h3 === 'changed-parameters') out.params = [];
      continue;
    }
    const at = `${file}:${lineOf(node)}`;
    if ((h3 === 'renamed-functions' || h3 === 'removed-functions') && node.type === 'table') {
      for (const row of (node as Table).children.slice(1)) {
        const [first, second] = row.children;
        const from = first && linksOf(first)[0];
        if (!from || !second) {
          out.problems.push(
            `${file}:${lineOf(row)}: a row of the ${h3} table without a link to the v1 function in its first column, or without a second column`,
          );
          continue;
        }
        if (h3 === 'removed-functions') {
          if (!toString(second).trim())
            out.problems.push(`${file}:${lineOf(row)}: ${linkLine(from)} is removed, but its row says nothing of what to use instead`);
          out.removed.push(linkLine(from));
        } else {
          const to = linksOf(second)[0];
          if (!to) out.problems.push(`${file}:${lineOf(row)}: the rename of ${linkLine(from)} has no link to the v2 function`);
          else out.renamed.push(`${linkLine(from)} → ${linkLine(to)}`);
        }
      }
    } else if ((h3 === 'new-functions' || h3 === 'changed-parameters') && node.type === 'list') {
      for (const item of (node as List).children) {
        const paragraph = item.children[0];
        if (paragraph?.type !== 'paragraph') {
          out.problems.push(`${file}:${lineOf(item)}: an item of the ${h3} list that is not a line of text`);
          continue;
        }
        if (h3 === 'new-functions') {
          const lead = paragraph.children[0];
          if (lead?.type !== 'strong') {
            out.problems.push(`${file}:${lineOf(item)}: an item of the new-functions list that does not start with its section's title in bold`);
            continue;
          }
          for (const link of linksOf(paragraph)) out.added.push(`${toString(lead)} › ${linkLine(link)}`);
        } else out.params!.push(paramLine(file, paragraph, out.problems));
      }
    } else if (h3 && (LISTS as readonly string[]).includes(h3) && (node.type === 'table' || node.type === 'list')) {
      out.problems.push(`${at}: a ${node.type} under ${h3}, which takes ${h3.endsWith('functions') && h3 !== 'new-functions' ? 'a table' : 'a list'}`);
    }
  }
  return out;
}

/** One item of the changed-parameters list, as `[call](page): added: a, b; removed: c`. */
function paramLine(file: string, paragraph: Paragraph, problems: string[]): string {
  const [fn, ...rest] = paragraph.children;
  if (fn?.type !== 'link') {
    problems.push(`${file}:${lineOf(paragraph)}: an item of the changed-parameters list that does not start with a link to the function`);
    return toString(paragraph);
  }
  const names = new Map<string, string[]>();
  let label: string | undefined;
  for (const node of rest) {
    if (node.type === 'text') {
      const labels = [...node.value.matchAll(/(added|removed|new type|now required|now optional):/g)];
      if (labels.length) label = labels.at(-1)![1];
    } else if (node.type === 'inlineCode') {
      if (!label) problems.push(`${file}:${lineOf(node)}: \`${node.value}\` follows no label (added, removed, new type, now required, now optional)`);
      else names.set(label, [...(names.get(label) ?? []), node.value]);
    }
  }
  return formatParams(linkLine(fn), names);
}

const formatParams = (fn: string, names: Map<string, string[]>) =>
  `${fn}: ${PARAM_LABELS.filter((l) => names.get(l)?.length)
    .map((l) => `${l}: ${names.get(l)!.join(', ')}`)
    .join('; ')}`;

/** The lists a library's guide must have, from its facts' difference. */
export function expectedLists(library: string, diff: MigrationDiff, sectionTitles: Map<string, string>): Omit<GuideLists, 'headings' | 'problems'> {
  const older = sdkRoutes(library as SdkLibrary, diff.from);
  const current = sdkRoutes(library as SdkLibrary, diff.to);
  const paramLineOf = (c: ParamChange) =>
    formatParams(
      `[${c.call}](${current.item(c.id)})`,
      new Map([
        ['added', c.added],
        ['removed', c.removed],
        ['new type', c.retyped],
        ['now required', c.nowRequired],
        ['now optional', c.nowOptional],
      ]),
    );
  return {
    renamed: diff.renamed.map((r) => `[${r.from}](${older.item(r.id)}) → [${r.to}](${current.item(r.id)})`),
    removed: diff.removed.map((f) => `[${f.call}](${older.item(f.id)})`),
    added: diff.added.map((f) => `${sectionTitles.get(f.section) ?? f.section} › [${f.call}](${current.item(f.id)})`),
    params: diff.params.compared ? diff.params.changes.map(paramLineOf) : undefined,
  };
}

/** Every way a guide's lists differ from its facts' difference, one line each. */
export function guideDifferences(file: string, found: GuideLists, expected: Omit<GuideLists, 'headings' | 'problems'>): string[] {
  const out = [...found.problems];
  for (const heading of LISTS) {
    if (heading === 'changed-parameters') continue;
    if (!found.headings.has(heading)) out.push(`${file}: no "### … [#${heading}]" heading under "## … [#every-change]"`);
  }
  const compare = (what: string, have: string[], want: string[]) => {
    for (const entry of want) if (!have.includes(entry)) out.push(`${file}: ${what}: missing ${entry}`);
    for (const entry of have) if (!want.includes(entry)) out.push(`${file}: ${what}: ${entry} is not in the facts' difference`);
    const seen = new Set<string>();
    for (const entry of have) {
      if (seen.has(entry)) out.push(`${file}: ${what}: ${entry} is listed twice`);
      seen.add(entry);
    }
  };
  compare('renamed functions', found.renamed, expected.renamed);
  compare('removed functions', found.removed, expected.removed);
  compare('new functions', found.added, expected.added);
  if (expected.params && !found.params) out.push(`${file}: no "### … [#changed-parameters]" list, though both versions' facts list parameters`);
  else if (!expected.params && found.params) out.push(`${file}: a changed-parameters list, though the facts of one version list no parameters to compare`);
  else if (expected.params && found.params) compare('changed parameters', found.params, expected.params);
  return out;
}

/** A v1 sample: a code block flagged with the older version, and where it is. */
interface V1Sample {
  code: string;
  lang: string;
  /** 1-based line of its fence. */
  line: number;
}

/**
 * The guide's v1 samples (code blocks of the library flagged with version `from`), and what is
 * wrong with its before-and-after shape: a v1 sample must be followed by the library's code block
 * of the current version that replaces it.
 */
export function v1Samples(file: string, library: string, from: string, source: string): { samples: V1Sample[]; problems: string[] } {
  const blocks = extractCodeBlocks(source);
  const ofLibrary = (lang: string) => fenceLibrary(lang)?.entry.key === library;
  const samples: V1Sample[] = [];
  const problems: string[] = [];
  for (const [i, block] of blocks.entries()) {
    if (!block.version) continue;
    if (!ofLibrary(block.lang) || block.version !== from) {
      problems.push(`${file}:${block.line}: a block flagged ${block.version} in the ${library} ${from} guide must be ${library} code of ${from}`);
      continue;
    }
    samples.push({ code: block.code, lang: block.lang, line: block.line });
    const next = blocks[i + 1];
    if (!next || next.version || !ofLibrary(next.lang))
      problems.push(`${file}:${block.line}: a ${from} sample must be followed by the ${library} code block that replaces it in the current version`);
  }
  return { samples, problems };
}

/** The v1 samples that neither call anything on the client nor make one: a sample of nothing. */
export async function idleV1Samples(file: string, library: string, from: string, samples: V1Sample[]): Promise<string[]> {
  const code = clientCodeOf(library)!;
  const constructors = code.constructors.map((c) => new RegExp(`\\b${c.split('.').join('\\.')}\\(`));
  const read = await samplesUnknownCalls(
    samples.map((s) => s.code),
    library,
    from,
  );
  return samples.flatMap((sample, i) =>
    read[i]!.checked || constructors.some((c) => c.test(sample.code))
      ? []
      : [`${file}:${sample.line}: the ${from} sample calls nothing on the client and does not create one`],
  );
}

const guides = Object.entries(MIGRATION_GUIDES).map(([library, guide]) => ({ library, ...guide, file: guideFile(guide.route) }));

describe('migration guides', () => {
  it('every client library with two versions has one, from its previous version to its current one', () => {
    const twoVersions = sdkEntries.filter((e) => e.versions.length > 1);
    expect(twoVersions.map((e) => ({ library: e.key, from: e.versions[1], to: e.versions[0] }))).toEqual(
      twoVersions.map((e) => ({ library: e.key, from: MIGRATION_GUIDES[e.key]?.from, to: MIGRATION_GUIDES[e.key]?.to })),
    );
    expect(guides.filter((g) => !existsSync(path.join(REPO_ROOT, g.file))).map((g) => g.file)).toEqual([]);
  });

  describe.for(guides.filter((g) => existsSync(path.join(REPO_ROOT, g.file))))('$file', ({ library, from, to, file }) => {
    const source = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    const newer = readSdkFacts(library, to);
    const diff = migrationDiff(readSdkFacts(library, from), newer);
    const titles = new Map(newer.sections.map((s) => [s.id, s.title]));

    it("lists exactly the facts' difference", () => {
      expect(guideDifferences(file, guideLists(file, source), expectedLists(library, diff, titles))).toEqual([]);
    });

    it('shows each v1 sample as a v1 block before the code that replaces it', async () => {
      const { samples, problems } = v1Samples(file, library, from, source);
      expect(samples.length, `${file} shows no ${from} sample`).toBeGreaterThan(0);
      expect([...problems, ...(await idleV1Samples(file, library, from, samples))]).toEqual([]);
    });

    it('proves its v1 samples against v1 and the others against the current version', async () => {
      const blocks = extractCodeBlocks(source);
      expect((await clientCallProblems(file, blocks)).map((p) => `${file}:${p.line}: ${p.message}`)).toEqual([]);
      if (library === 'javascript') expect(typecheckPagesByVersion([{ page: file, samples: samplesFromBlocks(blocks) }])).toEqual([]);
    });
  });
});

describe('the guide checks catch what they are for', () => {
  const diff: MigrationDiff = {
    library: 'plinth-kt',
    from: 'v1',
    to: 'v2',
    removed: [],
    added: [{ id: 'link-identity', section: 'auth', call: 'linkIdentity()' }],
    renamed: [
      { id: 'sign-out', section: 'auth', from: 'logout()', to: 'signOut()' },
      { id: 'sign-in-with-password', section: 'auth', from: 'loginWith()', to: 'signInWith()' },
    ],
    params: { compared: false, why: 'none listed' },
  };
  const titles = new Map([['auth', 'Auth']]);
  const page = (rows: string, extra = '') => `---
title: T
---

## Every change [#every-change]

### Renamed functions [#renamed-functions]

| v1 | v2 |
| --- | --- |
${rows}

### Removed functions [#removed-functions]

Nothing was removed.

### New functions [#new-functions]

- **Auth**: [\`linkIdentity()\`](/reference/kotlin/link-identity)
${extra}`;
  const both =
    '| [`logout()`](/reference/kotlin/v1/sign-out) | [`signOut()`](/reference/kotlin/sign-out) |\n| [`loginWith()`](/reference/kotlin/v1/sign-in-with-password) | [`signInWith()`](/reference/kotlin/sign-in-with-password) |';
  const check = (source: string) => guideDifferences('g.mdx', guideLists('g.mdx', source), expectedLists('kotlin', diff, titles));

  it('accepts a guide that lists the difference', () => {
    expect(check(page(both))).toEqual([]);
  });

  it('names an entry the guide leaves out, and one it invents', () => {
    expect(check(page(both.split('\n')[0]!))).toEqual([
      'g.mdx: renamed functions: missing [loginWith()](/reference/kotlin/v1/sign-in-with-password) → [signInWith()](/reference/kotlin/sign-in-with-password)',
    ]);
    expect(
      check(page(`${both}\n| [\`sendOtpTo()\`](/reference/kotlin/v1/sign-in-with-otp) | [\`signInWith(OTP)\`](/reference/kotlin/sign-in-with-otp) |`)),
    ).toEqual([
      "g.mdx: renamed functions: [sendOtpTo()](/reference/kotlin/v1/sign-in-with-otp) → [signInWith(OTP)](/reference/kotlin/sign-in-with-otp) is not in the facts' difference",
    ]);
  });

  it('refuses a link to the wrong version, and a parameter list the facts cannot back', () => {
    expect(check(page(both.replace('/reference/kotlin/sign-out', '/reference/kotlin/v1/sign-out')))).toContain(
      'g.mdx: renamed functions: missing [logout()](/reference/kotlin/v1/sign-out) → [signOut()](/reference/kotlin/sign-out)',
    );
    expect(check(page(both, '\n### Changed parameters [#changed-parameters]\n\n- [`signOut()`](/reference/kotlin/sign-out): added: `scope`\n'))).toEqual([
      'g.mdx: a changed-parameters list, though the facts of one version list no parameters to compare',
    ]);
  });

  it('reads a changed-parameters line label by label', () => {
    const source = page(
      both,
      '\n### Changed parameters [#changed-parameters]\n\n- [`signOut()`](/reference/kotlin/sign-out): added: `scope`, `options.x`; now optional: `jwt`\n',
    );
    expect(guideLists('g.mdx', source).params).toEqual(['[signOut()](/reference/kotlin/sign-out): added: scope, options.x; now optional: jwt']);
  });

  const v1Page = (lang: string, before: string, after: string) =>
    `---\ntitle: T\n---\n\n**v1:**\n\n\`\`\`${lang} v1\n${before}\n\`\`\`\n\n**v2:**\n\n\`\`\`${lang}\n${after}\n\`\`\`\n`;

  it('proves a v1 block against v1 and refuses one that calls what v1 does not have', async () => {
    const good = v1Page(
      'kotlin',
      'plinth.gotrue.loginWith(Email) { email = "a@example.com"; password = "p" }',
      'plinth.auth.signInWith(Email) { email = "a@example.com"; password = "p" }',
    );
    expect(v1Samples('g.mdx', 'kotlin', 'v1', good).problems).toEqual([]);
    expect(await clientCallProblems('g.mdx', extractCodeBlocks(good))).toEqual([]);
    // v1's auth module is gotrue: `auth` is v2's, so the v1 block fails where the v2 one passes.
    const bad = v1Page('kotlin', 'plinth.auth.signInWith(Email) { email = "a@example.com" }', 'plinth.auth.signOut()');
    expect((await clientCallProblems('g.mdx', extractCodeBlocks(bad))).map((p) => `${p.line}: ${p.message}`)).toEqual([
      `8: ${unknownCallMessage({ name: 'auth', line: 0 }, 'kotlin', 'v1')}`,
    ]);
  });

  it('type-checks a JavaScript v1 block against the v1 client', () => {
    const page = v1Page(
      'ts',
      "plinth.auth.signIn({ email: 'a@example.com' }, { emailRedirectTo: 'https://example.com' })",
      "plinth.auth.signInWithOtp({ email: 'a@example.com' })",
    );
    const errors = typecheckPagesByVersion([{ page: 'g.mdx', samples: samplesFromBlocks(extractCodeBlocks(page)) }]);
    expect(errors.map((e) => [e.line, e.message])).toEqual([[8, expect.stringMatching(/emailRedirectTo/)]]);
    // The same call in the v2 block: signIn is not a function of the v2 client.
    const v2 = v1Page('ts', "plinth.auth.signIn({ email: 'a@example.com' })", "plinth.auth.signIn({ email: 'a@example.com' })");
    expect(typecheckPagesByVersion([{ page: 'g.mdx', samples: samplesFromBlocks(extractCodeBlocks(v2)) }]).map((e) => e.line)).toEqual([14]);
  });

  it('wants the current code block after a v1 block, and a v1 block that calls the library', async () => {
    const alone = '---\ntitle: T\n---\n\n```kotlin v1\nplinth.gotrue.logout()\n```\n\nThen nothing.\n';
    expect(v1Samples('g.mdx', 'kotlin', 'v1', alone).problems).toEqual([
      'g.mdx:5: a v1 sample must be followed by the kotlin code block that replaces it in the current version',
    ]);
    const idle = v1Page('kotlin', 'val x = 1', 'plinth.auth.signOut()');
    const { samples } = v1Samples('g.mdx', 'kotlin', 'v1', idle);
    expect(await idleV1Samples('g.mdx', 'kotlin', 'v1', samples)).toEqual(['g.mdx:7: the v1 sample calls nothing on the client and does not create one']);
  });
});
