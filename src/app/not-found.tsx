import { PageShell } from '@/components/shell/PageShell';
import { NOT_FOUND_ATTRIBUTE, ROUTES_DATA_ID } from '@/enhance/not-found';
import { escapeInlineScript } from '@/lib/html';
import { encodeRoutes } from '@/lib/nearest-routes';
import { pageDirectory } from '@/nav';

/**
 * The 404 page: one static file for every missing address, so what depends on the address (a
 * search with its words, the pages with the closest addresses) is filled in the browser by the
 * enhancer (src/enhance/not-found.ts) into the empty container below.
 *
 * The pages to suggest are embedded, not fetched: the navigation's pages with their titles
 * (about 400, some 28 KB of JSON, 6 KB gzipped) are the pages a reader looks for, and they are
 * there the moment the page is, on a page reached by mistake where one more request (the sitemap:
 * some 1,600 addresses with every reference item, and no titles) would only delay the help.
 * In a build the post-build step writes that list into the exported 404 page: rendered here, it
 * would travel in every page's React data, since the not-found boundary is part of the layout.
 * Under `next dev` it is rendered here.
 */
export default function NotFound() {
  const container = { [NOT_FOUND_ATTRIBUTE]: '' };
  return (
    <PageShell route="/404">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-[var(--fg-muted)]">
        This page does not exist, or it moved. Try search (press <kbd>/</kbd>) or start from the{' '}
        <a href="/" className="underline">
          home page
        </a>
        .
      </p>
      {/* Filled by the enhancer; React leaves what is in it when it hydrates. */}
      <div {...container} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      {process.env.NODE_ENV !== 'production' ? (
        <script type="application/json" id={ROUTES_DATA_ID} dangerouslySetInnerHTML={{ __html: escapeInlineScript(encodeRoutes(pageDirectory())) }} />
      ) : null}
    </PageShell>
  );
}
