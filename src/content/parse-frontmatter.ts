import { parseDocument, LineCounter } from 'yaml';
import { frontmatterSchema, type Frontmatter } from './frontmatter';
import { ContentError } from './errors';

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export interface SplitSource {
  frontmatter: Frontmatter;
  /** The MDX body, with the frontmatter replaced by blank lines so line numbers stay true. */
  body: string;
}

/** The source with its frontmatter block turned into blank lines, so line numbers stay true. */
export function blankFrontmatter(source: string): string {
  return source.replace(FENCE, (block) => block.replace(/[^\n]/g, ''));
}

/** Reads and validates a page's frontmatter, failing with the file and line of the problem. */
export function splitFrontmatter(file: string, source: string): SplitSource {
  const match = FENCE.exec(source);
  if (!match) throw new ContentError(file, 'missing frontmatter: the file must start with a --- block declaring at least title and description', 1);
  const yamlText = match[1] ?? '';
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter, prettyErrors: false });
  const yamlError = doc.errors[0];
  if (yamlError) {
    const pos = lineCounter.linePos(yamlError.pos[0]);
    throw new ContentError(file, `invalid YAML in frontmatter: ${yamlError.message.split('\n')[0]}`, pos.line + 1, pos.col);
  }
  const result = frontmatterSchema.safeParse(doc.toJS() ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const key = issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path[0];
    // Point at the offending key's line when it is present; else at the opening fence.
    let line = 1;
    if (typeof key === 'string') {
      const index = yamlText.split('\n').findIndex((l) => l.startsWith(`${key}:`));
      if (index >= 0) line = index + 2;
    }
    const field = issue.path.length ? `frontmatter field "${issue.path.join('.')}"` : 'frontmatter';
    const message = issue.code === 'unrecognized_keys' ? `unknown frontmatter field(s): ${issue.keys.join(', ')}` : `${field}: ${issue.message}`;
    throw new ContentError(file, message, line);
  }
  return { frontmatter: result.data, body: blankFrontmatter(source) };
}
