/**
 * How many rows a code block takes on a phone, where its lines wrap (globals.css: `pre-wrap`,
 * `overflow-wrap: anywhere`): the height the browser gives it while it skips drawing it off
 * screen (`content-visibility`), so that the page is about as tall before its blocks are drawn as
 * after. An estimate: the browser keeps the real height once it has drawn a block.
 */

/**
 * The columns of a code line on a 390 px phone, the most common width: 390 px less the page's
 * and the line's padding (66 px) is 324 px, at 8.16 px a character of the monospace font at
 * 0.85rem. Narrower phones wrap more, wider ones less.
 */
export const PHONE_CODE_COLUMNS = 40;

/**
 * The rows one line takes at `columns`, wrapped as `white-space: pre-wrap; overflow-wrap: anywhere`
 * does: at spaces (which hang at a row's end rather than wrap), and inside a word only when it is
 * longer than a whole row.
 */
export function lineRows(line: string, columns: number): number {
  if (line.length <= columns) return 1;
  let rows = 1;
  let used = 0;
  for (const [, word = '', spaces = ''] of line.matchAll(/(\S*)(\s*)/g)) {
    if (word) {
      if (used > 0 && used + word.length > columns) {
        rows += 1;
        used = 0;
      }
      if (word.length > columns) {
        // From the start of a row, over as many rows as it needs.
        const needs = Math.ceil(word.length / columns);
        rows += needs - 1;
        used = word.length - (needs - 1) * columns;
      } else {
        used += word.length;
      }
    }
    used = Math.min(used + spaces.length, columns);
  }
  return rows;
}

/** The rows of a block's lines at `columns`. */
export function codeRows(lines: readonly string[], columns = PHONE_CODE_COLUMNS): number {
  return lines.reduce((sum, line) => sum + lineRows(line.replaceAll('\t', '  '), columns), 0);
}
