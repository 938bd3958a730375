import type { Program, Expression, Node as EstreeNode } from 'estree';
import type { Code, Definition, Image, Link, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Node } from 'unist';
import { visitParents } from 'unist-util-visit-parents';
import type { VFile } from 'vfile';
import { parseCodeMeta, titleProblem } from './code-meta';
import { componentNamed, knownComponentNames } from '../authoring';
import { CODE_FENCE_FLAGS } from './page-rules';
import { fenceLibrary } from '../references.config';
import { ContentError, reportProblem } from '../sources/errors';
import { isUrlAttribute, urlProblem } from '../sources/url-rule';

/**
 * Everything a page may contain, checked before it is turned into a page. A page is content, not
 * a program: it runs at build time with the build's environment, so it may not reach it.
 * - Components: only those of the vocabulary (src/authoring/), with the props their schema allows,
 *   inside the component they belong to (a `Tab` in `Tabs`).
 * - Expressions: only literals (`{'{'}`, `defaultOpen={false}`) and comments. `{process.env.X}`
 *   would write a build secret into the page.
 * - HTML: no `<script>`, `<style>`, `<iframe>`, `<object>`, `<embed>`, no `on…` handlers, no
 *   `dangerouslySetInnerHTML`.
 * - URLs: every link, image, definition, autolink, URL attribute and URL prop follows the one rule
 *   of url-rule.ts (http:, https:, mailto:, site paths, fragments): no `javascript:` in any disguise.
 * - Code fences: closed, known flags, highlighted lines that exist, a version (```dart v1) only on
 *   a client library's code and one of that library's versions.
 * Every problem of the page is reported, each with its line.
 */
export function remarkValidate(options: { known?: ReadonlySet<string> } = {}) {
  const known = options.known ?? knownComponentNames;
  return (tree: Root, file: VFile) => {
    const report = (node: Node, message: string) => reportProblem(file, new ContentError(file.path, message, node.position?.start.line, node.position?.start.column));
    const lines = String(file.value).split('\n');
    visitParents(tree, (node, ancestors) => {
      switch (node.type) {
        case 'mdxjsEsm':
          report(node, 'import/export statements are not allowed in guides; every component is available without an import');
          break;
        case 'mdxFlowExpression':
        case 'mdxTextExpression': {
          const problem = literalProblem((node.data as { estree?: Program } | undefined)?.estree);
          if (problem) report(node, `expressions in pages may only be literals or comments (${problem}); write text as text, or escape a brace as {'{'}`);
          break;
        }
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          // The component it sits in: paragraphs MDX wraps around inline elements do not count.
          checkElement(node as MdxJsxFlowElement | MdxJsxTextElement, ancestors.findLast((a) => a.type === 'mdxJsxFlowElement' || a.type === 'mdxJsxTextElement'), known, report);
          break;
        case 'code':
          checkCode(node as Code, lines, report);
          break;
        case 'link':
        case 'image':
        case 'definition': {
          // Autolinks and GFM's bare www. addresses are links too; a [text][ref] link is checked at its definition.
          const problem = urlProblem((node as Link | Image | Definition).url);
          if (problem) report(node, `${node.type === 'image' ? 'image' : node.type === 'definition' ? 'link definition' : 'link'}: ${problem}`);
          break;
        }
      }
    });
  };
}

const FORBIDDEN_ELEMENTS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'frame', 'frameset', 'base', 'meta', 'link']);

