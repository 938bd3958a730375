import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../tests/helpers/memory-storage';
import { dismiss, readDismissed } from './dismissed';
import { activeHeading, currentSection, TOC_OBSERVER_OPTIONS, REFERENCE_OBSERVER_OPTIONS } from './scroll-spy';
import { activeAfterKey, cleanUrl, groupResults } from './search-results';
import { nextTabIndex } from '../enhance/tabs';
import { resolveTheme } from './theme';
import { fragmentId } from './url';
import { activeItemId as activeCommandId } from '../reference/active-item';

describe('table of contents scroll spy', () => {
  const order = ['a', 'b', 'c'];
  it('has no active entry at the top of the page', () => expect(activeHeading(order, new Set(['a']), 'a', true)).toBeNull());
  it('activates the first heading in view, in document order', () => expect(activeHeading(order, new Set(['c', 'b']), null, false)).toBe('b'));
  it('keeps the last active heading between headings', () => expect(activeHeading(order, new Set(), 'b', false)).toBe('b'));
  it('uses the spec observer settings', () => {
    expect(TOC_OBSERVER_OPTIONS).toEqual({ threshold: 1, rootMargin: '-20% 0px -35% 0px' });
    expect(REFERENCE_OBSERVER_OPTIONS.rootMargin).toBe('30% 0px -35% 0px');
  });
  it('the reference section being read is the last one past the reading line', () => {
    const tops: Record<string, number> = { a: -500, b: 100, c: 600 };
    expect(currentSection(['a', 'b', 'c'], (id) => tops[id]!, 1000)).toBe('b');
    expect(currentSection(['c'], (id) => tops[id]!, 1000)).toBe('c');
  });
});

describe('tabs', () => {
  it('moves with arrows, wraps, and jumps with Home/End', () => {
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('a', 0, 3)).toBeUndefined();
  });
});

describe('closed alerts', () => {
  it('remembers closed alerts', () => {
    const storage = memoryStorage();
    dismiss(storage, 'beta-warning');
    expect(readDismissed(storage).has('beta-warning')).toBe(true);
  });
  it('ignores corrupted storage instead of throwing', () => {
    expect(readDismissed({ getItem: () => '{not json' }).size).toBe(0);
    expect(readDismissed({ getItem: () => '{"a":1}' }).size).toBe(0);
  });
});

describe('theme', () => {
  it('an explicit choice wins over the system', () => expect(resolveTheme('light', true)).toBe('light'));
  it('follows the system without a choice', () => expect(resolveTheme(null, true)).toBe('dark'));
  it('ignores junk in storage', () => expect(resolveTheme('purple', false)).toBe('light'));
});

describe('search results', () => {
  it('links to pages without .html and keeps the anchor', () => {
    expect(cleanUrl('/guides/auth/sessions.html#refresh-tokens')).toBe('/guides/auth/sessions#refresh-tokens');
    expect(cleanUrl('/index.html')).toBe('/');
  });
  it('gives one result per page, with its matching sections under it and the page’s own top left out', () => {
    const groups = groupResults([
      {
        page: {
          url: '/guides/a.html',
          excerpt: 'about <mark>keys</mark>',
          meta: { title: 'A' },
          sub_results: [
            { title: 'A', url: '/guides/a.html', excerpt: 'top' },
            { title: 'Keys', url: '/guides/a.html#keys', excerpt: 'the <mark>anon</mark> key' },
          ],
        },
      },
    ]);
    expect(groups).toEqual([
      {
        url: '/guides/a',
        title: 'A',
        where: 'Guide',
        excerpt: 'about <mark>keys</mark>',
        sections: [{ url: '/guides/a#keys', heading: 'Keys', excerpt: 'the <mark>anon</mark> key' }],
      },
    ]);
  });
  it('shows at most three sections under a result', () => {
    const sub = (n: number) => ({ title: `S${n}`, url: `/guides/a.html#s${n}`, excerpt: '' });
    const [group] = groupResults([{ page: { url: '/guides/a.html', excerpt: '', meta: { title: 'A' }, sub_results: [1, 2, 3, 4].map(sub) } }]);
    expect(group!.sections.map((s) => s.heading)).toEqual(['S1', 'S2', 'S3']);
  });
  it('shows a reference item by its own title and reference, its parameters’ records under it', () => {
    const flag = {
      url: '/reference/cli/introduction#plinth-stop-flag-no-backup',
      excerpt: 'deletes the <mark>volumes</mark>',
      meta: {
        title: 'plinth stop --no-backup',
        page: 'CLI reference',
        item: 'plinth stop',
        where: 'CLI',
        part: '--no-backup',
        of: '/reference/cli/introduction#plinth-stop',
      },
    };
    const item = {
      url: '/reference/cli/introduction#plinth-stop',
      excerpt: 'stops the stack',
      meta: { title: 'plinth stop', page: 'CLI reference', item: 'plinth stop', where: 'CLI' },
    };
    const section = { url: '/reference/cli/introduction#plinth-stop-flag-no-backup', heading: '--no-backup', excerpt: 'deletes the <mark>volumes</mark>' };
    expect(groupResults([{ page: item, sections: [flag] }])).toEqual([
      { url: '/reference/cli/introduction#plinth-stop', title: 'plinth stop', where: 'CLI', excerpt: 'stops the stack', sections: [section] },
    ]);
    // A flag's record found before its command's: the command leads, the flag under it.
    expect(groupResults([{ page: flag }])).toEqual([
      { url: '/reference/cli/introduction#plinth-stop', title: 'plinth stop', where: 'CLI', excerpt: '', sections: [section] },
    ]);
  });
  it('moves the active result one step with the arrows, without wrapping, and to the ends with Home and End', () => {
    expect(activeAfterKey('ArrowDown', 0, 3)).toBe(1);
    expect(activeAfterKey('ArrowDown', 2, 3)).toBe(2);
    expect(activeAfterKey('ArrowUp', 1, 3)).toBe(0);
    expect(activeAfterKey('ArrowUp', 0, 3)).toBe(0);
    expect(activeAfterKey('Home', 2, 3)).toBe(0);
    expect(activeAfterKey('End', 0, 3)).toBe(2);
  });
  it('brings an active index left over from longer results back into the list', () => {
    expect(activeAfterKey('ArrowUp', 9, 3)).toBe(1);
    expect(activeAfterKey('ArrowDown', 9, 3)).toBe(2);
  });
  it('leaves other keys, and every key when there are no results, to the text box', () => {
    expect(activeAfterKey('Enter', 0, 3)).toBeNull();
    expect(activeAfterKey('a', 0, 3)).toBeNull();
    expect(activeAfterKey('Home', 0, 0)).toBeNull();
    expect(activeAfterKey('ArrowDown', 0, 0)).toBeNull();
  });
});

describe('fragments', () => {
  it('reads an encoded fragment, and takes a malformed one as written instead of throwing', () => {
    expect(fragmentId('#caf%C3%A9')).toBe('café');
    expect(fragmentId('#%E0%A4%A')).toBe('%E0%A4%A');
  });
  it('the CLI function list survives a malformed fragment', () => {
    expect(activeCommandId('/reference/cli/introduction', '#%E0%A4%A', new Set(['plinth-db-push']))).toBeNull();
    expect(activeCommandId('/reference/cli/plinth-db-push', '#%E0%A4%A', new Set(['plinth-db-push']))).toBe('plinth-db-push');
  });
});
