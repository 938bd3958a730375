import { describe, expect, it } from 'vitest';
import { headingId, parseCustomAnchor, slugify } from './slug';

describe('slugify (spec §2 anchor rule)', () => {
  it('lowercases and turns spaces into hyphens', () => expect(slugify('Row Level Security')).toBe('row-level-security'));
  it('strips punctuation but keeps hyphens', () => expect(slugify('Auth: sign-in (magic link)!')).toBe('auth-sign-in-magic-link'));
  it('trims outer whitespace and keeps inner runs of spaces as hyphens', () => expect(slugify('  Two  spaces ')).toBe('two--spaces'));
  it('drops letters outside a–z, such as accented and non-Latin ones', () => expect(slugify('Café Überblick 日本')).toBe('caf-berblick-'));
  it('keeps digits', () => expect(slugify('Ports 54321 to 54324')).toBe('ports-54321-to-54324'));
});

describe('custom anchors', () => {
  it('a [#custom] marker overrides the text', () => expect(headingId('Connecting with psql [#psql]')).toBe('psql'));
  it('the marker is removed from the displayed text', () => expect(parseCustomAnchor('Connecting with psql [#psql]')).toEqual({ text: 'Connecting with psql', anchor: 'psql' }));
  it('brackets elsewhere are ordinary text', () => expect(headingId('Arrays [] and #tags')).toBe('arrays--and-tags'));
});
