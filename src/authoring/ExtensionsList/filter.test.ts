import { describe, expect, it } from 'vitest';
import { EXTENSION_TAGS, extensions, type Extension } from './extensions';
import { countByTag, extensionCountLabel, filterExtensions } from './filter';

const names = (list: Extension[]) => list.map((e) => e.name);
const all = { search: '', tag: null };

describe('extension catalogue', () => {
  it('has at least 50 uniquely named extensions, in alphabetical order', () => {
    expect(extensions.length).toBeGreaterThanOrEqual(50);
    expect(new Set(names([...extensions])).size).toBe(extensions.length);
    expect(names([...extensions])).toEqual(names([...extensions]).sort((a, b) => a.localeCompare(b)));
  });

  it('gives each one a one-line comment, known tags and an https link', () => {
    for (const ext of extensions) {
      expect(ext.comment, ext.name).toMatch(/^[A-Za-z].{15,160}\.$/);
      expect(ext.comment).not.toContain('\n');
      expect(ext.tags.length, ext.name).toBeGreaterThan(0);
      for (const tag of ext.tags) expect(EXTENSION_TAGS).toContain(tag);
      expect(new URL(ext.link).protocol).toBe('https:');
    }
  });

  it('uses every tag at least once', () => {
    const counts = countByTag(extensions);
    for (const tag of EXTENSION_TAGS) expect(counts.get(tag) ?? 0, tag).toBeGreaterThan(0);
  });
});

describe('filterExtensions', () => {
  it('returns everything for an empty query', () => {
    expect(filterExtensions(extensions, all)).toHaveLength(extensions.length);
    expect(filterExtensions(extensions, { search: '   ', tag: null })).toHaveLength(extensions.length);
  });

  it('finds by name, ignoring case, hyphens and underscores', () => {
    expect(names(filterExtensions(extensions, { search: 'PG_TRGM', tag: null }))[0]).toBe('pg_trgm');
    expect(names(filterExtensions(extensions, { search: 'pgtrgm', tag: null }))).toEqual(['pg_trgm']);
    expect(names(filterExtensions(extensions, { search: 'uuid ossp', tag: null }))).toEqual(['uuid-ossp']);
  });

  it('ranks exact names, then name prefixes, then names containing the text, then comment matches', () => {
    const result = names(filterExtensions(extensions, { search: 'postgis', tag: null }));
    expect(result[0]).toBe('postgis');
    expect(result.slice(1, 5)).toEqual(['postgis_raster', 'postgis_sfcgal', 'postgis_tiger_geocoder', 'postgis_topology']);
    // Comment-only matches (they mention PostGIS but are not named after it) come last.
    expect(result).toContain('pgrouting');
    expect(result.indexOf('pgrouting')).toBeGreaterThan(result.indexOf('postgis_topology'));
  });

  it('searches comments and requires every word to match', () => {
    expect(names(filterExtensions(extensions, { search: 'cron', tag: null }))).toEqual(['pg_cron']);
    expect(names(filterExtensions(extensions, { search: 'embeddings', tag: null }))).toEqual(['vector']);
    expect(names(filterExtensions(extensions, { search: 'levenshtein soundex', tag: null }))).toEqual(['fuzzystrmatch']);
    expect(filterExtensions(extensions, { search: 'levenshtein geography', tag: null })).toEqual([]);
  });

  it('filters by tag, alone and combined with a search', () => {
    const geo = filterExtensions(extensions, { search: '', tag: 'Geospatial' });
    expect(geo.length).toBeGreaterThan(5);
    expect(geo.every((e) => e.tags.includes('Geospatial'))).toBe(true);
    expect(names(filterExtensions(extensions, { search: 'vector', tag: 'AI & vectors' }))).toEqual(['vector']);
    expect(filterExtensions(extensions, { search: 'cron', tag: 'Geospatial' })).toEqual([]);
  });

  it('returns nothing for text that matches no extension', () => {
    expect(filterExtensions(extensions, { search: 'zzzz-not-an-extension', tag: null })).toEqual([]);
  });
});

describe('extensionCountLabel', () => {
  it('uses the singular for one', () => {
    expect(extensionCountLabel(0)).toBe('0 extensions');
    expect(extensionCountLabel(1)).toBe('1 extension');
    expect(extensionCountLabel(12)).toBe('12 extensions');
  });
});
