import { isNode, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';

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
}

export function locatedDocument(text: string, file: string): LocatedDocument & { syntax: SpecError[] } {
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
  const syntax = doc.errors.map((e) => {
    const { line, col } = lineCounter.linePos(e.pos[0]);
    return new SpecError(file, line, col, '', `invalid YAML: ${e.message.split('\n')[0]}`);
  });
  return { doc, at, error, syntax };
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
  const result = schema.safeParse(located.doc.toJS());
  if (!result.success) throw new SpecErrors(result.error.issues.map((issue) => located.error(issue.path as (string | number)[], describeIssue(issue))));
  return { data: result.data, located };
}
