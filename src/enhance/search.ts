import { loadOnce } from '../lib/load-once';
import { warmPagefind } from '../lib/pagefind';
import { SEARCH_BUTTON_ATTRIBUTE, isSearchKey, searchOpener } from '../lib/search-open';
import { afterParsing } from './later';

/**
 * Site search, without React, on every page (guides, references, item pages, the 404 page), after
 * a client-side navigation too: the document keeps the one dialog.
 *
 * Split in two by what a reader waits for (measured on the peer bench, docs/benchmarks.md):
 * - here, in the enhancer: the openers (`/`, Ctrl/Cmd+K, any `data-search-button`) and the dialog's
 *   frame, a text box with focus the moment search is asked for, so every key typed after it lands
 *   in the box itself. A few hundred bytes, so the page's first load stays as it was;
 * - the results (question search, Pagefind, the listbox and its keys) in `/_static/search.js`
 *   (src/enhance/search-dialog.ts), fetched on intent: the pointer on or focus reaching a search
 *   button, or search being asked for. Pagefind's download starts at the same moment, beside it
 *   (the results wait for both); the module searches whatever the box holds once it is there.
 */

export const SEARCH_MODULE_URL = '/_static/search.js';

/** The dialog's elements, handed to the results module. */
export interface SearchParts {
  dialog: HTMLDialogElement;
  input: HTMLInputElement;
  /** The live region that counts the results. */
  status: HTMLElement;
  /** Where "no results" and "search is unavailable" are said. */
  message: HTMLElement;
  list: HTMLElement;
  /** Closes the dialog after following a result: focus goes with the navigation, not back to the opener. */
  closeForResult(): void;
}

/** What `/_static/search.js` exports. */
export interface SearchModule {
  /** Makes the dialog search: called once, with the dialog's elements. */
  attachResults(parts: SearchParts): void;
}

export interface SearchControl {
  /** Opens the dialog; `query` replaces the box's text (an opener's words). */
  open(query?: string): void;
  /** For tests: resolves once the results module is attached. */
  readonly ready: Promise<void>;
  dispose(): void;
}

const loadModule = loadOnce(() => import(/* webpackIgnore: true */ SEARCH_MODULE_URL) as Promise<SearchModule>);

/** Builds an element with attributes: the frame's markup, in the same classes the shell uses. */
function make<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

function buildDialog(doc: Document): Omit<SearchParts, 'closeForResult'> & { close: HTMLButtonElement } {
  const input = make(doc, 'input', {
    id: 'docs-search-input',
    type: 'text',
    role: 'combobox',
    'aria-expanded': 'false',
    'aria-controls': 'docs-search-results',
    'aria-autocomplete': 'list',
    autocomplete: 'off',
    placeholder: 'Search guides and the CLI reference',
    class: 'h-12 w-full bg-transparent text-base outline-none',
  });
  const close = make(
    doc,
    'button',
    {
      type: 'button',
      'aria-label': 'Close search',
      'aria-keyshortcuts': 'Escape',
      class: 'rounded border border-[var(--border)] px-1.5 text-xs text-[var(--fg-muted)]',
    },
    make(doc, 'kbd', { 'aria-hidden': 'true', class: 'font-sans' }, 'Esc'),
  );
  const status = make(doc, 'p', { class: 'sr-only', role: 'status', 'aria-live': 'polite' });
  const message = make(doc, 'p', { class: 'p-3 text-sm text-[var(--fg-muted)]', hidden: '' });
  const list = make(doc, 'div', { id: 'docs-search-results', role: 'listbox', 'aria-label': 'Search results' });
  const dialog = make(
    doc,
    'dialog',
    {
      'aria-label': 'Search the docs',
      class:
        'm-auto mt-[10vh] w-[min(40rem,calc(100vw-2rem))] rounded-xl border border-[var(--border)] bg-[var(--bg)] p-0 text-[var(--fg)] shadow-2xl backdrop:bg-black/50',
    },
    make(
      doc,
      'div',
      { class: 'flex items-center gap-2 border-b border-[var(--border)] px-4' },
      make(doc, 'label', { for: 'docs-search-input', class: 'sr-only' }, 'Search'),
      input,
      close,
    ),
    // The results scroll: a Tab stop after the close button, so they can be scrolled with the keyboard too
    // (the options themselves are not Tab stops: the arrows in the box move between them).
    make(doc, 'div', { class: 'max-h-[60vh] overflow-y-auto p-2', tabindex: '0' }, status, message, list),
  );
  return { dialog, input, status, message, list, close };
}