function checkElement(node: MdxJsxFlowElement | MdxJsxTextElement, parent: Node | undefined, known: ReadonlySet<string>, report: (node: Node, message: string) => void) {
  const name = node.name;
  if (!name) return; // a fragment <>…</>
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes as (MdxJsxAttribute | MdxJsxExpressionAttribute)[]) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      report(node, `<${name}>: spread attributes ({...}) are not allowed; write each prop`);
      continue;
    }
    const value = attributeValue(attribute);
    if ('problem' in value) report(node, `<${name} ${attribute.name}>: ${value.problem}`);
    else props[attribute.name] = value.value;
    if (/^on/i.test(attribute.name) || attribute.name === 'dangerouslySetInnerHTML') report(node, `<${name}>: the attribute ${attribute.name} is not allowed in pages`);
    const written = props[attribute.name];
    if (isUrlAttribute(attribute.name) && typeof written === 'string') {
      const problem = urlProblem(written);
      if (problem) report(node, `<${name} ${attribute.name}>: ${problem}`);
    }
  }
  if (!/^[A-Z]/.test(name)) {
    if (FORBIDDEN_ELEMENTS.has(name.toLowerCase())) report(node, `<${name}> is not allowed in pages: content cannot add scripts, styles or frames`);
    return;
  }
  if (!known.has(name)) {
    const suggestion = [...known].find((k) => k.toLowerCase() === name.toLowerCase());
    report(node, `unknown component <${name}>${suggestion ? ` (did you mean <${suggestion}>?)` : ''}; available components: ${[...known].sort().join(', ')}`);
    return;
  }
  const component = componentNamed(name);
  if (component) {
    const result = component.props.safeParse(props);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const prop = issue.path.length ? String(issue.path[0]) : undefined;
        let message = issue.message;
        if (issue.code === 'unrecognized_keys') message = `unknown prop(s) ${issue.keys.join(', ')}`;
        else if (issue.code === 'invalid_type' && props[prop ?? ''] === undefined) message = `the prop ${prop} is required`;
        else if (prop && issue.code !== 'custom') message = `${prop}: ${issue.message}`;
        report(node, `<${name}>: ${message}`);
      }
    }
  }
  const expectedParent = component?.parent;
  if (expectedParent) {
    const parentName = (parent as MdxJsxFlowElement | undefined)?.name;
    if (parentName !== expectedParent) report(node, `<${name}> must be inside <${expectedParent}>`);
  }
}

/** An attribute's value: a string, `true` for a bare attribute, or the literal an expression is. */
function attributeValue(attribute: MdxJsxAttribute): { value: unknown } | { problem: string } {
  if (attribute.value === null || attribute.value === undefined) return { value: true };
  if (typeof attribute.value === 'string') return { value: attribute.value };
  const program = (attribute.value.data as { estree?: Program } | undefined)?.estree;
  const statement = program?.body[0];
  if (!program || program.body.length !== 1 || statement?.type !== 'ExpressionStatement') return { problem: 'only literal values are allowed' };
  const literal = literalValue(statement.expression);
  return 'problem' in literal ? { problem: `only literal values are allowed (${literal.problem})` } : literal;
}

/** Why an expression is more than a literal, or undefined when it is only literals and comments. */
function literalProblem(program: Program | undefined): string | undefined {
  if (!program) return undefined;
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement') return `a ${statement.type}`;
    const result = literalValue(statement.expression);
    if ('problem' in result) return result.problem;
  }
  return undefined;
}

/** The value of a literal-only program (an expression's or attribute's `data.estree`), as remark-validate accepted it. */
/** The props a component was given, as remark-validate accepted them: strings, `true` for a bare attribute, expressions' literals. */
export function jsxProps(node: MdxJsxFlowElement | MdxJsxTextElement): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes as MdxJsxAttribute[]) {
    const value = attribute.value;
    if (value === null || value === undefined) props[attribute.name] = true;
    else if (typeof value === 'string') props[attribute.name] = value;
    // A literal expression: remark-validate refused anything else; read from its syntax tree, never run.
    else props[attribute.name] = literalOf((value.data as { estree?: Program } | undefined)?.estree);
  }
  return props;
}

export function literalOf(program: Program | undefined): unknown {
  const statement = program?.body[0];
  if (!statement || statement.type !== 'ExpressionStatement') return undefined;
  const result = literalValue(statement.expression);
  return 'value' in result ? result.value : undefined;
}

