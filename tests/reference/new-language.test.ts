import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../tools/sql/code-blocks';

/**
 * A new client library is what docs/architecture.md's recipe says, and nothing more: in a scratch
 * copy of the project, a made-up Ruby library (fixtures/new-language/) is added in exactly the
 * recipe's places (its registry entry with its code descriptor, its spec, its introduction, its
 * start page, and its facts beside the others), and then, with no other change:
 * - a guide's Ruby code block links its calls to the Ruby reference's items (the call reader and
 *   the highlighter read the descriptor);
 * - the registry builds the Ruby reference, and its search records exist;
 * - the page check proves the block's calls against the Ruby facts, refusing one they lack, and
 *   the reference's examples are checked the same way.
 */

const FIXTURE = path.join(REPO_ROOT, 'tests', 'reference', 'fixtures', 'new-language');
let scratch = '';
let result: { links: string[]; records: string[]; calls: string[]; examples: string[]; highlight?: string; package?: string };

/** The parts of the project the pages and checks read, copied (specs are read only from inside the project, by real path). */
const COPIED = [
  'src',
  'tools',
  'specs',
  'types',
  'content/reference',
  // The error catalogue links its entries to guides and refuses a guide that does not exist.
  'content/guides',
  'tests/reference/fixtures',
  'tests/sql/platform-model.sql',
  'package.json',
  'tsconfig.json',
];

beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'plinth-new-language-'));
  const project = path.join(scratch, 'project');
  for (const part of COPIED) cpSync(path.join(REPO_ROOT, part), path.join(project, part), { recursive: true });
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(project, 'node_modules'), 'dir');
  // The facts beside the project, as ../shared/reference/ is beside the repository.
  const shared = path.join(scratch, 'shared', 'reference');
  const realShared = path.join(REPO_ROOT, '..', 'shared', 'reference');
  mkdirSync(path.join(shared, 'client-libs'), { recursive: true });
  for (const name of readdirSync(realShared)) if (name !== 'client-libs') symlinkSync(path.join(realShared, name), path.join(shared, name));
  for (const name of readdirSync(path.join(realShared, 'client-libs')))
    symlinkSync(path.join(realShared, 'client-libs', name), path.join(shared, 'client-libs', name));

  // The recipe, place by place.
  // 1. The registry entry, with the library's code descriptor.
  const registry = path.join(project, 'src', 'references.config.ts');
  const text = readFileSync(registry, 'utf8');
  const before = "  // The CLI's version is the site's";
  if (!text.includes(before)) throw new Error(`src/references.config.ts no longer has the line "${before}" the Ruby entry is added before`);
  writeFileSync(registry, text.replace(before, `${readFileSync(path.join(FIXTURE, 'entry.ts.txt'), 'utf8')}${before}`));
  // 2. The spec of each version.
  mkdirSync(path.join(project, 'specs', 'sdk', 'ruby'), { recursive: true });
  cpSync(path.join(FIXTURE, 'v1.yaml'), path.join(project, 'specs', 'sdk', 'ruby', 'v1.yaml'));
  // 3. The introduction of each version, 4. the start page.
  mkdirSync(path.join(project, 'content', 'reference', 'ruby', 'v1'), { recursive: true });
  cpSync(path.join(FIXTURE, 'introduction.mdx'), path.join(project, 'content', 'reference', 'ruby', 'v1', 'introduction.mdx'));
  cpSync(path.join(FIXTURE, 'start.mdx'), path.join(project, 'content', 'reference', 'ruby', 'start.mdx'));
  // 5. The facts of each version.
  cpSync(path.join(FIXTURE, 'ruby-v1.json'), path.join(shared, 'client-libs', 'ruby-v1.json'));

  // A guide that uses the library: content, not a place of the recipe.
  mkdirSync(path.join(project, 'content', 'guides'), { recursive: true });
  cpSync(path.join(FIXTURE, 'guide.mdx'), path.join(project, 'content', 'guides', 'ruby-sign-in.mdx'));

  const tsx = path.join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const out = execFileSync(process.execPath, [tsx, path.join('tests', 'reference', 'fixtures', 'new-language', 'run.ts')], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, PLINTH_BUILD_CACHE: path.join(scratch, 'cache') },
    maxBuffer: 16 * 1024 * 1024,
  });
  result = JSON.parse(out.trim().split('\n').at(-1)!) as typeof result;
}, 240_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('a client library added by the recipe alone', () => {
  it("reaches a page: a Ruby block's calls link to the Ruby reference", () => {
    expect(result.highlight).toBe('ruby');
    expect(result.links).toEqual(['sign_in_with_otp → /reference/ruby/sign-in-with-otp', 'select → /reference/ruby/select']);
  });

  it('reaches the search index: the Ruby reference has its records', () => {
    expect(result.records).toEqual(
      expect.arrayContaining([
        'sign_in_with_otp() — Ruby v1 → /reference/ruby/introduction#sign-in-with-otp',
        'sign_in_with_otp() email — Ruby v1 → /reference/ruby/introduction#sign-in-with-otp-param-email',
      ]),
    );
    expect(result.package).toBe('plinth-rb');
  });

  it('is proven: a call its facts lack fails the page, and its reference examples are checked', () => {
    expect(result.calls).toEqual([expect.stringMatching(/^13: calls "sign_in_with_pigeon" on the client, which is not a function of ruby v1 \(its facts\)/)]);
    expect(result.examples).toEqual([]);
  });
});
