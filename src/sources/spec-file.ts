import { isCollection, isNode, isPair, LineCounter, parseDocument, visit, type Document, type Node as YamlNode } from 'yaml';
import type { z } from 'zod';
import { ConfinedFileError, readConfinedFile } from './confined-file';
import { YAML_LIMITS } from './limits';

/**
 * Reading a reference's source file (YAML or JSON) into its schema's type, with every problem
 * reported at once, each located by file, line, column and the path inside the document
 * (Starlight's rule: one run tells a writer everything to fix).
 */

/** One problem in a spec file. */
export class SpecError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    readonly docPath: string,
    readonly problem: string,
  ) {
    super(`${file}:${line}:${column}: ${docPath ? `at ${docPath}: ` : ''}${problem}`);
    this.name = 'SpecError';
  }
}

/** Several problems in one file (or in several), reported together. */
export class SpecErrors extends Error {
  constructor(readonly problems: readonly SpecError[]) {
    super(problems.length === 1 ? problems[0]!.message : `${problems.length} problems:\n${problems.map((p) => `  ${p.message}`).join('\n')}`);
    this.name = 'SpecErrors';
  }
}

export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');
}

/** A parsed document and a way to locate any path in it. */
export interface LocatedDocument {
  doc: Document;
  /** Line and column of the deepest node on `path` that exists (a missing field points at its parent). */
  at(path: readonly (string | number)[]): { line: number; column: number; path: (string | number)[] };
  /** A located problem at `path`. */
  error(path: readonly (string | number)[], problem: string): SpecError;
  /** The document as plain data; aliases that expand too far (an alias bomb) throw SpecErrors at the first alias. */
  data(): unknown;
}

/**
 * The text of a reference's source file (`specs/…`, relative to `root`): only from inside specs/,
 * symbolic links followed, and no bigger than YAML_LIMITS.maxBytes (refused before it is read).
 */
export function readSpecFile(file: string, root = process.cwd()): string {
  try {
    return readConfinedFile(root, 'specs', file, YAML_LIMITS.maxBytes);
  } catch (error) {
    if (error instanceof ConfinedFileError) throw new SpecErrors([new SpecError(file, 1, 1, '', error.reason)]);
    throw error;
  }
}

/** Size and line length, measured before YAML parses anything (src/sources/limits.ts says why and how these were chosen). */
function sizeProblem(text: string, file: string): SpecError | undefined {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > YAML_LIMITS.maxBytes) return new SpecError(file, 1, 1, '', `the file is ${bytes} bytes; the limit is ${YAML_LIMITS.maxBytes}`);
  let start = 0;
  for (let line = 1; start <= text.length; line++) {
    const end = text.indexOf('\n', start);
    const length = (end < 0 ? text.length : end) - start;
    if (length > YAML_LIMITS.maxLineLength)
      return new SpecError(file, line, 1, '', `line ${line} is ${length} characters long; the limit is ${YAML_LIMITS.maxLineLength}`);
    if (end < 0) break;
    start = end + 1;
  }
  return undefined;
}

/** The first node nested deeper than YAML_LIMITS.maxDepth, walked without recursion. */
function tooDeep(doc: Document): YamlNode | undefined {
  const stack: [unknown, number][] = [[doc.contents, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!isCollection(node)) continue;
    if (depth >= YAML_LIMITS.maxDepth) return node;
    for (const item of node.items) {
      if (isPair(item)) stack.push([item.key, depth + 1], [item.value, depth + 1]);
      else stack.push([item, depth + 1]);
    }
  }
  return undefined;
}

/** At most this many syntax errors are listed: a broken file can have tens of thousands. */
const MAX_LISTED = 20;

export function locatedDocument(text: string, file: string): LocatedDocument & { syntax: SpecError[] } {
  const tooBig = sizeProblem(text, file);
  if (tooBig) throw new SpecErrors([tooBig]);
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (path: readonly (string | number)[]) => {
    for (let depth = path.length; depth >= 0; depth--) {
      const node = doc.getIn(path.slice(0, depth), true);
      if (isNode(node) && node.range) {
        const { line, col } = lineCounter.linePos(node.range[0]);
        return { line, column: col, path: path.slice(0, depth) };
      }
    }
    return { line: 1, column: 1, path: [] };
  };
  const error = (path: readonly (string | number)[], problem: string) => {
    const where = at(path);
    return new SpecError(file, where.line, where.column, formatPath(where.path.length < path.length ? path : where.path), problem);
  };
  const syntax = doc.errors.slice(0, MAX_LISTED).map((e) => {
    const { line, col } = lineCounter.linePos(e.pos[0]);
    return new SpecError(file, line, col, '', `invalid YAML: ${e.message.split('\n')[0]}`);
  });
  if (doc.errors.length > MAX_LISTED)
    syntax.push(new SpecError(file, syntax.at(-1)!.line, syntax.at(-1)!.column, '', `and ${doc.errors.length - MAX_LISTED} more YAML errors`));
  const deep = syntax.length ? undefined : tooDeep(doc);
  if (deep?.range) {
    const { line, col } = lineCounter.linePos(deep.range[0]);
    syntax.push(
      new SpecError(
        file,
        line,
        col,
        '',
        `the document is nested more than ${YAML_LIMITS.maxDepth} levels deep here; the limit is ${YAML_LIMITS.maxDepth} (see src/sources/limits.ts)`,
      ),
    );
  }
  const data = () => {
    try {
      return doc.toJS({ maxAliasCount: YAML_LIMITS.maxAliasCount });
    } catch (e) {
      // yaml refuses an alias bomb only as it builds the data.
      let first: YamlNode | undefined;
      visit(doc, { Alias: (_key, node) => ((first = node), visit.BREAK) });
      const { line, col } = first?.range ? lineCounter.linePos(first.range[0]) : { line: 1, col: 1 };
      throw new SpecErrors([
        new SpecError(file, line, col, '', `too many aliases: ${(e as Error).message} (yaml's maxAliasCount, ${YAML_LIMITS.maxAliasCount})`),
      ]);
    }
  };
  return { doc, at, error, syntax, data };
}

/** A zod issue in the words a writer needs. */
function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `unknown field(s): ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return `missing required field "${String(issue.path.at(-1))}"`;
  return issue.message;
}

/**
 * Parses `text` and validates it against `schema`. Returns the data and the located document, or
 * throws SpecErrors with every syntax and schema problem of the file.
 */
export function parseSpecFile<S extends z.ZodType>(text: string, file: string, schema: S): { data: z.infer<S>; located: LocatedDocument } {
  const located = locatedDocument(text, file);
  if (located.syntax.length) throw new SpecErrors(located.syntax);
  const data = located.data();
  const result = schema.safeParse(data);
  if (!result.success) throw new SpecErrors(result.error.issues.map((issue) => located.error(issue.path as (string | number)[], describeIssue(issue))));
  return { data: result.data, located };
}
