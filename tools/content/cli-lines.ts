import { parse as parseShell } from 'shell-quote';
import type { CliModel, CommandModel, FlagModel } from '../../src/cli/model';
import type { CodeBlock } from '../sql/code-blocks';

/**
 * Every `plinth …` command line a page shows must be one the CLI accepts: a command of the CLI
 * spec, flags that command (or every command) takes, a value for each flag that needs one, one of
 * the accepted values where the flag has a closed list, `--experimental` on experimental commands,
 * and the flags the CLI refuses to run without. The command line is split the way a shell splits it
 * (shell-quote), so quotes, `&&`, pipes and redirections are handled like a reader's terminal does.
 */

/** A `plinth` invocation found in a page. */
export interface CliLine {
  /** 1-based line in the .mdx file. */
  line: number;
  /** The invocation as written, from `plinth` to the end of the command. */
  text: string;
  /** Its words as a shell splits them (quotes removed), starting with `plinth`. */
  words: string[];
  /**
   * A line in a code block is a command to run: it must be complete. Inline code in prose may name
   * a command or a flag (`plinth start -x`) without the values a run needs.
   */
  mention?: boolean;
}

export interface CliLineProblem extends CliLine {
  problem: string;
}

/** Code block languages whose lines are commands a reader types. */
const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'shellscript', 'powershell', 'ps1', 'fish']);
/** Words that run the next word as the command: `npx plinth …`, `sudo plinth …`. */
const LAUNCHERS = new Set(['$', '>', 'npx', 'bunx', 'sudo', 'time', 'exec', 'command']);

type Token = string | { op: string };

/** A line split the way a shell splits it: words, and operators such as `&&`, `|` or `>`. */
function tokenize(text: string): Token[] {
  // A `<placeholder>` is a value the reader fills in, not a redirection: keep it one word.
  const protectedText = text.replace(/<([A-Za-z][\w.:/-]*)>/g, '\u27e8$1\u27e9');
  // $VARS stay as written (they stand for values); a comment ends the line.
  const parsed = parseShell(protectedText, (key: string) => `$${key}`) as (string | { op?: string; comment?: string; pattern?: string })[];
  const out: Token[] = [];
  for (const token of parsed) {
    if (typeof token === 'string') out.push(token.replace(/\u27e8/g, '<').replace(/\u27e9/g, '>'));
    else if (token.comment !== undefined) break;
    else if (token.op === 'glob' && token.pattern !== undefined) out.push(token.pattern);
    else if (token.op) out.push({ op: token.op });
  }
  return out;
}

/** The `plinth` commands of one shell line: each command between operators whose program is `plinth`. */
function invocationsOfShellLine(text: string): string[][] {
  const out: string[][] = [];
  let segment: string[] = [];
  const flush = () => {
    let i = 0;
    // Skip a prompt, launchers (`npx`, `pnpm dlx`) and environment assignments (`FOO=bar plinth …`).
    while (i < segment.length) {
      const word = segment[i]!;
      if (LAUNCHERS.has(word) || /^[A-Za-z_][A-Za-z0-9_]*=/.test(word)) i++;
      else if ((word === 'pnpm' || word === 'yarn') && /^(dlx|exec)$/.test(segment[i + 1] ?? '')) i += 2;
      else if (word === 'yarn') i++;
      else break;
    }
    if (segment[i] === 'plinth') out.push(segment.slice(i));
    segment = [];
  };
  let redirect = false;
  for (const token of tokenize(text)) {
    if (typeof token === 'string') {
      // The word after `>` is a file name, not part of the command.
      if (!redirect) segment.push(token);
      redirect = false;
    } else if (/^[<>]/.test(token.op) || /^\d*>/.test(token.op)) redirect = true;
    else flush();
  }
  flush();
  return out;
}

