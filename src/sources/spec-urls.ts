import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { z } from 'zod';
import { urlProblem } from './url-rule';

/**
 * The site's URL rule (src/sources/url-rule.ts) for the reference sources, as zod checks: a
 * spec's schema refuses a bad URL like any other wrong value, so the build fails with the spec's
 * file, line, column and the path of the field (src/sources/spec-file.ts locates it).
 */

const markdown = unified().use(remarkParse).use(remarkGfm);

/** Why each link, image, definition or autolink of a Markdown text may not be published. */
export function markdownUrlProblems(text: string): string[] {
  // Parsing costs (a spec has thousands of texts): only these can make a URL the rule refuses, an
  // inline link or image `](`, a definition `]:`, an autolink `<scheme:…>`, GFM's bare `xmpp:`.
  // GFM's other bare addresses (www., http://, https://, e-mail) are always allowed.
  if (!/\]\(|\]:|<[a-z][a-z0-9+.-]*:|xmpp:/i.test(text)) return [];
  const problems: string[] = [];
  const stack: unknown[] = [markdown.parse(text) as Root];
  while (stack.length) {
    const node = stack.pop() as { type: string; url?: string; children?: unknown[] };
    if (typeof node.url === 'string') {
      const problem = urlProblem(node.url);
      if (problem) problems.push(`${node.type === 'image' ? 'image' : node.type === 'definition' ? 'link definition' : 'link'}: ${problem}`);
    }
    stack.push(...(node.children ?? []));
  }
  return problems;
}

/** A Markdown field whose links and images follow the URL rule. */
export const withSafeUrls = <S extends z.ZodType<string>>(schema: S): S =>
  schema.superRefine((text, ctx) => {
    for (const message of markdownUrlProblems(text)) ctx.addIssue({ code: 'custom', message });
  }) as S;

/** A field that is one URL (a link's target), checked by the rule. */
export const specUrl = <S extends z.ZodType<string>>(schema: S): S =>
  schema.superRefine((url, ctx) => {
    const problem = urlProblem(url);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }) as S;
