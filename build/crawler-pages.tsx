/**
 * Every reference item's own page (`/reference/javascript/select`, `/reference/cli/plinth-db-push`):
 * plain static HTML made from the reference model, for search engines and for links to one item.
 * About a thousand of them: rendering each through Next.js was most of a build, so they are
 * written here, once per build, from one template rendered with React's renderToStaticMarkup.
 * They are complete pages: the site's style sheet, header, the reference's function list with the
 * item marked, the item with its title as the only h1, a canonical link to the page itself, and the
 * site's enhancer for copy buttons and example tabs. No framework runtime: nothing to hydrate.
 */
import { createElement as e, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bootScript } from '../src/enhance/boot';
import { topLevelMenu } from '../src/nav';
import { references } from '../src/nav/references';
import type { RefItem, ReferenceDoc } from '../src/reference/model';
import { functionListGroups } from '../src/reference/pages';
import { absoluteUrl, site } from '../src/site.config';

/** The `<link rel="stylesheet">` tags of the site's CSS, read from an exported page. */
export function styleLinks(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
}

function Header() {
  const menuLink = 'block rounded-md px-3 py-1.5 text-sm hover:bg-[var(--bg-soft)]';
  const panel = 'absolute left-0 top-full z-50 mt-2 rounded-lg border border-[var(--border)] bg-[var(--bg)] p-2 shadow-lg';
  const summary = 'flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-1.5 text-sm text-[var(--fg-muted)] hover:text-[var(--fg)] [&::-webkit-details-marker]:hidden';
  return e(
    'header',
    { className: 'sticky top-0 z-30 border-b border-[var(--border)] bg-[var(--bg)]/95 backdrop-blur', 'data-pagefind-ignore': '' },
    e(
      'div',
      { className: 'mx-auto flex h-14 max-w-[90rem] items-center gap-2 px-3 sm:px-5' },
      e('a', { href: '/', className: 'mr-2 flex items-center gap-2 font-semibold' }, 'Plinth ', e('span', { className: 'font-normal text-[var(--fg-muted)]' }, 'Docs')),
      e(
        'nav',
        { 'aria-label': 'Main', className: 'flex items-center gap-1' },
        e('details', { className: 'relative' }, e('summary', { className: summary }, 'Guides ▾'), e('ul', { className: `${panel} grid w-[28rem] grid-cols-2`, role: 'list' }, topLevelMenu.map((item) => e('li', { key: item.href }, e('a', { href: item.href, className: menuLink }, item.title))))),
        e('details', { className: 'relative' }, e('summary', { className: summary }, 'References ▾'), e('ul', { className: `${panel} w-72`, role: 'list' }, references.map((item) => e('li', { key: item.href }, e('a', { href: item.href, className: menuLink }, item.title))))),
        e('a', { href: site.statusUrl, className: 'rounded-md px-2 py-1.5 text-sm text-[var(--fg-muted)] hover:text-[var(--fg)]' }, 'Status'),
      ),
    ),
  );
}

function FunctionList({ doc, active }: { doc: ReferenceDoc; active: string }) {
  return e(
    'nav',
    { 'aria-label': `${doc.label} reference`, className: 'text-sm', 'data-pagefind-ignore': '' },
    e('a', { href: doc.page, className: 'mb-3 block font-semibold' }, `${doc.title}${doc.version ? ` ${doc.version}` : ''}`),
    functionListGroups(doc).map((group) =>
      e(
        'div',
        { key: group.title, className: 'mb-5' },
        e('p', { className: 'mb-1.5 text-xs font-semibold uppercase tracking-wide text-[var(--fg-muted)]' }, group.title),
        e(
          'ul',
          { className: 'space-y-0.5', role: 'list' },
          group.items.map((item) =>
            e(
              'li',
              { key: item.id },
              // Its own page lists every item's own page; the one shown is the current entry (spec §2: last path segment).
              e('a', { href: doc.itemPage!(item.id), 'aria-current': item.id === active ? 'page' : undefined, className: 'function-link', style: { paddingLeft: `${0.5 + item.depth * 0.75}rem` } }, item.title),
            ),
          ),
        ),
      ),
    ),
  );
}

/** One item's page. `section` is the item's HTML from the reference renderer (its h1 included). */
export function crawlerPage(doc: ReferenceDoc, item: RefItem, section: string, styles: string[]): string {
  const route = doc.itemPage!(item.id);
  const description = item.summary ?? `${item.title}: ${doc.title}${doc.version ? ` ${doc.version}` : ''}.`;
  const body: ReactNode = e(
    Fragment,
    null,
    e('a', { href: '#main-content', className: 'sr-only z-50 rounded bg-[var(--bg)] px-3 py-2 focus:not-sr-only focus:fixed focus:left-3 focus:top-3' }, 'Skip to content'),
    e(Header),
    e(
      'div',
      { className: 'mx-auto grid max-w-[90rem] gap-8 px-4 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)]' },
      e('div', { className: 'hidden lg:sticky lg:top-14 lg:block lg:h-[calc(100vh-3.5rem)] lg:overflow-y-auto lg:py-6 lg:pr-4' }, e(FunctionList, { doc, active: item.id })),
      e(
        'main',
        { id: 'main-content', className: 'min-w-0 py-8', tabIndex: -1 },
        e(
          'p',
          { className: 'mb-2 text-sm text-[var(--fg-muted)]' },
          e('a', { href: doc.page, className: 'underline-offset-2 hover:underline' }, `${doc.title}${doc.version ? ` ${doc.version}` : ''}`),
          ' · ',
          e('a', { href: `${doc.page}#${item.id}`, className: 'underline-offset-2 hover:underline' }, 'Open in the full reference'),
        ),
        e('div', { className: 'max-w-[72ch]', dangerouslySetInnerHTML: { __html: section } }),
      ),
    ),
    e('footer', { className: 'mt-16 border-t border-[var(--border)] py-8 text-center text-sm text-[var(--fg-muted)]', 'data-pagefind-ignore': '' }, e('p', null, `${site.name} · `, e('a', { className: 'underline', href: site.statusUrl }, 'Status'))),
  );
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${escape(`${item.title} | ${doc.title}${doc.version ? ` ${doc.version}` : ''} | ${site.name}`)}</title><meta name="description" content="${escape(description)}"/><link rel="canonical" href="${escape(absoluteUrl(route))}"/><link rel="icon" href="/icon.svg" type="image/svg+xml"/>${styles.join('')}<script>${bootScript}</script><script src="/_static/enhance.js" defer></script></head><body>${renderToStaticMarkup(body)}</body></html>`;
}
