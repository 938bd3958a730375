import { describe, expect, it } from 'vitest';
import { isPrintableKey, navigate, scrolls, typeAhead } from './listbox';

describe('listbox navigation', () => {
  it('moves one option with the arrows, without wrapping', () => {
    expect(navigate('ArrowDown', 0, 3)).toBe(1);
    expect(navigate('ArrowDown', 2, 3)).toBe(2);
    expect(navigate('ArrowUp', 1, 3)).toBe(0);
    expect(navigate('ArrowUp', 0, 3)).toBe(0);
  });

  it('starts at the first option when nothing is active', () => {
    expect(navigate('ArrowDown', -1, 3)).toBe(0);
    expect(navigate('ArrowUp', -1, 3)).toBe(0);
  });

  it('jumps to the ends and by pages of ten', () => {
    expect(navigate('Home', 7, 20)).toBe(0);
    expect(navigate('End', 0, 20)).toBe(19);
    expect(navigate('PageDown', 3, 20)).toBe(13);
    expect(navigate('PageDown', 15, 20)).toBe(19);
    expect(navigate('PageUp', 15, 20)).toBe(5);
    expect(navigate('PageUp', 4, 20)).toBe(0);
  });

  it('ignores other keys and empty lists', () => {
    expect(navigate('Enter', 1, 3)).toBeNull();
    expect(navigate('ArrowDown', 0, 0)).toBeNull();
  });
});

describe('type-ahead', () => {
  const labels = ['Acme Labs / Acme Web', 'Acme Labs / Acme Tools', 'Big Catalog Inc / Catalog 01', 'Quoted Ventures / Billing v2'];

  it('finds the next option starting with the typed text, ignoring case', () => {
    expect(typeAhead(labels, 0, 'b')).toBe(2);
    expect(typeAhead(labels, 0, 'q')).toBe(3);
    expect(typeAhead(labels, -1, 'ACME')).toBe(0);
  });

  it('keeps the current option while a longer query still matches it', () => {
    expect(typeAhead(labels, 1, 'acme labs / acme t')).toBe(1);
    expect(typeAhead(labels, 0, 'acme labs / acme t')).toBe(1);
  });

  it('cycles through options with the same first letter when the letter is repeated', () => {
    expect(typeAhead(labels, 0, 'a')).toBe(1);
    expect(typeAhead(labels, 1, 'aa')).toBe(0);
  });

  it('returns null when nothing matches', () => {
    expect(typeAhead(labels, 0, 'z')).toBeNull();
    expect(typeAhead([], 0, 'a')).toBeNull();
    expect(typeAhead(labels, 0, '')).toBeNull();
  });

  it('treats only plain characters as type-ahead', () => {
    expect(isPrintableKey({ key: 'a' })).toBe(true);
    expect(isPrintableKey({ key: ' ' })).toBe(false);
    expect(isPrintableKey({ key: 'ArrowDown' })).toBe(false);
    expect(isPrintableKey({ key: 'a', ctrlKey: true })).toBe(false);
  });
});

describe('scrolling', () => {
  it('scrolls only above ten options', () => {
    expect(scrolls(10)).toBe(false);
    expect(scrolls(11)).toBe(true);
  });
});
