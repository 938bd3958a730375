import { parseDocument, LineCounter } from 'yaml';
import { frontmatterSchema, type Frontmatter } from './frontmatter';
import { combineProblems, ContentError } from '../sources/errors';
import { prescanPage, YAML_LIMITS } from '../sources/limits';


const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export interface SplitSource {
  frontmatter: Frontmatter;
  /** The MDX body, with the frontmatter replaced by blank lines so line numbers stay true. */
  body: string;
}

/** A byte order mark some editors write at the start of a file; it is not content. */
const BOM = /^\uFEFF/;

/** The source with its frontmatter block turned into blank lines, so line numbers stay true. */
export function blankFrontmatter(source: string): string {
  return source.replace(BOM, '').replace(FENCE, (block) => block.replace(/[^\n]/g, ''));
}

/**
 * The frontmatter block exactly as written, fences included (a BOM left out), or undefined when the
 * source has none. The build's fast path compares it between builds (builder/fast-plan.ts).
 */
export function frontmatterBlock(source: string): string | undefined {
  return FENCE.exec(source.replace(BOM, ''))?.[0];
}

/**
 * Reads and validates a page's frontmatter, failing with the file and line of the problem. Every
 * page's source comes through here first, so this is where its size and nesting are measured
 * (src/sources/limits.ts), before YAML or MDX parses any of it.
 */
export function splitFrontmatter(file: string, source: string): SplitSource {
  source = source.replace(BOM, '');
  const match = FENCE.exec(source);
  prescanPage(file, source, { frontmatterLines: match ? match[0].split('\n').length - 1 : 0 });
  if (!match) throw new ContentError(file, 'missing frontmatter: the file must start with a --- block declaring at least title and description', 1);
  const yamlText = match[1] ?? '';
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  const yamlError = doc.errors[0];
  if (yamlError) {
    const pos = lineCounter.linePos(yamlError.pos[0]);
    throw new ContentError(file, `invalid YAML in frontmatter: ${yamlError.message.split('\n')[0]}`, pos.line + 1, pos.col);
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: YAML_LIMITS.maxAliasCount });
  } catch (error) {
    // yaml refuses an alias that expands too far (a "billion laughs" bomb) only when it builds the value.
    throw new ContentError(file, `invalid YAML in frontmatter: ${(error as Error).message}`, 2);
  }
  const result = frontmatterSchema.safeParse(data ?? {});
  if (!result.success) {
    // Every problem at once, each at its key's line when the key is present, else at the fence.
    const lineOf = (key: unknown) => {
      const index = typeof key === 'string' ? yamlText.split('\n').findIndex((l) => l.startsWith(`${key}:`)) : -1;
      return index >= 0 ? index + 2 : 1;
    };
    const problems = result.error.issues.flatMap((issue) => {
      if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => new ContentError(file, `unknown frontmatter field "${key}"; allowed: ${Object.keys(frontmatterSchema.shape).join(', ')}`, lineOf(key)));
      const field = issue.path.length ? `frontmatter field "${issue.path.join('.')}"` : 'frontmatter';
      const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
      return [new ContentError(file, missing ? `${field} is required` : `${field}: ${issue.message}`, lineOf(issue.path[0]))];
    });
    throw combineProblems(problems);
  }
  return { frontmatter: result.data, body: blankFrontmatter(source) };
}
