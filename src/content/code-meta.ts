/** What a code fence's meta string (`ts title="a.ts" {1,3-4} fragment`) asks for. */
export interface CodeMeta {
  title?: string;
  /** 1-based line numbers to highlight. */
  highlight: Set<number>;
  /** Bare words such as `fragment` (an SQL block the test suite must not run). */
  flags: Set<string>;
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = { highlight: new Set(), flags: new Set() };
  if (!meta) return result;
  let rest = meta.replace(/title=(?:"([^"]*)"|'([^']*)')/, (_, a: string | undefined, b: string | undefined) => {
    result.title = a ?? b;
    return ' ';
  });
  rest = rest.replace(/\{([\d,\s-]+)\}/, (_, ranges: string) => {
    for (const part of ranges.split(',')) {
      const [from, to] = part.trim().split('-').map(Number);
      if (!from) continue;
      for (let n = from; n <= (to ?? from); n++) result.highlight.add(n);
    }
    return ' ';
  });
  for (const word of rest.split(/\s+/)) if (/^[a-z][\w-]*$/i.test(word)) result.flags.add(word);
  return result;
}
