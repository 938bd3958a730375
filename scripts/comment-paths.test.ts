import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourceFiles, stalePaths } from './comment-paths';

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
        Object.keys(files).filter((f) => f !== '.gitignore'),
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