export function installSearch(doc: Document, load: () => Promise<SearchModule> = loadModule, warm: () => void = warmPagefind): SearchControl {
  const win = doc.defaultView!;
  const cleanups: (() => void)[] = [];
  const listen = <K extends keyof DocumentEventMap>(type: K, fn: (event: DocumentEventMap[K]) => void, options?: AddEventListenerOptions) => {
    doc.addEventListener(type, fn, options);
    cleanups.push(() => doc.removeEventListener(type, fn, options));
  };
  let parts: ReturnType<typeof buildDialog> | undefined;
  // Where focus goes back to when the dialog closes: the opener, or the page's search button.
  let returnTo: HTMLElement | null = null;
  let followingResult = false;
  let resolveReady!: () => void;
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));
  let requested: Promise<void> | undefined;
  // A search button clicked while the page was still being parsed: opened once it has been, below.
  let pendingOpen: { query?: string; opener?: Element | null; keysBefore: number } | undefined;

  const dialogParts = () => {
    if (parts) return parts;
    parts = buildDialog(doc);
    const { dialog, close } = parts;
    // At the end of <body>, outside React's tree: React 19 leaves such nodes alone when it hydrates,
    // and a client-side navigation, which replaces <main>, keeps the dialog.
    doc.body.append(dialog);
    close.addEventListener('click', () => dialog.close());
    // A click on the backdrop (the dialog element itself, outside its content) closes.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
    dialog.addEventListener('close', () => {
      if (!followingResult) (returnTo ?? doc.querySelector<HTMLElement>(`[${SEARCH_BUTTON_ATTRIBUTE}]`))?.focus();
      followingResult = false;
    });
    return parts;
  };

  // The dialog is built once the page has been parsed (see `open`): a results module fetched on
  // intent while it still was waits for that too.
  const parsed = new Promise<void>((resolve) => afterParsing(doc, resolve));
  // Fetches the results module once, on the first sign that search is wanted, and Pagefind beside it.
  const request = () => {
    if (!requested) warm();
    requested ??= Promise.all([load(), parsed])
      .then(([module]) => {
        const { dialog, input, status, message, list } = dialogParts();
        module.attachResults({
          dialog,
          input,
          status,
          message,
          list,
          closeForResult() {
            followingResult = true;
            dialog.close();
          },
        });
        resolveReady();
      })
      .catch(async () => {
        // Offline or a flaky connection: say so in the dialog; the next opening tries again.
        requested = undefined;
        await parsed;
        const { message } = dialogParts();
        message.textContent = 'Search could not be loaded. Check your connection, then open search again.';
        message.hidden = false;
      });
    return requested;
  };

  /**
   * `query` replaces the box's text, selected; `typed` (keys pressed before the enhancer listened) is added, the caret after it.
   * While the page is still being parsed, the dialog waits for it to end (appended to a <body> still
   * growing, it would sit between the page's own elements, where React's hydration meets it).
   */
  const open = (query?: string, opener?: Element | null, typed?: string) => {
    if (doc.readyState === 'loading') {
      pendingOpen ??= { query, opener, keysBefore: win.__plinthEarlyKeys?.keys.length ?? 0 };
      return;
    }
    const { dialog, input } = dialogParts();
    if (!dialog.open) {
      const active = doc.activeElement as HTMLElement | null;
      returnTo = opener instanceof win.HTMLElement ? opener : active && active !== doc.body ? active : null;
      dialog.showModal();
    }
    if (query !== undefined || typed) {
      input.value = (query ?? input.value) + (typed ?? '');
      // The results module searches on `input`, as when the reader types.
      input.dispatchEvent(new win.Event('input', { bubbles: true }));
    }
    input.focus();
    if (typed) input.setSelectionRange(input.value.length, input.value.length);
    else input.select();
    void request();
  };

  listen('click', (event) => {
    const opener = searchOpener(event.target);
    if (!opener) return;
    open(opener.query, (event.target as Element).closest(`[${SEARCH_BUTTON_ATTRIBUTE}]`));
  });
  const onKey = (event: KeyboardEvent) => {
    // A key the boot script kept (the page is still being parsed): it is replayed below, with those before it.
    if (!isSearchKey(event) || win.__plinthEarlyKeys?.keys.includes(event)) return;
    event.preventDefault();
    open();
  };
  listen('keydown', onKey);
  // Intent: the results module is fetched while the pointer or focus is on a search button.
  const onIntent = (event: Event) => {
    if (searchOpener(event.target)) void request();
  };
  listen('pointerover', onIntent, { passive: true });
  listen('focusin', onIntent);

  // Once the page has been parsed: the keys pressed while it was, kept by the boot script
  // (src/enhance/boot.ts), in order. The first that asks for search opens it, as does a search
  // button clicked meanwhile, and the keys after it are typed into the box. The boot script keeps
  // keys until then (or until `load`, if this script never runs).
  // Disposed before the page has been parsed: the boot script keeps its keys.
  cleanups.push(
    afterParsing(doc, () => {
      const early = win.__plinthEarlyKeys;
      early?.stop();
      delete win.__plinthEarlyKeys;
      const keys = early?.keys ?? [];
      const asked = keys.findIndex((event) => isSearchKey(event));
      if (asked === -1 && !pendingOpen) return;
      const from = pendingOpen && (asked === -1 || pendingOpen.keysBefore <= asked) ? pendingOpen.keysBefore : asked + 1;
      let typed = '';
      for (const event of keys.slice(from)) {
        if (event.key.length === 1 && !event.metaKey && !event.ctrlKey && !event.altKey) typed += event.key;
        else if (event.key === 'Backspace') typed = typed.slice(0, -1);
      }
      open(pendingOpen?.query, pendingOpen?.opener ?? null, typed);
    }),
  );

  return {
    open: (query) => open(query),
    ready,
    dispose() {
      for (const cleanup of cleanups.splice(0)) cleanup();
      parts?.dialog.remove();
    },
  };
}
