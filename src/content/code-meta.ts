/** What a code fence's meta string (`ts title="a.ts" {1,3-4} fragment`) asks for. */
export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight (never more than the block has). */
  highlight: Set<number>;
  /** The `{…}` ranges as written, for the build to check against the block's length. */
  ranges: [from: number, to: number][];
  /** Bare words such as `fragment` (an SQL block the test suite must not run). */
  flags: Set<string>;
  /**
   * The version of its client library the block shows when not the page's (```dart v1: a v1
   * sample in a guide). Its calls link to that version's reference, and are proven against that
   * version's facts (and JavaScript against that version's declarations).
   */
  version?: string;
}

/**
 * Reads a fence's meta. `lineCount` bounds the highlighted lines: a range past the end of the block
 * (`{1-15000000}`) is kept in `ranges` for the build to report, and never expanded line by line.
 */
export function parseCodeMeta(meta: string | null | undefined, lineCount = 10_000): CodeMeta {
  const result: CodeMeta = { highlight: new Set(), ranges: [], flags: new Set() };
  if (!meta) return result;
  let rest = meta.replace(/title=(?:"([^"]*)"|'([^']*)')/, (_, a: string | undefined, b: string | undefined) => {
    result.title = a ?? b;
    return ' ';
  });
  rest = rest.replace(/\{([\d,\s-]+)\}/, (_, ranges: string) => {
    for (const part of ranges.split(',')) {
      const [from, to = from] = part.trim().split('-').map(Number);
      if (!from || !to) continue;
      result.ranges.push([from, to]);
      for (let n = from; n <= Math.min(to, lineCount); n++) result.highlight.add(n);
    }
    return ' ';
  });
  for (const word of rest.split(/\s+/)) {
    if (/^v\d+$/.test(word)) result.version = word;
    else if (/^[a-z][\w-]*$/i.test(word)) result.flags.add(word);
  }
  return result;
}

/**
 * Why a code block's title cannot be used as the name of its file, or undefined when it can. A
 * title names a file of the reader's project relative to its root (`app/page.tsx`,
 * `plinth/config.toml`), and the sample checks write the block under that name in a scratch
 * folder: so no absolute path, no `.` or `..` segment, no backslash, no empty segment.
 */
export function titleProblem(title: string): string | undefined {
  if ([...title].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return 'has a control character';
  if (title.includes('\\')) return 'has a backslash: write the file name with / between folders';
  if (/^(?:\/|~|[A-Za-z]:)/.test(title)) return 'is an absolute path: name the file relative to the project, e.g. app/page.tsx';
  const segments = title.replace(/\s+\(\d+\/\d+\)$/, '').split('/');
  if (segments.length > 1 && segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return 'has an empty, "." or ".." folder: name the file relative to the project, without climbing out of it';
  return undefined;
}