/** The `plinth` invocations of a code block: shell lines, a workflow's `run:` steps, package.json scripts. */
export function cliLinesOfBlock(block: CodeBlock): CliLine[] {
  const lang = block.lang.toLowerCase();
  const out: CliLine[] = [];
  if (lang === 'json') return packageScripts(block);
  const lines = block.code.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const lineNumber = block.line + 1 + i;
    let text = lines[i]!;
    // A `\` at the end of a line continues the command on the next.
    while (text.endsWith('\\') && i + 1 < lines.length) text = `${text.slice(0, -1)} ${lines[++i]!.trim()}`;
    let shell: string | undefined;
    if (SHELL_LANGS.has(lang)) shell = text;
    else if (lang === 'yaml' || lang === 'yml') {
      // `run: plinth db push`, `- run: …`, or a line of a `run: |` block.
      const m = /^\s*(?:-\s+)?(?:run:\s*)?(plinth\b.*)$/.exec(text);
      shell = m?.[1];
    }
    if (shell === undefined || !/\bplinth\b/.test(shell)) continue;
    for (const words of invocationsOfShellLine(shell)) out.push({ line: lineNumber, text: words.join(' '), words });
  }
  return out;
}

/** The `plinth` commands of a package.json's `scripts`. */
function packageScripts(block: CodeBlock): CliLine[] {
  let scripts: unknown;
  try {
    scripts = (JSON.parse(block.code) as { scripts?: unknown }).scripts;
  } catch {
    return []; // not JSON: the syntax check reports it
  }
  if (!scripts || typeof scripts !== 'object') return [];
  const lines = block.code.split('\n');
  return Object.entries(scripts as Record<string, unknown>).flatMap(([name, value]) => {
    if (typeof value !== 'string') return [];
    const index = lines.findIndex((l) => l.includes(JSON.stringify(name)));
    return invocationsOfShellLine(value).map((words) => ({ line: block.line + 1 + Math.max(index, 0), text: words.join(' '), words }));
  });
}

/** `plinth …` in inline code of the prose, such as `plinth db push --linked`. */
export function cliLineOfInlineCode(value: string, line: number): CliLine | undefined {
  const text = value.trim();
  if (!/^plinth(\s|$)/.test(text)) return undefined;
  const [words] = invocationsOfShellLine(text);
  // `plinth …` in prose stands for "any plinth command".
  if (!words || words.some((w) => w === '...' || w === '…')) return undefined;
  return { line, text, words, mention: true };
}

/** Is this word a placeholder or variable standing for a value (`<project-ref>`, `$REF`, `[name]`)? */
const isPlaceholder = (word: string) => /^(<[^>]+>|\$\{?[A-Za-z_][A-Za-z0-9_]*\}?|\[[^\]]+\])$/.test(word);

/**
 * Checks one invocation against the CLI model. Returns the problems, in the order a reader would
 * meet them; an empty list means the CLI accepts the line.
 */
