import { describe, expect, it } from 'vitest';
import { codeRows, lineRows } from './code-rows';

describe('lineRows', () => {
  it('is one row for a line that fits, and for an empty one', () => {
    expect(lineRows('', 10)).toBe(1);
    expect(lineRows('0123456789', 10)).toBe(1);
  });
  it('wraps at spaces: a word that does not fit starts the next row', () => {
    expect(lineRows('aaaa bbbb cccc', 10)).toBe(2);
    expect(lineRows('aaaa bbbb cccc dddd eeee', 10)).toBe(3);
  });
  it('lets spaces hang at the end of a row instead of wrapping', () => {
    expect(lineRows('aaaaaaaaaa      ', 10)).toBe(1);
    expect(lineRows('aaaaaaaaaa      b', 10)).toBe(2);
  });
  it('breaks a word only when it is longer than a row, from the start of one', () => {
    expect(lineRows('x'.repeat(25), 10)).toBe(3);
    expect(lineRows('x'.repeat(20), 10)).toBe(2);
    expect(lineRows(`ab ${'x'.repeat(20)} cd`, 10)).toBe(4);
  });
  it('counts indentation as part of the row', () => {
    expect(lineRows(`      ${'y'.repeat(5)}`, 10)).toBe(2);
  });
});

describe('codeRows', () => {
  it('adds the rows of every line, with tabs as two columns', () => {
    expect(codeRows(['select *', 'from profiles where id = auth.uid();'], 20)).toBe(3);
    expect(codeRows(['\t\t\t\t\t\tabcdefghi'], 20)).toBe(2);
  });
});
