import type { Node } from 'unist';
import { ContentError } from './errors';

/**
 * How big and how deep a page may be. The MDX parser's time grows faster than the page as
 * constructs nest (issue 29, measured on 2 cores: a list nested 250 deep took 2.3 s to compile, 500 deep
 * 10.9 s, 1,000 deep overflowed the stack, 10,000 deep ran for minutes), so a page is measured
 * by a cheap scan of its text before anything parses it, and fails with its file and line.
 *
 * The limits are far above what any real page does. Measured on content/ (402 pages, 2026-11):
 * the largest page is 35 KB (getting-started/tutorials/with-kotlin.mdx), the longest line 585
 * characters (platform/oauth-apps/oauth-scopes.mdx), and the deepest nesting the scan counts
 * is 6 (platform/sso.mdx; no parsed page tree is deeper than 7 levels, 4 of them lists, quotes or components).
 */
export const PAGE_LIMITS = {
  /** Bytes of the whole file, frontmatter included. */
  maxBytes: 256 * 1024,
  /** A file this big is not even read (the scan would report its size, or a line, after reading it). */
  maxReadBytes: 4 * 1024 * 1024,
  /** Characters on one line: a long line is where inline nesting (`*a *a *a …`) hides. */
  maxLineLength: 2_000,
  /** Levels of nesting as the scan counts them (below): lists, quotes, elements, emphasis, links. */
  maxNesting: 32,
  /** Levels of the parsed tree, checked before the (recursive) checks and rendering walk it. */
  maxTreeDepth: 48,
} as const;

const LIMITS_HINT = 'no real page comes near it (see src/sources/limits.ts)';

/**
 * Fails with the file and line when `source` is bigger, has a longer line, or nests deeper than
 * PAGE_LIMITS allows. Linear in the text and parses nothing. Nesting is counted per line as
 * - the line's container prefix (its indentation, `>` and list markers): every level of a list or
 *   quote takes at least two columns of it (`>` counts as two), so half its width bounds them;
 * - the JSX or HTML elements open at that point (`<Tabs` +1, `</Tabs` or `/>` −1), across lines;
 * - the braces of MDX expressions open at that point (`{` +1, `}` −1), across lines: a literal
 *   brace in prose must be escaped in MDX, so every brace the scan sees is an expression's;
 * - the brackets and emphasis runs open in the current paragraph (`[` and a run of `*` or `_`
 *   that can only open +1, `]` and one that can only close −1), reset by a blank line.
 * Fenced code and inline code are skipped. The scan overcounts rather than under (`- - x` is two
 * lists, `*a` with no closer one level of emphasis), and a construct it does not see is still
 * caught after parsing by checkTreeDepth, only later.
 */
