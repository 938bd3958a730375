import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Code, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parseCodeMeta } from '../../src/content/code-meta';
import { blankFrontmatter } from '../../src/content/parse-frontmatter';

/** One fenced code block of a page, as the site renders it. */
export interface CodeBlock {
  /** The fence's language (`sql`, `tsx`, …), or '' when it has none. */
  lang: string;
  /** `title="…"` from the fence meta, if any. */
  title?: string;
  /** Bare words of the fence meta, such as `fragment`. */
  flags: Set<string>;
  /** The version of its client library the block shows (```dart v1), when not the page's. */
  version?: string;
  /** The code, without the fences. */
  code: string;
  /** 1-based line of the opening fence in the .mdx file. */
  line: number;
}

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const CONTENT_DIR = path.join(REPO_ROOT, 'content');

/**
 * Every fenced code block of an MDX page, in page order, including blocks nested in components
 * such as `<Tabs>` or `<Steps>`. The frontmatter is blanked out (not removed) so line numbers match
 * the file. Throws if the page is not valid MDX.
 */
export function extractCodeBlocks(source: string): CodeBlock[] {
  const body = blankFrontmatter(source);
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(body) as Root;
  const blocks: CodeBlock[] = [];
  visit(tree, 'code', (node: Code) => {
    const meta = parseCodeMeta(node.meta);
    blocks.push({
      lang: node.lang ?? '',
      title: meta.title,
      flags: meta.flags,
      ...(meta.version ? { version: meta.version } : {}),
      code: node.value,
      line: node.position?.start.line ?? 0,
    });
  });
  return blocks;
}

/** Paths (relative to the repository, with `/`) of every .mdx file under content/, sorted. */
export function listMdxFiles(root: string = CONTENT_DIR): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.mdx')) files.push(path.relative(REPO_ROOT, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return files.sort();
}

export function readRepoFile(relative: string): string {
  return readFileSync(path.join(REPO_ROOT, relative), 'utf8');
}
