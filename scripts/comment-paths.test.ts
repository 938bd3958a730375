import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docFiles, sourceFiles, staleDocPaths, stalePaths } from './comment-paths';

const root = mkdtempSync(path.join(tmpdir(), 'comment-paths-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const files: Record<string, string> = {
  'builder/vendor.ts': '// Copies the bundle (src/widgets/mermaid/frame.mjs) into public/_static/frame.js.\nexport {};\n',
  '.gitignore': 'public/_static/\n',
  'src/widgets/mermaid/frame.mjs': '',
  'src/lib/slots.ts': '',
  'scripts/build.ts': '',
  'src/widgets/mermaid/render.ts': [
    '/**',
    ' * Copied by scripts/vendor.ts, never bundled (see builder/vendor.ts and lib/slots.ts).',
    ' * Made-up ones are not files: content/guides/x.mdx, a title such as e.g. `app/account/page.tsx`, <dir>/y.ts.',
    ' */',
    "const note = 'scripts/vendor.ts in a string is not a comment';",
    '// lib/gone.ts',
    'export default note;',
    '',
  ].join('\n'),
  'src/app/Page.tsx': 'export const Page = () => <div>{/* builder/gone.tsx */}</div>;\n',
  'public/icon.svg': '',
  'docs/architecture.md': [
    '# Map',
    '',
    'The build copies `src/widgets/mermaid/frame.mjs` (run `npx tsx scripts/build.ts`) into `public/_static/`.',
    'Rooms: `src/lib/`, `builder/`; a `<placeholder>`: `content/guides/<section>/<page>.mdx`.',
    "A reader's project file, not ours: a block titled `lib/plinth.ts`.",
    '',
    '| Change | Where |',
    '| --- | --- |',
    '| A widget | `src/widgets/gone.ts` |',
    '',
    'Folders that moved: `src/gone/` and `builder/old/`.',
    '',
    '```',
    'scripts/in-a-fence.ts is a drawing, not a code span',
    '```',
    '',
  ].join('\n'),
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}
// A repository, so that a path its .gitignore names (a build's output) counts as made.
execFileSync('git', ['init', '-q'], { cwd: root });

describe('stalePaths', () => {
  it('names each file a comment names that does not exist, with its line, and only those', () => {
    expect(
      stalePaths(
        root,
        Object.keys(files).filter((f) => /\.(tsx?|mjs)$/.test(f)),
      ),
    ).toEqual([
      { file: 'src/widgets/mermaid/render.ts', line: 2, path: 'scripts/vendor.ts' },
      { file: 'src/widgets/mermaid/render.ts', line: 6, path: 'lib/gone.ts' },
      { file: 'src/app/Page.tsx', line: 1, path: 'builder/gone.tsx' },
    ]);
  });

  it('finds none in this repository', { timeout: 60_000 }, () => {
    expect(stalePaths(process.cwd(), sourceFiles(process.cwd()))).toEqual([]);
  });
});

describe('staleDocPaths', () => {
  it('names each file or folder a code span of a doc names that does not exist, and only those', () => {
    expect(staleDocPaths(root, ['docs/architecture.md'])).toEqual([
      { file: 'docs/architecture.md', line: 9, path: 'src/widgets/gone.ts' },
      { file: 'docs/architecture.md', line: 11, path: 'src/gone/' },
      { file: 'docs/architecture.md', line: 11, path: 'builder/old/' },
    ]);
  });

  it("finds none in this repository's docs", { timeout: 60_000 }, () => {
    expect(docFiles(process.cwd())).toEqual(expect.arrayContaining(['docs/architecture.md', 'docs/writing-docs.md']));
    expect(staleDocPaths(process.cwd(), docFiles(process.cwd()))).toEqual([]);
  });
});
