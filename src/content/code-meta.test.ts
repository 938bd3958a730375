import { describe, expect, it } from 'vitest';
import { parseCodeMeta } from './code-meta';

describe('parseCodeMeta', () => {
  it('reads a title, line ranges and flags', () => {
    const meta = parseCodeMeta('title="app/page.tsx" {1,3-4} fragment');
    expect(meta.title).toBe('app/page.tsx');
    expect([...meta.highlight]).toEqual([1, 3, 4]);
    expect([...meta.flags]).toEqual(['fragment']);
  });
  it('reads a version word as the version the block shows, not as a flag', () => {
    const meta = parseCodeMeta('v1 title="a.dart" fragment');
    expect(meta.version).toBe('v1');
    expect([...meta.flags]).toEqual(['fragment']);
  });
  it('accepts single quotes and titles with spaces', () => expect(parseCodeMeta("title='My file.ts'").title).toBe('My file.ts'));
  it('is empty for no meta', () => expect(parseCodeMeta(undefined)).toEqual({ highlight: new Set(), ranges: [], flags: new Set() }));
  it('never expands a range past the block, however large', () => {
    const meta = parseCodeMeta('{1-15000000}', 3);
    expect([...meta.highlight]).toEqual([1, 2, 3]);
    expect(meta.ranges).toEqual([[1, 15000000]]);
  });
});
