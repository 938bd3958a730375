import { startPages } from '../reference/start-pages';

/**
 * Pages of the site's own, outside the guides and the references: `content/<name>.mdx`, served at
 * `/<name>` through the same pipeline and page layout as a guide (each has a thin route in
 * src/app/<name>/). Their content, Markdown twin, llms.txt line, sitemap entry and search record come
 * with every other content page's.
 */
export const SITE_PAGES: readonly { file: string; route: string }[] = [{ file: 'content/contributing.mdx', route: '/contributing' }];

/** The site page served at `route`. */
export const sitePage = (route: string) => SITE_PAGES.find((page) => page.route === route);

/** Every content page that is not a guide: the site's own pages and the references' start pages. */
export const standalonePages = (): { file: string; route: string }[] => [...SITE_PAGES, ...startPages()];