export function checkCliLine(cli: CliModel, invocation: string[], { mention = false } = {}): string[] {
  if (invocation[0] !== 'plinth') return ['does not start with "plinth"'];
  const words = invocation.slice(1);

  // The command: the longest run of leading words that names a command (or one of its aliases).
  const byPath = commandsByPath(cli);
  let command: CommandModel | undefined;
  let used = 0;
  for (let n = 1; n <= words.length; n++) {
    const found = byPath.get(words.slice(0, n).join(' '));
    if (found) {
      command = found;
      used = n;
    } else if (words[n - 1]!.startsWith('-') || isPlaceholder(words[n - 1]!)) break;
  }
  const rest = words.slice(used);
  const problems: string[] = [];
  if (!command) {
    const first = words.find((w) => !w.startsWith('-'));
    // `plinth --help` and the like: only global flags, no command.
    if (first !== undefined) return [`unknown command "plinth ${words.slice(0, words.indexOf(first) + 1).join(' ')}"`];
  } else if (!command.runnable) {
    const next = rest.find((w) => !w.startsWith('-'));
    if (next !== undefined) return [`"${command.title}" has no subcommand "${next}" (it has: ${command.children.map((c) => c.title.split(' ').at(-1)).join(', ')})`];
  }

  const flags = new Map<string, FlagModel>();
  for (const flag of [...cli.globalFlags, ...(command?.flags ?? [])]) {
    flags.set(flag.long, flag);
    if (flag.short) flags.set(flag.short, flag);
  }
  const given = new Set<string>();
  const args: string[] = [];
  let helpAsked = false;
  for (let i = 0; i < rest.length; i++) {
    const token = rest[i]!;
    if (token === '--') {
      args.push(...rest.slice(i + 1));
      break;
    }
    if (!token.startsWith('-') || token === '-') {
      args.push(token);
      continue;
    }
    const [name, inlineValue] = token.includes('=') ? [token.slice(0, token.indexOf('=')), token.slice(token.indexOf('=') + 1)] : [token, undefined];
    const flag = flags.get(name);
    if (!flag) {
      problems.push(`${command ? `"${command.title}"` : 'plinth'} has no flag ${name}`);
      continue;
    }
    given.add(flag.id);
    if (flag.id === 'help') helpAsked = true;
    if (flag.kind === 'boolean') {
      if (inlineValue !== undefined && !/^(true|false)$/.test(inlineValue)) problems.push(`${flag.long} is a switch: it takes true or false, not "${inlineValue}"`);
      continue;
    }
    let value = inlineValue;
    if (value === undefined) {
      const next = rest[i + 1];
      if (next === undefined || (next.startsWith('-') && next !== '-')) {
        if (mention) continue;
        problems.push(`${flag.long} needs a value ${flag.placeholder ?? ''}`.trim());
        continue;
      }
      value = next;
      i++;
    }
    if (flag.accepted_values && !isPlaceholder(value) && !flag.accepted_values.some((v) => v.id === value)) {
      problems.push(`${flag.long} takes ${flag.accepted_values.map((v) => v.id).join(', ')}, not "${value}"`);
    }
  }
  if (!command || helpAsked || mention) return problems;

  if (command.experimental && !given.has('experimental')) problems.push(`"${command.title}" is experimental: add --experimental`);
  for (const flag of command.flags) {
    if (flag.required && flag.id !== 'experimental' && !given.has(flag.id)) problems.push(`"${command.title}" requires ${flag.long}`);
  }
  const rule = /^(exact|max|min):(\d+)/.exec(command.rules?.args ?? '');
  if (rule) {
    const count = Number(rule[2]);
    const kind = rule[1];
    if ((kind === 'exact' && args.length !== count) || (kind === 'max' && args.length > count) || (kind === 'min' && args.length < count)) {
      problems.push(`"${command.title}" takes ${kind === 'exact' ? 'exactly' : kind === 'max' ? 'at most' : 'at least'} ${count} argument(s), got ${args.length}${args.length ? ` (${args.join(' ')})` : ''}`);
    }
  } else if (command.rules?.args?.startsWith('none') && args.length) {
    problems.push(`"${command.title}" takes no arguments, got ${args.join(' ')}`);
  }
  for (const set of command.rules?.mutually_exclusive ?? []) {
    const both = set.filter((id) => given.has(id));
    if (both.length > 1) problems.push(`${both.map((id) => `--${id}`).join(' and ')} cannot be combined`);
  }
  return problems;
}

const pathCache = new WeakMap<CliModel, Map<string, CommandModel>>();

/** Commands by their words after `plinth` (`db push`), aliases included (`migration ls`). */
function commandsByPath(cli: CliModel): Map<string, CommandModel> {
  let map = pathCache.get(cli);
  if (map) return map;
  map = new Map();
  for (const command of cli.commands) {
    map.set(command.path.join(' '), command);
    for (const alias of command.aliases ?? []) map.set([...command.path.slice(0, -1), alias].join(' '), command);
  }
  pathCache.set(cli, map);
  return map;
}
