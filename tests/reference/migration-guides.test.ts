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
import { readSample } from '../../src/content/call-chains';
import { callableNames, checkedMembers, readLanguageOfLibrary, unknownCallMessage, unknownCalls } from '../../tools/content/client-calls';
import { parseProblem } from '../../tools/content/parse-samples';
import { readSdkFacts } from '../../tools/reference/sdk-facts';
import { REPO_ROOT } from '../../tools/sql/code-blocks';
import { PLINTH_V1_TYPES, typecheckPages, type Sample } from '../../tools/typecheck/typecheck';

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
 * 2. Their v1 samples are proven against v1, since the page checks prove a guide's code blocks
 *    against the current version only: a v1 sample is the inline code of a paragraph that starts
 *    with **v1:**, followed by the code block that replaces it. What it calls on the client must be
 *    a function of the library's v1 facts (or its v1 extra calls), Dart, Swift and Kotlin samples
 *    must parse, and JavaScript samples type-check against the v1 client's declarations
 *    (types/plinth-js-v1.d.ts).
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

/** The fence languages a library's samples are written in. */
const FENCES: Record<string, string[]> = {
  javascript: ['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript'],
  dart: ['dart'],
  swift: ['swift'],
  kotlin: ['kotlin', 'kt'],
};

/**
 * How each library creates its client: a sample that shows only that (`createClient(url, key,
 * options)`) calls nothing on the client, and is still a sample of the library.
 */
const CLIENT_SETUP: Record<string, RegExp> = {
  javascript: /\bcreateClient\(/,
  dart: /\bPlinth\.initialize\(|\bPlinthClient\(/,
  swift: /\bPlinthClient\(/,
  kotlin: /\bcreatePlinthClient\(/,
};

/** A v1 sample: the inline code of a paragraph that starts with **v1:**. */
interface V1Sample {
  code: string;
  line: number;
}

export function v1Samples(file: string, library: string, source: string): { samples: V1Sample[]; problems: string[] } {
  const samples: V1Sample[] = [];
  const problems: string[] = [];
  visit(parseMdx(source), 'paragraph', (paragraph: Paragraph, index, parent) => {
    const lead = paragraph.children[0];
    if (lead?.type !== 'strong' || toString(lead).trim() !== 'v1:') return;
    const codes = paragraph.children.filter((c) => c.type === 'inlineCode');
    if (!codes.length) problems.push(`${file}:${lineOf(paragraph)}: a **v1:** paragraph without a sample in inline code`);
    for (const code of codes) samples.push({ code: code.value, line: lineOf(code) });
    const next = parent && index !== undefined ? parent.children[index + 1] : undefined;
    if (next?.type !== 'code' || !FENCES[library]!.includes(next.lang ?? ''))
      problems.push(`${file}:${lineOf(paragraph)}: a **v1:** sample must be followed by the ${library} code block that replaces it in v2`);
  });
  return { samples, problems };
}

/** What is wrong with a library's v1 samples: calls the v1 facts do not have, syntax, types. */
export async function v1SampleProblems(file: string, library: string, samples: V1Sample[]): Promise<string[]> {
  const problems: string[] = [];
  const names = callableNames(library, 'v1');
  const language = readLanguageOfLibrary(library)!;
  const typed: Sample[] = [];
  for (const [i, sample] of samples.entries()) {
    const read = await readSample(sample.code, language);
    const called = read.chains.flatMap((c) => checkedMembers(c, names));
    if (!called.length && !CLIENT_SETUP[library]!.test(sample.code))
      problems.push(`${file}:${sample.line}: the v1 sample \`${sample.code}\` calls nothing on the client and does not create one`);
    for (const call of unknownCalls(read, names)) problems.push(`${file}:${sample.line}: the v1 sample ${unknownCallMessage(call, library, 'v1')}`);
    if (library === 'javascript') {
      // The sample is the file's second line, after the import a reader's file has; errors are
      // reported at `line + 1 + row`, so they land on the sample's line in the guide.
      typed.push({ file: `v1-sample-${i}.ts`, code: `import { createClient } from '@plinth/plinth-js'\n${sample.code}\n`, line: sample.line - 2, env: 'app' });
    } else {
      const problem = await parseProblem(library, sample.code);
      if (problem) problems.push(`${file}:${sample.line}: the v1 sample does not parse: ${problem.message}`);
    }
  }
  if (typed.length) {
    for (const error of typecheckPages([{ page: file, samples: typed }], { plinthTypes: PLINTH_V1_TYPES }))
      problems.push(`${file}:${error.line}: the v1 sample does not type-check against v1: ${error.message}`);
  }
  return problems;
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

    it('proves its v1 samples against v1', async () => {
      const { samples, problems } = v1Samples(file, library, source);
      expect(samples.length, `${file} shows no v1 sample`).toBeGreaterThan(0);
      expect([...problems, ...(await v1SampleProblems(file, library, samples))]).toEqual([]);
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

  it('proves a v1 sample against v1 and refuses one that calls what v1 does not have', async () => {
    const source =
      '**v1:** `plinth.gotrue.loginWith(Email) { email = "a@example.com"; password = "p" }`\n\n```kotlin\nplinth.auth.signInWith(Email) { email = "a@example.com"; password = "p" }\n```\n\n**v1:** `plinth.auth.signInWith(Email) { email = "a@example.com" }`\n\n```kotlin\nplinth.auth.signOut()\n```\n';
    const { samples, problems } = v1Samples('g.mdx', 'kotlin', source);
    expect(problems).toEqual([]);
    expect(await v1SampleProblems('g.mdx', 'kotlin', samples)).toEqual([
      `g.mdx:7: the v1 sample ${unknownCallMessage({ name: 'auth', line: 0 }, 'kotlin', 'v1')}`,
      `g.mdx:7: the v1 sample ${unknownCallMessage({ name: 'signInWith', line: 0 }, 'kotlin', 'v1')}`,
    ]);
  });

  it('type-checks a JavaScript v1 sample against the v1 client', async () => {
    const problems = await v1SampleProblems('g.mdx', 'javascript', [
      { code: "plinth.auth.signIn({ email: 'a@example.com', password: 'p' })", line: 3 },
      { code: "plinth.auth.signIn({ email: 'a@example.com' }, { emailRedirectTo: 'https://example.com' })", line: 5 },
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^g\.mdx:5: the v1 sample does not type-check against v1: .*emailRedirectTo/);
  });

  it('wants the v2 code block after a v1 sample', () => {
    expect(v1Samples('g.mdx', 'kotlin', '**v1:** `plinth.gotrue.logout()`\n\nThen nothing.\n').problems).toEqual([
      'g.mdx:1: a **v1:** sample must be followed by the kotlin code block that replaces it in v2',
    ]);
  });
});
