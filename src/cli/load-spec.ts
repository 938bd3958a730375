import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isNode, LineCounter, parseDocument, type Document } from 'yaml';
import { keyOf, pruneCached, readCached, sourcesFingerprint, writeCached } from '../lib/build-cache';
import { cliSpecSchema, type CliSpec } from './spec-schema';

export const CLI_SPEC_FILE = 'specs/cli/cli_v1_commands.yaml';

/** A problem in the CLI spec, located by file, line, column and the path inside the document. */
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

/** Parses and validates a spec's text. Throws a SpecError for the first problem found. */
export function parseCliSpec(text: string, file = CLI_SPEC_FILE): CliSpec {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const fail = (offset: number, docPath: string, problem: string): never => {
    const { line, col } = lineCounter.linePos(offset);
    throw new SpecError(file, line, col, docPath, problem);
  };
  const yamlError = doc.errors[0];
  if (yamlError) fail(yamlError.pos[0], '', `invalid YAML: ${yamlError.message.split('\n')[0]}`);

  const result = cliSpecSchema.safeParse(doc.toJS());
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const located = locate(doc, issue.path as (string | number)[]);
    let problem = issue.message;
    if (issue.code === 'unrecognized_keys') problem = `unknown field(s): ${issue.keys.join(', ')}`;
    else if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) problem = `missing required field "${String(issue.path.at(-1))}"`;
    fail(located.offset, formatPath(located.path.length < issue.path.length ? issue.path : located.path), problem);
  }
  const spec = result.data!;

  // Rules the schema cannot express: unique ids, references that resolve, defaults that are allowed.
  const tagIds = new Set(spec.info.tags.map((t) => t.id));
  const seen = new Map<string, number>();
  spec.commands.forEach((command, index) => {
    const at = (...rest: (string | number)[]) => ['commands', index, ...rest];
    const offsetOf = (...rest: (string | number)[]) => locate(doc, at(...rest)).offset;
    if (seen.has(command.id)) fail(offsetOf('id'), formatPath(at('id')), `duplicate command id "${command.id}" (also commands[${seen.get(command.id)}])`);
    seen.set(command.id, index);
    command.tags.forEach((tag, t) => {
      if (!tagIds.has(tag)) fail(offsetOf('tags', t), formatPath(at('tags', t)), `unknown tag "${tag}"; expected one of ${[...tagIds].join(', ')}`);
    });
    const flagIds = new Set<string>();
    command.flags.forEach((flag, f) => {
      if (flagIds.has(flag.id)) fail(offsetOf('flags', f, 'id'), formatPath(at('flags', f, 'id')), `duplicate flag id "${flag.id}"`);
      flagIds.add(flag.id);
      checkDefault(flag, () => fail(offsetOf('flags', f, 'default_value'), formatPath(at('flags', f, 'default_value')), `default "${flag.default_value}" is not one of the accepted values (${flag.accepted_values!.map((v) => v.id).join(', ')})`));
    });
    const exampleIds = new Set<string>();
    command.examples.forEach((example, e) => {
      if (exampleIds.has(example.id)) fail(offsetOf('examples', e, 'id'), formatPath(at('examples', e, 'id')), `duplicate example id "${example.id}"`);
      exampleIds.add(example.id);
    });
  });
  spec.flags.forEach((flag, f) => checkDefault(flag, () => fail(locate(doc, ['flags', f, 'default_value']).offset, formatPath(['flags', f, 'default_value']), `default "${flag.default_value}" is not one of the accepted values`)));
  spec.commands.forEach((command, index) => {
    command.subcommands.forEach((sub, s) => {
      if (!seen.has(sub)) fail(locate(doc, ['commands', index, 'subcommands', s]).offset, formatPath(['commands', index, 'subcommands', s]), `subcommand "${sub}" points at no command`);
    });
    for (const set of command.rules?.mutually_exclusive ?? []) {
      for (const id of set) if (!command.flags.some((f) => f.id === id)) fail(locate(doc, ['commands', index, 'rules']).offset, formatPath(['commands', index, 'rules', 'mutually_exclusive']), `mutually exclusive flag "${id}" is not a flag of ${command.id}`);
    }
  });
  return spec;
}

function checkDefault(flag: { default_value: string; accepted_values?: { id: string }[] }, onError: () => void) {
  if (flag.accepted_values && flag.default_value !== '' && !flag.accepted_values.some((v) => v.id === flag.default_value)) onError();
}

/** The deepest node on `path` that exists, so a missing field points at its parent. */
function locate(doc: Document, path: (string | number)[]): { offset: number; path: (string | number)[] } {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = doc.getIn(path.slice(0, depth), true);
    if (isNode(node) && node.range) return { offset: node.range[0], path: path.slice(0, depth) };
  }
  return { offset: 0, path: [] };
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');
}

let cached: CliSpec | undefined;

/** The code that turns the spec's text into the validated spec: part of the build cache's key. */
const PARSER_SOURCES = ['src/cli/load-spec.ts', 'src/cli/spec-schema.ts', 'package-lock.json'] as const;
const isSpec = (value: unknown): value is CliSpec => Array.isArray((value as Partial<CliSpec> | null)?.commands);

/**
 * The site's CLI spec, read and validated once per process. Under `next dev` it is re-read on
 * every request, so edits show on refresh; a build keeps the validated spec in the build cache,
 * since parsing and validating the YAML costs every build worker half a second.
 */
export function loadCliSpec(): CliSpec {
  if (cached && process.env.NODE_ENV === 'production') return cached;
  const text = readFileSync(path.join(process.cwd(), CLI_SPEC_FILE), 'utf8');
  if (process.env.NODE_ENV !== 'production') return (cached = parseCliSpec(text));
  const key = keyOf(sourcesFingerprint(PARSER_SOURCES), text);
  cached = readCached('cli-spec', key, isSpec);
  if (!cached) {
    cached = parseCliSpec(text);
    writeCached('cli-spec', key, cached);
    pruneCached('cli-spec', new Set([key])); // the spec of earlier versions is never read again
  }
  return cached;
}
