import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { spellCheckDocument } from 'cspell-lib';
import { splitFrontmatter } from '../../src/content/parse-frontmatter';

/**
 * The spelling of a page's prose, by cspell (its English and software-terms dictionaries), with a
 * project dictionary made from the facts: every command, flag, function, parameter, error code,
 * variable, log field, operation and package the references name, so "upsert", "pgvector" or
 * "signInWithOtp" are words and "recieve" is not. Code is not checked (its names are proven
 * against the facts by the sample checks); prose is: text, headings, link text, alt text and the
 * frontmatter's title and description. A word the project uses that is in neither goes in
 * `content/words.txt`, one per line, with a comment saying why.
 */

const FACTS = path.resolve(process.cwd(), '..', 'shared', 'reference');
/** Words writers add, for names the facts do not hold (products the docs integrate with, terms of art). */
export const WORDS_FILE = 'content/words.txt';

/** The keys of the facts whose values are names (not prose). */
const NAME_KEYS = new Set(['id', 'name', 'method', 'slug', 'code', 'package', 'library', 'signature', 'key', 'flag', 'command', 'usage', 'operationId', 'nav_title', 'title', 'field', 'path', 'type', 'class']);

/** A name split as cspell splits it (camelCase, snake_case, kebab-case, dots), with the whole name. */
export function nameWords(name: string): string[] {
  const parts = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((part) => /^[A-Za-z]{2,}$/.test(part));
  return [...parts, ...(/^[A-Za-z][\w-]*$/.test(name) ? [name] : [])];
}

function collect(value: unknown, key: string | undefined, out: Set<string>): void {
  if (typeof value === 'string') {
    if (key !== undefined && NAME_KEYS.has(key)) for (const token of value.match(/[A-Za-z_$][\w$.-]*/g) ?? []) for (const word of nameWords(token)) out.add(word);
    return;
  }
  if (Array.isArray(value)) return value.forEach((item) => collect(item, key, out));
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      // An object's keys are names too: fields, variables, statuses, schema properties.
      for (const word of nameWords(k)) out.add(word);
      collect(v, k, out);
    }
  }
}

let projectWordsCache: string[] | undefined;

/** The project dictionary: every name in the facts, split into its words, and content/words.txt. */
export function projectWords(): string[] {
  if (projectWordsCache) return projectWordsCache;
  const words = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) collect(JSON.parse(readFileSync(full, 'utf8')), undefined, words);
    }
  };
  walk(FACTS);
  for (const line of readFileSync(path.resolve(process.cwd(), WORDS_FILE), 'utf8').split('\n')) {
    const word = line.replace(/#.*/, '').trim();
    if (word) words.add(word);
  }
  return (projectWordsCache = [...words].sort());
}

/** A word cspell does not know, where it is in the page, and what it may have meant. */
export interface Misspelling {
  file: string;
  line: number;
  column: number;
  word: string;
  suggestions: string[];
}

/** The prose of a page as text with, for each character, its line and column in the file. */
function prose(file: string, source: string): { text: string; at: (offset: number) => { line: number; column: number } } {
  // The body keeps the file's line numbers (its frontmatter lines are blank).
  const { body } = splitFrontmatter(file, source);
  const frontmatterLines = /^---\n[\s\S]*?\n---\n/.exec(source)?.[0].split('\n').length ?? 0;
  const pieces: { text: string; line: number; column: number }[] = [];
  // The frontmatter's own lines: the title and the description, where they are written.
  source
    .split('\n')
    .slice(0, frontmatterLines)
    .forEach((line, i) => {
      const field = /^(title|description|subtitle):\s*(.*)$/.exec(line);
      if (field) pieces.push({ text: field[2]!, line: i + 1, column: line.length - field[2]!.length + 1 });
    });
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(body) as Root;
  const visit = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' || node.type === 'html') continue;
      const start = node.position?.start;
      if ((node.type === 'text' || node.type === 'image') && start) {
        const text = node.type === 'text' ? node.value : (node.alt ?? '');
        pieces.push({ text, line: start.line, column: start.column });
      }
      if ('children' in node) visit(node.children as RootContent[]);
    }
  };
  visit(tree.children);
  let text = '';
  const starts: { offset: number; line: number; column: number; text: string }[] = [];
  for (const piece of pieces) {
    starts.push({ offset: text.length, ...piece });
    text += `${piece.text}\n`;
  }
  const at = (offset: number) => {
    let piece = starts[0]!;
    for (const candidate of starts) if (candidate.offset <= offset) piece = candidate;
    const before = piece.text.slice(0, offset - piece.offset).split('\n');
    return before.length === 1 ? { line: piece.line, column: piece.column + before[0]!.length } : { line: piece.line + before.length - 1, column: before.at(-1)!.length + 1 };
  };
  return { text, at };
}

/** The misspelt words of one page's prose, in page order. */
export async function misspellings(file: string, source: string, { suggestions = true } = {}): Promise<Misspelling[]> {
  const { text, at } = prose(file, source);
  if (!text.trim()) return [];
  const result = await spellCheckDocument(
    { uri: `file:///${file}`, text, languageId: 'markdown', locale: 'en,en-GB' },
    { generateSuggestions: suggestions, noConfigSearch: true },
    {
      language: 'en,en-GB',
      words: projectWords(),
      // Prose quotes names the dictionaries cannot know: URLs, e-mail addresses, hex and keys.
      ignoreRegExpList: ['Urls', 'Email', 'HexValues', 'UUID', 'Base64'],
    },
  );
  return result.issues.map((issue) => ({ file, ...at(issue.offset), word: issue.text, suggestions: (issue.suggestions ?? []).slice(0, 3) }));
}
