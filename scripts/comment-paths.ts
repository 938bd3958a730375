/**
 * Every file a comment names by its path must exist: a comment that sends a reader to a file that
 * has moved is worse than none. `npx tsx scripts/comment-paths.ts` lists each one with its file and
 * line; the test beside this module fails on any (scripts/comment-paths.test.ts).
 *
 * A path is checked when it starts with a folder of the repository (`builder/`, `src/`, …) or
 * with a room of `src/` (`lib/`, `content/`, … as comments inside src/ write them), names a file
 * (it has an extension), and is not an example: a one-letter name, a `<placeholder>` or a path
 * introduced by "e.g.". It resolves from the repository's root, from the commenting file's
 * folder, or from `src/`. Relative paths (`../shared/…`) are left alone: relative to what is the
 * sentence's to say.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

export interface StalePath {
  file: string;
  line: number;
  path: string;
}

/** A file path as comments write it: folders, a name and an extension. */
const PATH = /(?<![\w/@.<-])((?:[\w@.[\]-]+\/)+[\w@.[\]-]*[\w\]]\.(?:tsx?|mjs|cjs|js|json|ya?ml|css|mdx?|sh|sql))(?![\w/])/g;

/** Every comment of a TypeScript or JavaScript source, with the line it starts on. */
export function commentsOf(file: string, text: string): { text: string; line: number }[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, string>();
  const add = (ranges: ts.CommentRange[] | undefined) => ranges?.forEach((r) => found.set(r.pos, text.slice(r.pos, r.end)));
  const visit = (node: ts.Node) => {
    add(ts.getLeadingCommentRanges(text, node.getFullStart()));
    add(ts.getTrailingCommentRanges(text, node.end));
    // `{/* … */}` in JSX: the comment follows the expression's `{`, before any token.
    if (ts.isJsxExpression(node)) add(ts.getLeadingCommentRanges(text, node.getStart(source) + 1));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...found].sort(([a], [b]) => a - b).map(([pos, body]) => ({ text: body, line: source.getLineAndCharacterOfPosition(pos).line + 1 }));
}

const isExample = (p: string, before: string) => /(^|\/)[a-z]\.\w+$/.test(p) || p.includes('<') || /e\.g\.\s*`?$/.test(before);

/**
 * A path git ignores is one a build makes (public/_static/, say): on a fresh clone it names
 * nothing yet, and is still true. `git check-ignore` exits 1 for a path it keeps, 128 outside a
 * repository: both mean "not made".
 */
function madeByBuild(root: string, named: string): boolean {
  return spawnSync('git', ['check-ignore', '-q', '--no-index', named], { cwd: root }).status === 0;
}

/** The paths named in the comments of `files` (relative to `root`) that name no file there. */
export function stalePaths(root: string, files: readonly string[]): StalePath[] {
  const folders = (dir: string) =>
    readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
      .map((e) => e.name);
  const top = new Set(folders('.'));
  const rooms = new Set(existsSync(path.join(root, 'src')) ? folders('src') : []);
  const stale: StalePath[] = [];
  const names = (text: string) =>
    [...text.matchAll(PATH)]
      .map((m) => ({ named: m[1]!, at: m.index, before: text.slice(Math.max(0, m.index - 8), m.index) }))
      .filter(({ named, before }) => !isExample(named, before) && (top.has(named.split('/')[0]!) || rooms.has(named.split('/')[0]!)));
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const exists = (named: string) =>
      [path.join(root, named), path.join(root, path.dirname(file), named), path.join(root, 'src', named)].some((c) => existsSync(c) && statSync(c).isFile()) ||
      madeByBuild(root, named);
    // Only a file with a path that names nothing is parsed, to see whether the path is in a comment.
    if (names(text).every(({ named }) => exists(named))) continue;
    for (const comment of commentsOf(file, text))
      for (const { named, at } of names(comment.text))
        if (!exists(named)) stale.push({ file, line: comment.line + comment.text.slice(0, at).split('\n').length - 1, path: named });
  }
  return stale;
}

/** The repository's own sources, as git lists them (fixtures and vendored files left out). */
export function sourceFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && !f.startsWith('builder/fixtures/') && existsSync(path.join(root, f)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const stale = stalePaths(process.cwd(), sourceFiles(process.cwd()));
  for (const s of stale) console.error(`${s.file}:${s.line}: names ${s.path}, which does not exist`);
  console.log(`comment paths: ${stale.length} name a file that does not exist`);
  process.exit(stale.length ? 1 : 0);
}
