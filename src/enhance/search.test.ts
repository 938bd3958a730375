// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PagefindPage } from '../lib/search-results';
import { runBoot } from './boot';
import { stillParsing } from './fake-parsing.test-helpers';
import { type SearchControl, installSearch } from './search';

// Pagefind's index exists only in a build: the dialog gets these pages for any query.
const PAGES: PagefindPage[] = [
  { url: '/guides/auth/sessions.html', excerpt: 'how <mark>sessions</mark> end', meta: { title: 'Sessions' } },
  { url: '/guides/auth/passwords.html', excerpt: 'password <mark>sessions</mark>', meta: { title: 'Passwords' } },
  { url: '/guides/database/overview.html', excerpt: 'database <mark>sessions</mark>', meta: { title: 'Database' } },
];
const searched: string[] = [];
const searchedWith: unknown[] = [];
const warmed = vi.hoisted(() => ({ count: 0 }));
// When set, the data of every page but the best waits for it (a slow network for those requests).
const others = vi.hoisted(() => ({ held: undefined as Promise<void> | undefined }));
// When set, the best page's matching sections.
const sections = vi.hoisted(() => ({ of: undefined as PagefindPage['sub_results'] }));
vi.mock('../lib/pagefind', () => ({
  warmPagefind: () => warmed.count++,
  loadPagefind: async () => ({
    options: async () => undefined,
    search: async (query: string, options?: unknown) => {
      searched.push(query);
      searchedWith.push(options);
      return {
        results: PAGES.map((page, index) => ({
          id: page.url,
          data: async () => {
            if (index > 0) await others.held;
            return index === 0 && sections.of ? { ...page, sub_results: sections.of } : page;
          },
        })),
      };
    },
  }),
}));

let search: SearchControl | undefined;
let loads = 0;
// The results module as /_static/search.js would give it, counted.
const install = () =>
  (search = installSearch(document, () => {
    loads++;
    return import('./search-dialog');
  }));
const key = (key: string, target: Element = document.body, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};
const dialog = () => document.querySelector<HTMLDialogElement>('dialog[aria-label="Search the docs"]');
const box = () => document.querySelector<HTMLInputElement>('[role="combobox"]')!;
const options = () => [...document.querySelectorAll<HTMLAnchorElement>('[role="option"]')];
const type = (text: string) => {
  box().value += text;
  box().dispatchEvent(new Event('input', { bubbles: true }));
};
/** Waits until the results for what the box holds are shown. */
const results = () => vi.waitFor(() => expect(options().length).toBeGreaterThan(0));

// The search tables (src/lib/search/tables.ts), as the build writes them: by default not served
// (a build without them); a test may serve them, when it releases `tablesServed`.
const tables = { served: undefined as Promise<void> | undefined };
const TERMS = { chunks: ['a'], words: ['end', 'password', 'session'].join('\n'), pages: [1, 1, 3] };
const NAMES = {
  targets: [
    {
      url: '/reference/javascript/sessions',
      reference: 'javascript',
      version: 'v2',
      current: true,
      id: 'sessions',
      title: 'sessions',
      label: 'JavaScript v2 · Auth',
    },
  ],
  names: [['sessions', 0]],
  references: [['javascript', 'v2', '/reference/javascript/introduction', true]],
};
const fetchTables = async (input: RequestInfo | URL) => {
  if (!tables.served) throw new TypeError('Failed to fetch');
  await tables.served;
  const url = String(input);
  return new Response(JSON.stringify(url.endsWith('plinth-terms.json') ? TERMS : NAMES), { status: 200 });
};

let scrolled: Element[] = [];
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(fetchTables));
  loads = 0;
  warmed.count = 0;
  searched.length = 0;
  searchedWith.length = 0;
  scrolled = [];
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  search?.dispose();
  search = undefined;
  delete window.__plinthEarlyKeys;
  document.body.innerHTML = '';
  tables.served = undefined;
  sections.of = undefined;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // The results module keeps the tables it fetched: each test gets it afresh.
  vi.resetModules();
});

