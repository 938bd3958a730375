import { describe, expect, it } from 'vitest';
import { fillSlots } from './slots';

describe('fillSlots', () => {
  const page = '<main><h1>T</h1><div class="prose" data-slot="content"></div><div data-slot="s-2"></div></main>';

  it('writes each content into its slot and marks it filled', () => {
    const out = fillSlots(
      page,
      new Map([
        ['content', '<p>Hello</p>'],
        ['s-2', '<p>More</p>'],
      ]),
    );
    expect(out).toBe(
      '<main><h1>T</h1><div class="prose" data-slot="content" data-slot-filled=""><p>Hello</p></div><div data-slot="s-2" data-slot-filled=""><p>More</p></div></main>',
    );
  });

  it('changes nothing when run again on its own output', () => {
    const once = fillSlots(page, new Map([['content', '<p>Hello</p>']]));
    expect(fillSlots(once, new Map([['content', '<p>Hello</p>']]))).toBe(once);
  });

  it('fails loudly on a missing, doubled or non-empty slot', () => {
    expect(() => fillSlots('<main></main>', new Map([['content', 'x']]), 'out/a.html')).toThrow('out/a.html: expected one slot data-slot="content", found 0');
    expect(() => fillSlots(page + page, new Map([['content', 'x']]))).toThrow(/found 2/);
    expect(() => fillSlots('<div data-slot="content">old</div>', new Map([['content', 'x']]))).toThrow(/not empty/);
  });

  it('does not take a slot whose id merely starts with the one asked for', () => {
    expect(() => fillSlots('<div data-slot="content-2"></div>', new Map([['content', 'x']]))).toThrow(/found 0/);
  });
});
