// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Sidebar } from '@/components/shell/Sidebar';
import { updateSidebar } from './sidebar-update';

/** The sidebar the build writes into a page (builder/postbuild.ts). */
const sidebarOf = (route: string) => renderToStaticMarkup(createElement(Sidebar, { route }));

/** The slot shows `html` (compared as DOM: attributes in any order, as the browser treats them). */
function expectShows(slot: HTMLElement, html: string) {
  const expected = document.createElement('div');
  expected.innerHTML = html;
  expect(slot.innerHTML.length).toBe(expected.innerHTML.length);
  expect([...slot.childNodes].map((node, i) => node.isEqualNode(expected.childNodes[i]!))).toEqual([...expected.childNodes].map(() => true));
}

function slotShowing(route: string) {
  const slot = document.createElement('div');
  slot.innerHTML = sidebarOf(route);
  document.body.replaceChildren(slot);
  return slot;
}

describe('updateSidebar', () => {
  it('within a section, keeps the list and moves the mark: the result is what the new page ships', () => {
    const slot = slotShowing('/guides/auth/sessions');
    const nav = slot.querySelector('nav')!;
    const links = [...slot.querySelectorAll('a')];
    expect(slot.querySelector('[aria-current="page"]')!.getAttribute('href')).toBe('/guides/auth/sessions');

    const { otherSection } = updateSidebar(slot, sidebarOf('/guides/auth/passwords'));

    expect(otherSection).toBe(false);
    expectShows(slot, sidebarOf('/guides/auth/passwords'));
    // The same elements: nothing the reader sees was created again.
    expect(slot.querySelector('nav')).toBe(nav);
    const passwords = links.find((a) => a.getAttribute('href') === '/guides/auth/passwords')!;
    expect(passwords.isConnected).toBe(true);
    expect(passwords.getAttribute('aria-current')).toBe('page');
    expect(slot.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('opens the sub-list of the new page and closes the old one, as a fresh load would show them', () => {
    // A page with a sub-list (its entries open only on it and below it) and one without.
    const routes = [...new DOMParser().parseFromString(sidebarOf('/guides/database/overview'), 'text/html').querySelectorAll('a')].map((a) =>
      a.getAttribute('href')!,
    );
    const nested = routes.find((route) => sidebarOf(route).split('<ul').length > sidebarOf('/guides/database/overview').split('<ul').length);
    expect(nested, 'the Database sidebar has an entry with a sub-list').toBeDefined();

    const slot = slotShowing('/guides/database/overview');
    updateSidebar(slot, sidebarOf(nested!));
    expectShows(slot, sidebarOf(nested!));
    updateSidebar(slot, sidebarOf('/guides/database/overview'));
    expectShows(slot, sidebarOf('/guides/database/overview'));
  });

  it('says when the new page is in another section, and shows that section', () => {
    const slot = slotShowing('/guides/auth/sessions');
    const { otherSection } = updateSidebar(slot, sidebarOf('/guides/storage'));
    expect(otherSection).toBe(true);
    expectShows(slot, sidebarOf('/guides/storage'));
    expect(slot.querySelector('nav')!.getAttribute('aria-label')).toBe('Storage pages');
  });
});