describe('search, from the enhancer', () => {
  it('opens with "/" at once, focus in the box, before its results module has arrived, and fetches that module once', async () => {
    document.body.innerHTML = '<button data-search-button aria-label="Search docs">Search</button>';
    install();
    expect(dialog()).toBeNull();
    const slash = key('/');
    expect(slash.defaultPrevented).toBe(true);
    expect(dialog()!.open).toBe(true);
    expect(document.activeElement).toBe(box());
    await search!.ready;
    key('k', box(), { ctrlKey: true });
    expect(loads).toBe(1);
  });

  it('does not take "/" from a reader typing in a field, and takes Ctrl+K there', () => {
    document.body.innerHTML = '<input id="field">';
    install();
    const field = document.getElementById('field')!;
    expect(key('/', field).defaultPrevented).toBe(false);
    expect(dialog()).toBeNull();
    expect(key('k', field, { ctrlKey: true }).defaultPrevented).toBe(true);
    expect(dialog()!.open).toBe(true);
  });

  it('fetches the results module when the pointer or focus reaches a search button, before it is pressed', () => {
    document.body.innerHTML = '<button data-search-button>Search</button><a href="/x">x</a>';
    install();
    document.querySelector('a')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loads).toBe(0);
    document.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loads).toBe(1);
    // Pagefind's download starts beside the module's.
    expect(warmed.count).toBe(1);
    expect(dialog()).toBeNull();
  });

  it('keeps "/" and the keys typed while the page was still parsing, and types them into the box', async () => {
    document.body.innerHTML = '<p>Text</p>';
    runBoot();
    // The key does what a reader expects at once: no browser quick-find.
    expect(key('/').defaultPrevented).toBe(true);
    for (const k of ['r', 'x', 'Backspace', 'l', 's']) key(k);
    install();
    expect(window.__plinthEarlyKeys).toBeUndefined();
    expect(dialog()!.open).toBe(true);
    expect(box().value).toBe('rls');
    // The caret after them: the next key adds to them.
    expect(box().selectionStart).toBe(3);
    await results();
    expect(searched).toContain('rls');
  });

  it('installed while the page is still being parsed, leaves the keys to the boot script and opens once the page has been, with them', async () => {
    document.body.innerHTML = '<p>Text</p>';
    runBoot();
    const parsed = stillParsing();
    install();
    // Not appended to a <body> still growing (it would sit among the page's own elements).
    expect(key('/').defaultPrevented).toBe(true);
    for (const k of ['r', 'l', 's']) key(k);
    expect(dialog()).toBeNull();
    parsed();
    expect(window.__plinthEarlyKeys).toBeUndefined();
    expect(dialog()!.open).toBe(true);
    expect(box().value).toBe('rls');
    await results();
    // From then on, the enhancer's own listener opens it.
    dialog()!.close();
    key('k', document.body, { ctrlKey: true });
    expect(dialog()!.open).toBe(true);
  });

  it('opens, once the page has been parsed, from a search button clicked while it was, with what was typed after the click', async () => {
    document.body.innerHTML = '<button data-search-button aria-label="Search docs">Search</button>';
    runBoot();
    const parsed = stillParsing();
    install();
    // The pointer on the button fetches the results module; it waits for the page too.
    document.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(loads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog()).toBeNull();
    key('x');
    document.querySelector('button')!.click();
    for (const k of ['a', 'u', 't', 'h']) key(k);
    expect(dialog()).toBeNull();
    parsed();
    expect(dialog()!.open).toBe(true);
    expect(box().value).toBe('auth');
    await results();
    expect(searched).toContain('auth');
    dialog()!.close();
    expect(document.activeElement).toBe(document.querySelector('button'));
  });

  it('leaves keys typed in a field while the page parsed, and keeps none once the page has loaded', () => {
    document.body.innerHTML = '<input id="field">';
    runBoot();
    expect(key('/', document.getElementById('field')!).defaultPrevented).toBe(false);
    window.dispatchEvent(new Event('load'));
    expect(key('k', document.body, { metaKey: true }).defaultPrevented).toBe(false);
    install();
    expect(dialog()).toBeNull();
  });

  it('opens from an opener with the words it carries, replacing what was in the box, selected', async () => {
    document.body.innerHTML =
      '<button data-search-button aria-label="Search docs">Search</button><p><button data-search-button data-search-query="auth sesions"><span>Search for these words</span></button></p>';
    install();
    document.querySelector<HTMLButtonElement>('[aria-label="Search docs"]')!.click();
    type('typed by hand');
    dialog()!.close();
    document.querySelector('span')!.click();
    expect(box().value).toBe('auth sesions');
    expect([box().selectionStart, box().selectionEnd]).toEqual([0, 12]);
    await results();
    expect(searched).toContain('auth sesions');
  });

  it('shows each result as a link to its page in a listbox the combobox controls, out of the Tab order', async () => {
    install();
    search!.open('sessions');
    await results();
    const listbox = document.querySelector('[role="listbox"]')!;
    expect(listbox.getAttribute('aria-label')).toBe('Search results');
    expect(box().getAttribute('aria-controls')).toBe(listbox.id);
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(options().map((o) => o.getAttribute('href'))).toEqual(['/guides/auth/sessions', '/guides/auth/passwords', '/guides/database/overview']);
    // One group of options per page, named by its title.
    expect(options().every((o) => o.parentElement!.getAttribute('role') === 'group' && o.parentElement!.parentElement === listbox && o.tabIndex === -1)).toBe(
      true,
    );
    const group = options()[0]!.parentElement!;
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent).toBe('Sessions');
    // Pagefind's marks stay marks; the titles are text.
    expect(options()[0]!.querySelector('mark')?.textContent).toBe('sessions');
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')!.textContent).toBe('3 results'));
  });

  it('shows the best page’s results first, and says the count once, when every result is in', async () => {
    let release!: () => void;
    others.held = new Promise<void>((resolve) => (release = resolve));
    try {
      install();
      search!.open('sessions');
      await results();
      expect(options().map((o) => o.getAttribute('href'))).toEqual(['/guides/auth/sessions']);
      expect(document.querySelector('[role="status"]')!.textContent).toBe('');
      release();
      await vi.waitFor(() => expect(options()).toHaveLength(3));
      await vi.waitFor(() => expect(document.querySelector('[role="status"]')!.textContent).toBe('3 results'));
    } finally {
      others.held = undefined;
    }
  });

  it('says the count once, for the results made with the search tables when they arrive after the first results', async () => {
    let serve!: () => void;
    tables.served = new Promise<void>((resolve) => (serve = resolve));
    install();
    search!.open('sessions');
    await search!.ready;
    // Not beside the first search's own downloads: after its results.
    expect(fetch).not.toHaveBeenCalled();
    const said: string[] = [];
    const status = document.querySelector('[role="status"]')!;
    new MutationObserver(() => said.push(status.textContent ?? '')).observe(status, { childList: true, characterData: true, subtree: true });
    await results();
    expect(options()).toHaveLength(3);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    // Shown, not yet counted: the tables may still change them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(status.textContent).toBe('');
    serve();
    // The name the tables hold comes first, and then the count is said.
    await vi.waitFor(() => expect(options().map((o) => o.getAttribute('href'))[0]).toBe('/reference/javascript/sessions'));
    await vi.waitFor(() => expect(status.textContent).toBe('4 results'));
    expect(said).toEqual(['4 results']);
    // Arrows and Enter work on the new results.
    key('ArrowDown', box());
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
  });

  it('narrows the search with a row of radio buttons, All first, and says where the count is from', async () => {
    install();
    search!.open('sessions');
    await results();
    const row = document.querySelector('fieldset')!;
    expect(row.querySelector('legend')!.textContent).toBe('Search in');
    const radios = [...row.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.parentElement!.textContent)).toEqual([
      'All',
      'Guides',
      'JavaScript',
      'Flutter',
      'Swift',
      'Python',
      'C#',
      'Kotlin',
      'CLI',
      'Management API',
      'Self-hosting',
    ]);
    expect(radios.filter((r) => r.checked).map((r) => r.value)).toEqual(['all']);
    // After the close button, before the results: one Tab stop (a radio group).
    expect(row.compareDocumentPosition(document.querySelector('[role="listbox"]')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const guides = { filters: { not: { kind: { any: expect.arrayContaining(['cli', 'javascript', 'self-hosting']) } } } };
    // All: the whole index, and once the first results are in, the guides ranked among themselves beside it.
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')!.textContent).toBe('3 results'));
    expect(searchedWith.filter((o) => o !== undefined)).toEqual([guides]);
    const before = searchedWith.length;
    radios.find((r) => r.value === 'cli')!.click();
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')!.textContent).toBe('3 results in CLI'));
    expect(searchedWith.slice(before)).toEqual([{ filters: { kind: 'cli' } }]);
    radios.find((r) => r.value === 'guides')!.click();
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')!.textContent).toBe('3 results in Guides'));
    expect(searchedWith.at(-1)).toEqual(guides);
  });

  it('moves the active result with the arrows, Home and End, and scrolls it into view', async () => {
    install();
    search!.open('sessions');
    await results();
    const [first, second, third] = options();
    expect(box().getAttribute('aria-activedescendant')).toBe(first!.id);
    expect(key('ArrowDown', box()).defaultPrevented).toBe(true);
    expect(box().getAttribute('aria-activedescendant')).toBe(second!.id);
    expect(second!.getAttribute('aria-selected')).toBe('true');
    expect(first!.getAttribute('aria-selected')).toBe('false');
    key('End', box());
    expect(box().getAttribute('aria-activedescendant')).toBe(third!.id);
    key('Home', box());
    key('ArrowUp', box());
    expect(box().getAttribute('aria-activedescendant')).toBe(first!.id);
    expect(scrolled).toEqual([second, third, first, first]);
  });

  it('follows the active result with Enter, as a click on its link, and closes without taking focus back', async () => {
    document.body.innerHTML = '<button data-search-button aria-label="Search docs">Search</button>';
    install();
    document.querySelector('button')!.click();
    type('sessions');
    await results();
    const followed: string[] = [];
    const follow = (event: MouseEvent) => {
      followed.push((event.target as HTMLAnchorElement).getAttribute('href')!);
      event.preventDefault();
    };
    document.addEventListener('click', follow);
    try {
      key('ArrowDown', box());
      key('Enter', box());
    } finally {
      document.removeEventListener('click', follow);
    }
    expect(followed).toEqual(['/guides/auth/passwords']);
    expect(dialog()!.open).toBe(false);
    expect(document.activeElement).not.toBe(document.querySelector('button[data-search-button]'));
  });

  it('lists a page’s matching sections under it, in its group, each an option of its own', async () => {
    sections.of = [
      { title: 'Sessions', url: '/guides/auth/sessions.html', excerpt: 'top' },
      { title: 'Refresh tokens', url: '/guides/auth/sessions.html#refresh-tokens', excerpt: 'a <mark>session</mark> is refreshed' },
    ];
    install();
    search!.open('sessions');
    await vi.waitFor(() => expect(options()).toHaveLength(4));
    const [page, section] = options();
    expect(section!.parentElement).toBe(page!.parentElement);
    expect(section!.textContent).toBe('Refresh tokensa session is refreshed');
    // Still one result per page.
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')!.textContent).toBe('3 results'));
    const followed: string[] = [];
    const follow = (event: MouseEvent) => {
      followed.push((event.target as HTMLAnchorElement).getAttribute('href')!);
      event.preventDefault();
    };
    document.addEventListener('click', follow);
    try {
      key('ArrowDown', box());
      key('Enter', box());
    } finally {
      document.removeEventListener('click', follow);
    }
    expect(followed).toEqual(['/guides/auth/sessions#refresh-tokens']);
  });

  it('stays open when a result is opened in a new tab', async () => {
    install();
    search!.open('sessions');
    await results();
    const stay = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stay);
    try {
      options()[2]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    } finally {
      document.removeEventListener('click', stay);
    }
    expect(dialog()!.open).toBe(true);
  });

  it('names its close button "Close search", with the Esc hint only shown, and gives focus back to the search button', () => {
    document.body.innerHTML = '<button data-search-button aria-label="Search docs">Search</button>';
    install();
    key('k', document.body, { ctrlKey: true });
    const close = dialog()!.querySelector('button')!;
    expect(close.getAttribute('aria-label')).toBe('Close search');
    expect(close.textContent).toBe('Esc');
    expect(close.querySelector('[aria-hidden="true"]')?.textContent).toBe('Esc');
    close.click();
    expect(dialog()!.open).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('button[data-search-button]'));
  });

  it('says when its results could not be loaded, and tries again at the next opening', async () => {
    let fail = true;
    search = installSearch(document, () => (fail ? Promise.reject(new Error('offline')) : import('./search-dialog')));
    search.open();
    await vi.waitFor(() => expect(dialog()!.textContent).toContain('Search could not be loaded'));
    dialog()!.close();
    fail = false;
    search.open('sessions');
    await search.ready;
    await results();
  });
});
