/**
 * Every file a comment names by its path must exist: a comment that sends a reader to a file that
 * has moved is worse than none. The same holds for the repository paths the docs write in code
 * spans (`docs/*.md`: `src/site/index.ts`, or a folder, `server/dev/`), so the architecture map
 * stays true of the code. `npx tsx scripts/comment-paths.ts` lists each one with its file and
 * line; the test beside this module fails on any (scripts/comment-paths.test.ts).
 *
 * A path is checked when it starts with a folder of the repository (`builder/`, `src/`, …) or
 * with a room of `src/` (`lib/`, `content/`, … as comments inside src/ write them), names a file
 * (it has an extension), and is not an example: a one-letter name, a `<placeholder>` or a path
 * introduced by "e.g.". In the docs, which name files of a reader's project too, only paths from a
 * top folder count, and a code span that is a folder path alone (it ends in `/`) must name a
 * folder. A path resolves from the repository's root, from the naming file's folder, or from
 * `src/`; one git ignores is a build's output and counts as made. Relative paths (`../shared/…`)
 * are left alone: relative to what is the sentence's to say.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InlineCode, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import ts from 'typescript';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

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

/** What a path is checked against: the repository's top folders and the rooms of `src/`, and its files. */
interface Repository {
  root: string;
  top: ReadonlySet<string>;
  rooms: ReadonlySet<string>;
}

function repository(root: string): Repository {
  const folders = (dir: string) =>
    readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
      .map((e) => e.name);
  return { root, top: new Set(folders('.')), rooms: new Set(existsSync(path.join(root, 'src')) ? folders('src') : []) };
}

const isRepositoryPath = (repo: Repository, named: string) => repo.top.has(named.split('/')[0]!) || repo.rooms.has(named.split('/')[0]!);

/**
 * The file paths `text` names, with where each starts: those of the repository, examples left out.
 * With `fromRoot`, only paths from a top folder: the docs also name files of a reader's project
 * (a code block's title, e.g. `lib/plinth.ts`), which a room of `src/` would claim.
 */
function namedPaths(repo: Repository, text: string, { fromRoot = false } = {}): { named: string; at: number }[] {
  return [...text.matchAll(PATH)]
    .map((m) => ({ named: m[1]!, at: m.index, before: text.slice(Math.max(0, m.index - 8), m.index) }))
    .filter(({ named, before }) => !isExample(named, before) && (fromRoot ? repo.top.has(named.split('/')[0]!) : isRepositoryPath(repo, named)));
}

/** Whether `named`, written in `file`, is a file (or with `folder`, a folder) of the repository, or one a build makes. */
function resolves(repo: Repository, file: string, named: string, { folder = false } = {}): boolean {
  const { root } = repo;
  return (
    [path.join(root, named), path.join(root, path.dirname(file), named), path.join(root, 'src', named)].some(
      (c) => existsSync(c) && (folder ? statSync(c).isDirectory() : statSync(c).isFile()),
    ) || madeByBuild(root, named)
  );
}

/** The paths named in the comments of `files` (relative to `root`) that name no file there. */
export function stalePaths(root: string, files: readonly string[]): StalePath[] {
  const repo = repository(root);
  const stale: StalePath[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const exists = (named: string) => resolves(repo, file, named);
    // Only a file with a path that names nothing is parsed, to see whether the path is in a comment.
    if (namedPaths(repo, text).every(({ named }) => exists(named))) continue;
    for (const comment of commentsOf(file, text))
      for (const { named, at } of namedPaths(repo, comment.text))
        if (!exists(named)) stale.push({ file, line: comment.line + comment.text.slice(0, at).split('\n').length - 1, path: named });
  }
  return stale;
}

/** Every code span of a Markdown document (`` `src/site/` ``; a fenced block is not one), with the line it starts on. */
export function codeSpansOf(text: string): { text: string; line: number }[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(text) as Root;
  const spans: { text: string; line: number }[] = [];
  visit(tree, 'inlineCode', (node: InlineCode) => void spans.push({ text: node.value, line: node.position?.start.line ?? 0 }));
  return spans;
}

/** A code span that is a folder path alone: `server/dev/`, `src/app/reference/[key]/`. */
const FOLDER = /^(?:[\w@.[\]-]+\/)+$/;

/**
 * The repository paths the code spans of the Markdown `files` name that name nothing there: a
 * file path anywhere in a span (`npx tsx scripts/check-links.ts out`), a folder when the span is
 * only its path and ends in `/`.
 */
export function staleDocPaths(root: string, files: readonly string[]): StalePath[] {
  const repo = repository(root);
  const stale: StalePath[] = [];
  for (const file of files)
    for (const span of codeSpansOf(readFileSync(path.join(root, file), 'utf8'))) {
      for (const { named } of namedPaths(repo, span.text, { fromRoot: true }))
        if (!resolves(repo, file, named)) stale.push({ file, line: span.line, path: named });
      const folder = span.text.trim();
      if (FOLDER.test(folder) && repo.top.has(folder.split('/')[0]!) && !resolves(repo, file, folder, { folder: true }))
        stale.push({ file, line: span.line, path: folder });
    }
  return stale;
}

/** The repository's own sources, as git lists them (fixtures and vendored files left out). */
export function sourceFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && !f.startsWith('builder/fixtures/') && existsSync(path.join(root, f)));
}

/**
 * The docs whose paths are held to the code: every `docs/*.md` but the benchmarks, a dated log
 * whose entries name the files as they were on the day they were measured.
 */
export const DOCS_HISTORY = 'docs/benchmarks.md';

export function docFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', 'docs/*.md'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && f !== DOCS_HISTORY && existsSync(path.join(root, f)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.cwd();
  const stale = [...stalePaths(root, sourceFiles(root)), ...staleDocPaths(root, docFiles(root))];
  for (const s of stale) console.error(`${s.file}:${s.line}: names ${s.path}, which does not exist`);
  console.log(`comment and doc paths: ${stale.length} name a file or folder that does not exist`);
  process.exit(stale.length ? 1 : 0);
}
