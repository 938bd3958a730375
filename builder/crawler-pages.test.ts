// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Header } from '../src/components/shell/Header';
import { SiteFooter } from '../src/components/shell/SiteFooter';
import type { RefItem, ReferenceDoc } from '../src/reference/model';
import { bootScript } from '../src/enhance/boot-script';
import { site } from '../src/site.config';
import { crawlerPage, itemPageScripts } from './crawler-pages';
import { NEXT_VERSION, styleLinks } from './next-export';

const item = (id: string, title: string): RefItem => ({ id, title, summary: `What ${title} does.`, paramGroups: [], examples: [], links: [], depth: 0 });

/** A small reference of the CLI's shape: the page is made from the model, whatever its size. */
const doc: ReferenceDoc = {
  key: 'cli',
  kind: 'cli',
  title: 'CLI reference',
  label: 'CLI',
  description: 'Every command.',
  versions: [],
  page: '/reference/cli/introduction',
  itemPage: (id) => `/reference/cli/${id}`,
  language: 'bash',
  itemTitlePrefix: 'plinth ',
  sections: [
    {
      id: 'database',
      title: 'Database',
      source: 'specs/cli/cli_v1_commands.yaml',
      items: [item('plinth-db-push', 'plinth db push'), item('plinth-db-pull', 'plinth db pull')],
    },
  ],
};
const push = doc.sections[0]!.items[0]!;
const STYLE = { href: '/_next/static/chunks/site.css', precedence: 'next' };
const html = crawlerPage(doc, push, '<section class="ref-item"><h1 id="plinth-db-push">plinth db push</h1><p>Pushes.</p></section>', [STYLE]);
const page = new DOMParser().parseFromString(html, 'text/html');

describe('an item’s own page', () => {
  it('has the header every other page has, logo, search, theme toggle and menu button included', () => {
    // Rendered by the same component as the app's pages: it cannot drift from theirs.
    expect(html).toContain(renderToStaticMarkup(createElement(Header)));
    const header = page.querySelector('header')!;
    expect(header.querySelector('a[href="/"] svg')).not.toBeNull();
    expect(header.querySelector('[data-search-button]')?.getAttribute('aria-label')).toBe('Search docs');
    expect(header.querySelector('[data-theme-toggle]')?.getAttribute('aria-label')).toBe('Dark theme');
    expect(header.querySelectorAll('details[data-dropdown]')).toHaveLength(3);
  });

  it('opens the function list as its mobile menu, the item marked as the current page', () => {
    const button = page.querySelector('[data-menu-button]')!;
    const panel = page.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hasAttribute('data-nav-panel')).toBe(true);
    const list = panel.querySelector('nav[aria-label="CLI reference"]')!;
    expect([...list.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/reference/cli/plinth-db-push', '/reference/cli/plinth-db-pull']);
    expect(list.querySelector('[aria-current="page"]')?.textContent).toBe('db push');
    // Not the long page's tracker: there is nothing to scroll through, and the URL must not change.
    expect(list.hasAttribute('data-function-list')).toBe(false);
  });

  it('ends with the edit link to the item’s source, "Was this page helpful?" and the site footer', () => {
    const footer = page.querySelector('main footer')!;
    expect(footer.querySelector('a')?.getAttribute('href')).toBe(`${site.repository.url}/edit/${site.repository.branch}/specs/cli/cli_v1_commands.yaml`);
    const form = footer.querySelector('form[data-feedback]')!;
    expect(form.getAttribute('data-feedback-page')).toBe('/reference/cli/plinth-db-push');
    expect(html).toContain(renderToStaticMarkup(createElement(SiteFooter)));
  });

  it('is one page about one item: its title the only h1, its own canonical address, the skip link to its main', () => {
    expect([...page.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['plinth db push']);
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/reference\/cli\/plinth-db-push$/);
    expect(page.title).toBe(`plinth db push | CLI reference | ${site.name}`);
    expect(page.querySelector('a[href="#main-content"]')).toBe(page.body.firstElementChild);
    expect(page.getElementById('main-content')?.tagName).toBe('MAIN');
  });

  it('loads the enhancer, async (in a task of its own, not the one that ends parsing), and no framework runtime', () => {
    expect([...page.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'))).toEqual(['/_static/enhance.js']);
    expect(page.querySelector('script[src="/_static/enhance.js"]')?.hasAttribute('async')).toBe(true);
    expect(html).not.toMatch(/<script[^>]*src="\/_next\//);
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>');
  });

  it('has the head of the app’s pages as Next exports them, but for its own title, description and address', () => {
    // A page of the app exactly as `next build` exported it (builder/next-export.test.ts).
    const app = readFileSync(path.join(import.meta.dirname, 'fixtures', `next-${NEXT_VERSION}`, 'guides-resources.html'), 'utf8');
    const item = crawlerPage(doc, push, '<h1>plinth db push</h1>', styleLinks(app, 'fixture'));
    /** A head's tags in order, without the page's own and Next's scripts and preloads; inline scripts without their text. */
    const shared = (html: string) =>
      parse(html)
        .querySelector('head')!
        .childNodes.map((node) => node.toString())
        .filter((tag) => !/^<(title|meta name="description"|link rel="canonical"|link rel="preload"|script src="\/_next\/)/.test(tag))
        .map((tag) => tag.replace(/^<script>[\s\S]*<\/script>$/, '<script></script>'));
    expect(shared(item)).toEqual(shared(app));
    expect(shared(item)).toHaveLength(8);
    // Its one inline script is the boot script every page has: one hash in the site's policy.
    expect([...item.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1])).toEqual([bootScript()]);
    expect(itemPageScripts()).toEqual([bootScript()]);
  });

  it('fails the build, naming the item, when its loader gives no source file', () => {
    const bare: ReferenceDoc = { ...doc, sections: [{ ...doc.sections[0]!, source: undefined }] };
    expect(() => crawlerPage(bare, push, '<h1>plinth db push</h1>', [STYLE])).toThrow(/CLI reference gives no source file for the section of plinth-db-push/);
  });
});