function literalValue(node: Expression | EstreeNode): { value: unknown } | { problem: string } {
  switch (node.type) {
    case 'Literal':
      return 'regex' in node && node.regex ? { problem: 'a regular expression' } : { value: node.value };
    case 'TemplateLiteral':
      return node.expressions.length ? { problem: 'a template with ${…}' } : { value: node.quasis.map((q) => q.value.cooked).join('') };
    case 'UnaryExpression':
      if (node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number') return { value: -node.argument.value };
      return { problem: `the operator ${node.operator}` };
    case 'ArrayExpression': {
      const values: unknown[] = [];
      for (const element of node.elements) {
        if (!element || element.type === 'SpreadElement') return { problem: 'a spread or hole in an array' };
        const v = literalValue(element);
        if ('problem' in v) return v;
        values.push(v.value);
      }
      return { value: values };
    }
    case 'ObjectExpression': {
      const value: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed || property.kind !== 'init') return { problem: 'a computed or spread property' };
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
        if (key === undefined) return { problem: 'an unusual object key' };
        const v = literalValue(property.value);
        if ('problem' in v) return v;
        value[key] = v.value;
      }
      return { value };
    }
    case 'Identifier':
      return { problem: `the name ${node.name}` };
    case 'MemberExpression':
      return { problem: 'a property access' };
    case 'CallExpression':
      return { problem: 'a function call' };
    default:
      return { problem: `a ${node.type}` };
  }
}

const CLOSING_FENCE = /^\s{0,3}(`{3,}|~{3,})\s*$/;

function checkCode(node: Code, lines: string[], report: (node: Node, message: string) => void) {
  const start = node.position?.start.line;
  const end = node.position?.end.line;
  if (!start || !end) return;
  const opening = lines[start - 1] ?? '';
  const fence = /^\s{0,3}(`{3,}|~{3,})/.exec(opening)?.[1];
  if (!fence) return; // an indented code block
  const closing = lines[end - 1] ?? '';
  const closingFence = CLOSING_FENCE.exec(closing)?.[1];
  if (end === start || !closingFence || closingFence[0] !== fence[0] || closingFence.length < fence.length) {
    report(node, `the code block opened here is never closed: everything after line ${start} would become code; add a closing ${fence}`);
    return;
  }
  const lineCount = node.value === '' ? 0 : node.value.split('\n').length;
  const meta = parseCodeMeta(node.meta, lineCount);
  for (const flag of meta.flags) {
    if ((CODE_FENCE_FLAGS as readonly string[]).includes(flag)) continue;
    const close = CODE_FENCE_FLAGS.find((known) => editDistance(known, flag) <= 2);
    report(node, `unknown code fence flag "${flag}"${close ? ` (did you mean "${close}"?)` : ''}; known flags: ${CODE_FENCE_FLAGS.join(', ')}, plus title="…" and {line ranges}`);
  }
  const versions = (node.meta ?? '').split(/\s+/).filter((word) => /^v\d+$/.test(word));
  if (versions.length) {
    const library = fenceLibrary(node.lang ?? '')?.entry;
    if (versions.length > 1) report(node, `the code block names ${versions.length} versions (${versions.join(', ')}): a block shows one version of its library`);
    else if (!library) report(node, `the code block's version ${versions[0]} needs a client library's code, but \`${node.lang ?? ''}\` is none`);
    else if (!(library.versions as readonly string[]).includes(versions[0]!))
      report(node, `the code block's version ${versions[0]} is not a version of the ${library.menuTitle} library (it has ${library.versions.join(', ')})`);
  }
  const badTitle = meta.title === undefined ? undefined : titleProblem(meta.title);
  if (badTitle) report(node, `the code block's title ${JSON.stringify(meta.title)} ${badTitle}`);
  for (const [from, to] of meta.ranges) {
    if (from > to) report(node, `line range {${from}-${to}} runs backwards`);
    else if (to > lineCount) report(node, `line range {${from}-${to}} highlights past the end of the block, which has ${lineCount} line${lineCount === 1 ? '' : 's'}`);
  }
}

/** Levenshtein distance, for "did you mean" on short words. */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}
