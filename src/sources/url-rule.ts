import { urlAttributes } from 'html-url-attributes';
import { sanitizeUri } from 'micromark-util-sanitize-uri';

/**
 * The one rule for every URL a page or a reference source puts into the site: links, images,
 * reference-style definitions, autolinks, the URL attributes of HTML written in MDX (`<a href>`,
 * `<img src>`, `<form action>`…), component props that are URLs (`<Card href>`), links and
 * Markdown in the reference specs. A URL is allowed when it is
 * - `http:`, `https:` or `mailto:`, or
 * - site-relative (`/guides/…`, not `//host`, which leaves the site) or a fragment (`#…`) or a
 *   query (`?…`).
 * Anything else fails the build where it was written: `javascript:`, `data:`, `vbscript:`, and
 * every disguise of them (`JaVaScRiPt:`, ` javascript:`, `java&#x09;script:` once the parser has
 * decoded it, `%6aavascript:`), and page-relative paths, whose target depends on the URL the page
 * is served at.
 *
 * Whether a scheme is present and allowed is micromark's own sanitizer (`sanitizeUri`, what
 * GitHub-style Markdown renderers use), given our narrower list of protocols (its examples allow
 * irc and xmpp too): it percent-encodes control characters and spaces before it looks for the
 * scheme, so a tab or newline hidden in `javascript:` cannot make it look like a path.
 */

const ALLOWED_PROTOCOLS = /^(https?|mailto)$/i;

/** What the rule allows, in the words of the build's error messages. */
export const URL_RULE = 'http:, https:, mailto:, a site path (/…) or a fragment (#…)';

/** Why `url` may not be published, or undefined when it may. */
export function urlProblem(url: string): string | undefined {
  if (url === '') return `an empty URL; write ${URL_RULE}`;
  const sanitized = sanitizeUri(url, ALLOWED_PROTOCOLS);
  if (sanitized === '') {
    const scheme = url.slice(0, url.indexOf(':') + 1);
    return `the URL ${JSON.stringify(url)} uses ${scheme ? `the scheme ${JSON.stringify(scheme)}` : 'a scheme'} that is not allowed; write ${URL_RULE}`;
  }
  // sanitizeUri passes everything it does not see a scheme in: only site paths, fragments and queries are ours.
  if (ALLOWED_PROTOCOLS.test(url.slice(0, Math.max(0, url.indexOf(':'))))) return undefined;
  if (/^[/\\][/\\]/.test(url)) return `the URL ${JSON.stringify(url)} is protocol-relative and leaves the site; write it with https:`;
  if (!/^[/#?]/.test(url)) return `the URL ${JSON.stringify(url)} is neither absolute nor site-relative; write ${URL_RULE}`;
  return undefined;
}

/**
 * HTML attributes whose value is a URL, by lowercase name (JSX writes `formAction`, HTML
 * `formaction`): html-url-attributes' list, for every element (a `<math href>` works in some
 * browsers), plus SVG's `xlink:href`, which that list of HTML attributes leaves out.
 */
const URL_ATTRIBUTES = new Set([...Object.keys(urlAttributes), 'xlinkHref', 'xlink:href'].map((name) => name.toLowerCase()));

export const isUrlAttribute = (name: string): boolean => URL_ATTRIBUTES.has(name.toLowerCase());

/** A URL of the finished HTML that the rule refuses, and the nearest source line that made it. */
export interface UrlViolation {
  attribute: string;
  problem: string;
  line?: number;
  column?: number;
}

interface HastLike {
  type: string;
  properties?: Record<string, unknown>;
  children?: HastLike[];
  position?: { start: { line: number; column: number } };
}

/**
 * Every URL attribute in a hast tree that breaks the rule, each with the position of its element
 * or of its nearest ancestor that has one (an element a component builds has none of its own).
 * The last check before HTML is written: whatever way a URL took into the page, it passes here.
 * Iterative, so a deep tree cannot overflow the stack.
 */
export function hastUrlViolations(tree: HastLike): UrlViolation[] {
  const violations: UrlViolation[] = [];
  const stack: { node: HastLike; at?: HastLike['position'] }[] = [{ node: tree, at: tree.position }];
  while (stack.length) {
    const { node, at: inherited } = stack.pop()!;
    const at = node.position ?? inherited;
    for (const [name, value] of Object.entries(node.properties ?? {})) {
      if (!isUrlAttribute(name) || value === undefined || value === null || value === false) continue;
      const problem = urlProblem(Array.isArray(value) ? value.join(' ') : String(value));
      if (problem) violations.push({ attribute: name, problem, line: at?.start.line, column: at?.start.column });
    }
    // In reverse, so that violations come out in document order.
    for (const child of [...(node.children ?? [])].reverse()) stack.push({ node: child, at });
  }
  return violations;
}