export function prescanPage(file: string, source: string, { frontmatterLines = 0 }: { frontmatterLines?: number } = {}): void {
  const lines = source.split('\n');
  let fence: { char: string; length: number } | undefined;
  let elements = 0;
  let braces = 0;
  let inline = 0;
  for (const [index, line] of lines.entries()) {
    const at = index + 1;
    const tooLong =
      line.length > PAGE_LIMITS.maxLineLength
        ? new ContentError(file, `line ${at} is ${line.length} characters long; the limit is ${PAGE_LIMITS.maxLineLength} (${LIMITS_HINT})`, at)
        : undefined;
    if (index < frontmatterLines) {
      if (tooLong) throw tooLong;
      continue; // YAML, not Markdown: its size is checked here, its aliases by yaml (YAML_LIMITS)
    }
    const prefix = /^(?:[ \t>]|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$))*/.exec(line)![0];
    const containers = Math.ceil(prefixWidth(prefix) / 2);
    const rest = line.slice(prefix.length);
    const fenceMark = /^(`{3,}|~{3,})/.exec(rest)?.[1];
    if (fence) {
      if (fenceMark && fenceMark[0] === fence.char && fenceMark.length >= fence.length && rest.slice(fenceMark.length).trim() === '') fence = undefined;
      continue;
    }
    if (fenceMark) {
      fence = { char: fenceMark[0]!, length: fenceMark.length };
      continue;
    }
    if (rest.trim() === '') inline = 0;
    let deepest = elements + braces + inline;
    const text = rest.replace(/(`+)[^`][\s\S]*?\1|\\./g, ' '); // inline code and escaped characters
    // Element tags, brackets and emphasis runs, in the order they appear on the line.
    for (const token of text.matchAll(/<\/|\/>|<[A-Za-z][\w.-]*(?=[\s/>]|$)|[[\]{}]|[*_]+/g)) {
      const mark = token[0];
      if (mark === '{') braces++;
      else if (mark === '}') braces = Math.max(0, braces - 1);
      else if (mark === '</' || mark === '/>') elements = Math.max(0, elements - 1);
      else if (mark[0] === '<') elements++;
      else if (mark === '[') inline++;
      else if (mark === ']') inline = Math.max(0, inline - 1);
      else {
        // CommonMark's flanking rules: a run that can only open, or only close, emphasis.
        const [spaceBefore, punctuationBefore] = kindOf(text[token.index - 1]);
        const [spaceAfter, punctuationAfter] = kindOf(text[token.index + mark.length]);
        const opens = !spaceAfter && (!punctuationAfter || spaceBefore || punctuationBefore);
        const closes = !spaceBefore && (!punctuationBefore || spaceAfter || punctuationAfter);
        if (opens && !closes) inline++;
        else if (closes && !opens) inline = Math.max(0, inline - 1);
      }
      deepest = Math.max(deepest, elements + braces + inline);
    }
    const nesting = containers + deepest;
    if (nesting > PAGE_LIMITS.maxNesting) {
      throw new ContentError(
        file,
        `nesting is ${nesting} levels deep here (lists, quotes, components, expressions, emphasis and links counted together); the limit is ${PAGE_LIMITS.maxNesting} (${LIMITS_HINT})`,
        at,
      );
    }
    if (tooLong) throw tooLong;
  }
  // Last, so that a deep list, which is also a big file, is reported at the line where it goes too deep.
  const bytes = Buffer.byteLength(source, 'utf8');
  if (bytes > PAGE_LIMITS.maxBytes)
    throw new ContentError(file, `the page is ${bytes} bytes; the limit is ${PAGE_LIMITS.maxBytes} (${LIMITS_HINT}): split it into several pages`);
}

/** Whether a character next to an emphasis run is whitespace (or the line's edge), and whether it is punctuation. */
function kindOf(char: string | undefined): [boolean, boolean] {
  if (char === undefined || /\s/.test(char)) return [true, false];
  return [false, /[\p{P}\p{S}]/u.test(char)];
}

/** Columns of a container prefix: a tab to the next multiple of 4, `>` as two (`>>>` is three quotes). */
function prefixWidth(prefix: string): number {
  let width = 0;
  for (const char of prefix) width = char === '\t' ? width + 4 - (width % 4) : width + (char === '>' ? 2 : 1);
  return width;
}

/**
 * Fails with the file and the line of the first node deeper than PAGE_LIMITS.maxTreeDepth: the
 * parsed tree is walked by recursive code afterwards (the checks, remark-rehype, the HTML writer),
 * which a very deep tree would overflow. Iterative itself.
 */
export function checkTreeDepth(file: string, tree: Node): void {
  const stack: [Node, number][] = [[tree, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (depth > PAGE_LIMITS.maxTreeDepth) {
      throw new ContentError(
        file,
        `the content is nested ${depth} levels deep here; the limit is ${PAGE_LIMITS.maxTreeDepth} (${LIMITS_HINT})`,
        node.position?.start.line,
        node.position?.start.column,
      );
    }
    for (const child of (node as { children?: Node[] }).children ?? []) stack.push([child, depth + 1]);
  }
}

/**
 * The same idea for YAML and JSON: the reference specs and page frontmatter. Measured on specs/
 * (2026-11): the largest file is 404 KB (specs/api/management-v1.openapi.json; the largest YAML,
 * specs/sdk/javascript/v2.yaml, 332 KB), the longest YAML line 657 characters, the deepest YAML
 * document 7 levels of collections (specs/cli/cli_v1_commands.yaml), and no file uses an alias.
 */
export const YAML_LIMITS = {
  maxBytes: 4 * 1024 * 1024,
  /** YAML only: a published JSON document may well be one line. */
  maxLineLength: 10_000,
  /** Levels of collections, checked on the parsed document before it is turned into data. */
  maxDepth: 64,
  /**
   * yaml's guard against alias bombs (`a: &a [x,x]`, `b: [*a,*a]`, … which expand exponentially):
   * building the data fails once aliases times expansions pass this (yaml's own default, made explicit).
   */
  maxAliasCount: 100,
} as const;

/**
 * The path to the first value of parsed data (JSON, or an OpenAPI document after its $refs are
 * resolved, shared and circular parts included) that is nested deeper than `limit`, or undefined.
 * Iterative, and each object is walked again only when reached at a smaller depth, so shared
 * schemas do not multiply the work and a cycle ends. Recursive code (a renderer, a validator)
 * can then walk anything that passed.
 */
export function pathDeeperThan(root: unknown, limit: number): (string | number)[] | undefined {
  const shallowest = new Map<object, number>();
  const stack: [unknown, (string | number)[]][] = [[root, []]];
  while (stack.length) {
    const [node, path] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (path.length > limit) return path;
    const seen = shallowest.get(node);
    if (seen !== undefined && seen <= path.length) continue;
    shallowest.set(node, path.length);
    if (Array.isArray(node)) node.forEach((child, i) => stack.push([child, [...path, i]]));
    else for (const [key, child] of Object.entries(node)) stack.push([child, [...path, key]]);
  }
  return undefined;
}

/** A path as a JSON pointer (RFC 6901): `/paths/~1v1~1projects/get`. */
export const jsonPointer = (path: readonly (string | number)[]): string => path.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
