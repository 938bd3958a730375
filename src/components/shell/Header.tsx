import { resourcesMenu, topLevelMenu } from '@/nav';
import { references } from '@/nav/references';
import { site } from '@/site.config';
import { MenuButton } from './MobileMenu';
import { SearchButton } from './SearchButton';
import { ThemeToggle } from './ThemeToggle';

const menuPanel = 'absolute left-0 top-full z-50 mt-2 rounded-lg border border-[var(--border)] bg-[var(--bg)] p-2 shadow-lg';
const menuLink = 'block rounded-md px-3 py-1.5 text-sm hover:bg-[var(--bg-soft)]';
const summary =
  'flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-1.5 text-sm text-[var(--fg-muted)] hover:text-[var(--fg)] [&::-webkit-details-marker]:hidden';

export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-[var(--border)] bg-[var(--bg)]/95 backdrop-blur" data-pagefind-ignore="">
      <div className="mx-auto flex h-14 max-w-[90rem] items-center gap-2 px-3 sm:px-5">
        <MenuButton />
        <a href="/" className="mr-2 flex h-8 items-center gap-2 font-semibold">
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24">
            <rect x="3" y="14" width="18" height="6" rx="1.5" fill="var(--color-brand-600)" />
            <rect x="7" y="4" width="10" height="8" rx="1.5" fill="var(--color-brand-400)" />
          </svg>
          <span>
            Plinth <span className="font-normal text-[var(--fg-muted)]">Docs</span>
          </span>
        </a>
        {/* As tall as its items (32 px) from the start, and they sit at its top: a page still being
            parsed can be drawn while only the first menu is there (a <details> without its
            <summary> yet, 26 px tall), and centred items then moved up when the rest arrived. */}
        <nav aria-label="Main" className="hidden h-8 items-start gap-1 lg:flex">
          <details data-dropdown="" className="relative">
            <summary className={summary}>Guides ▾</summary>
            <ul className={`${menuPanel} grid w-[28rem] grid-cols-2`} role="list">
              {topLevelMenu.map((item) => (
                <li key={item.href}>
                  <a href={item.href} className={menuLink}>
                    {item.title}
                  </a>
                </li>
              ))}
            </ul>
          </details>
          <details data-dropdown="" className="relative">
            <summary className={summary}>References ▾</summary>
            <ul className={`${menuPanel} w-72`} role="list">
              {references.map((item) => (
                <li key={item.href}>
                  <a href={item.href} className={menuLink}>
                    <span className="block font-medium">{item.title}</span>
                    <span className="block text-xs text-[var(--fg-muted)]">{item.description}</span>
                  </a>
                </li>
              ))}
            </ul>
          </details>
          <a href={site.integrationsUrl} className="rounded-md px-2 py-1.5 text-sm text-[var(--fg-muted)] hover:text-[var(--fg)]">
            Integrations
          </a>
          <details data-dropdown="" className="relative">
            <summary className={summary}>Resources ▾</summary>
            <ul className={`${menuPanel} w-56`} role="list">
              {resourcesMenu.map((item) => (
                <li key={item.href}>
                  <a href={item.href} className={menuLink} rel={item.external ? 'noopener' : undefined}>
                    {item.title}
                    {item.external ? <span aria-hidden="true"> ↗</span> : null}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        </nav>
        {/* Every item of the header has its final size before its content is parsed (the menu button,
            the logo, the search button and the theme switch), and this group keeps the theme
            switch's column from the start: the browser can draw a page whose parse stopped anywhere in
            the header, and what is drawn then must not move when the rest arrives (a search button
            drawn before the theme switch moved 38 px left; a centred one moved up as its icon came). */}
        <div className="ml-auto grid grid-cols-[auto_--spacing(8.5)] items-center gap-1">
          <SearchButton />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
