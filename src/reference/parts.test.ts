import { describe, expect, it } from 'vitest';
import { itemOfAnchor, misplacedAnchors, partUrl, splitReference, type RenderedSection } from './parts';

const item = (id: string, bytes: number) => ({
  id,
  title: `Title of ${id}`,
  html: `<section id="${id}" data-ref-item="${id}">${'x'.repeat(Math.max(0, bytes - 40 - 2 * id.length))}</section>`,
});
const page = '/reference/javascript/introduction';
const itemPage = (id: string) => `/reference/javascript/${id}`;

describe('splitReference', () => {
  const sections: RenderedSection[] = [
    { id: 'database', intro: '<div class="prose"><p>Tables.</p></div>', items: [item('select', 60), item('insert', 60), item('update', 60)] },
    { id: 'auth', intro: '', items: [item('sign-up', 60), item('sign-in', 60), item('sign-out', 200)] },
  ];

  it('writes the first items in full and the rest as stubs in placeholders, each part within its budget and never across a section', () => {
    const { slots, parts } = splitReference(page, sections, itemPage, { inline: 130, part: 130 });
    expect(slots.get('database')).toContain('<p>Tables.</p>');
    expect(slots.get('database')).toContain(sections[0]!.items[0]!.html);
    expect(slots.get('database')).toContain(sections[0]!.items[1]!.html);
    // update: the inline budget is used up; it is the first part.
    expect(parts[0]).toBe(sections[0]!.items[2]!.html);
    expect(slots.get('database')).toContain(`data-ref-part="${partUrl(page, 0)}"`);
    // sign-up and sign-in fit one part; sign-out is larger than a part and is one of its own.
    expect(parts[1]).toBe(sections[1]!.items[0]!.html + sections[1]!.items[1]!.html);
    expect(parts[2]).toBe(sections[1]!.items[2]!.html);
    expect(parts).toHaveLength(3);
  });

  it('gives every later item a stub with its anchor, its title and a link to its own page', () => {
    const { slots } = splitReference(page, sections, itemPage, { inline: 130, part: 130 });
    const auth = slots.get('auth')!;
    expect(auth).toContain(
      '<section id="sign-in" data-ref-item="sign-in" class="ref-item ref-stub" aria-labelledby="sign-in-title"><h3 id="sign-in-title" class="ref-title">Title of sign-in</h3>',
    );
    expect(auth).toContain('<a href="/reference/javascript/sign-in">');
    expect(auth).not.toContain('xxxx');
  });

  it('keeps a page whole when it fits, or when its items have no pages of their own', () => {
    for (const split of [splitReference(page, sections, itemPage), splitReference(page, sections, undefined, { inline: 10, part: 10 })]) {
      expect(split.parts).toEqual([]);
      expect(split.slots.get('auth')).toBe(sections[1]!.items.map((i) => i.html).join(''));
    }
  });

  it('always writes the first item in full, however large', () => {
    const { slots, parts } = splitReference(page, sections, itemPage, { inline: 10, part: 1000 });
    expect(slots.get('database')).toContain(sections[0]!.items[0]!.html);
    expect(parts[0]).toContain('id="insert"');
  });

  it('escapes titles and links in stubs', () => {
    const { slots } = splitReference(page, [{ id: 's', intro: '', items: [item('a', 50), { id: 'b', title: '<b>&', html: '<p>b</p>' }] }], itemPage, {
      inline: 10,
    });
    expect(slots.get('s')).toContain('<h3 id="b-title" class="ref-title">&lt;b&gt;&amp;</h3>');
  });
});

describe('itemOfAnchor', () => {
  const ids = ['select', 'select-columns', 'plinth-db', 'plinth-db-push'];
  it('finds the item that starts an anchor, the longest one first', () => {
    expect(itemOfAnchor('select', ids)).toBe('select');
    expect(itemOfAnchor('select-param-columns', ids)).toBe('select');
    expect(itemOfAnchor('select-columns-param-x', ids)).toBe('select-columns');
    expect(itemOfAnchor('plinth-db-push-flag-dry-run', ids)).toBe('plinth-db-push');
  });
  it('does not take a bare prefix for a match', () => {
    expect(itemOfAnchor('selection', ids)).toBeUndefined();
    expect(itemOfAnchor('intro', ids)).toBeUndefined();
  });
});

describe('misplacedAnchors', () => {
  it('names an id of a part that the anchor rule would send to an item of another part', () => {
    const parts = [
      '<section id="a" data-ref-item="a"><li id="a-param-x"></li></section>',
      '<section id="b" data-ref-item="b"><li id="a-param-y"></li><li id="loose"></li></section>',
    ];
    expect(misplacedAnchors(parts, ['a', 'b'])).toEqual(['a-param-y', 'loose']);
    expect(misplacedAnchors(parts.slice(0, 1), ['a', 'b'])).toEqual([]);
  });
});
