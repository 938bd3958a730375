// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { encodeRoutes } from '../lib/nearest-routes';
import { installNotFound, NOT_FOUND_ATTRIBUTE, ROUTES_DATA_ID } from './not-found';

const PAGES = [
  { route: '/', title: 'Home' },
  { route: '/guides/auth', title: 'Auth' },
  { route: '/guides/auth/sessions', title: 'Auth › Sessions' },
  { route: '/guides/auth/passwords', title: 'Auth › Passwords' },
  { route: '/guides/auth/sessions/pkce-flow', title: 'Auth › PKCE flow' },
  { route: '/guides/auth/social-login/auth-google', title: 'Auth › Google' },
  { route: '/guides/auth/social-login/auth-github', title: 'Auth › GitHub' },
  { route: '/guides/database/tables', title: 'Database › Tables' },
];

/** The 404 page as the export serves it, at the missing address. */
function notFoundPage(path: string, data: string | null = encodeRoutes(PAGES)) {
  history.replaceState(null, '', path);
  document.body.innerHTML = `<main><h1>Page not found</h1><div ${NOT_FOUND_ATTRIBUTE}=""></div>${data === null ? '' : `<script type="application/json" id="${ROUTES_DATA_ID}">${data}</script>`}</main>`;
  return document.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`)!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the 404 page’s help', () => {
  it('offers a search for the words of the missing address, which opens the site search with them', () => {
    const help = notFoundPage('/guides/auth/sesions');
    installNotFound(document);
    const button = help.querySelector('button')!;
    expect(button.type).toBe('button');
    expect(button.textContent).toBe('Search the docs for “auth sesions”');
    expect(button.hasAttribute('data-search-button')).toBe(true);
    expect(button.getAttribute('data-search-query')).toBe('auth sesions');
  });

  it('lists the five pages with the closest addresses under its heading, closest first', () => {
    const help = notFoundPage('/guides/auth/sesions');
    installNotFound(document);
    const heading = help.querySelector('h2')!;
    expect(heading.textContent).toBe('Pages with a similar address');
    const section = heading.closest('section')!;
    expect(section.getAttribute('aria-labelledby')).toBe(heading.id);
    const list = section.querySelector('ul')!;
    expect(list.getAttribute('role')).toBe('list');
    const links = [...list.querySelectorAll('li > a')];
    expect(links).toHaveLength(5);
    expect(links[0]!.getAttribute('href')).toBe('/guides/auth/sessions');
    expect(links[0]!.textContent).toBe('Auth › Sessions');
    expect(links.map((a) => a.getAttribute('href'))).not.toContain('/guides/database/tables');
    // The address is shown beside the title, outside the link's name.
    expect(links[0]!.parentElement!.textContent).toBe('Auth › Sessions/guides/auth/sessions');
  });

  it('fills the page once, however many times it runs', () => {
    const help = notFoundPage('/guides/auth/sesions');
    installNotFound(document);
    installNotFound(document);
    expect(help.querySelectorAll('button')).toHaveLength(1);
    expect(help.querySelectorAll('h2')).toHaveLength(1);
  });

  it('treats the address as text, never as markup', () => {
    const help = notFoundPage('/guides/%3Cimg%20src=x%20onerror=alert(1)%3E');
    installNotFound(document);
    expect(help.querySelector('img')).toBeNull();
    expect(help.querySelector('button')!.getAttribute('data-search-query')).toBe('<img src=x onerror=alert(1)>');
  });

  it('still offers the search when the page list is missing or broken', () => {
    for (const data of [null, 'not json']) {
      const help = notFoundPage('/guides/auth/sesions', data);
      installNotFound(document);
      expect(help.querySelector('button')).not.toBeNull();
      expect(help.querySelector('h2')).toBeNull();
    }
  });

  it('does nothing on other pages', () => {
    history.replaceState(null, '', '/guides/auth/sessions');
    document.body.innerHTML = '<main><h1>Sessions</h1></main>';
    installNotFound(document);
    expect(document.body.innerHTML).toBe('<main><h1>Sessions</h1></main>');
  });
});
