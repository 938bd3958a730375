/**
 * Every reference item's own page (`/reference/javascript/select`, `/reference/cli/plinth-db-push`):
 * plain static HTML made from the reference model, the addresses search engines send readers to.
 * About a thousand of them: rendering each through Next.js was most of a build, so they are
 * written here, once per build, with React's renderToStaticMarkup, from the very components every
 * other page is made of: the skip link, the header (logo, menus, search, theme toggle, mobile menu
 * button), the page shell whose sidebar is the reference's function list with the item marked
 * (the mobile menu on small screens), the item with its title as the only h1, the page footer
 * (edit link, "Was this page helpful?") and the site footer. Their head is every page's head
 * (src/components/shell/SiteHead.tsx), with the app's style sheets as Next links them. Their
 * behaviour is the enhancer's (src/enhance/), as on pages that have not loaded React: no framework
 * runtime, nothing to hydrate.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { FunctionList } from '../src/components/reference/FunctionList';
import { Header } from '../src/components/shell/Header';
import { PageFooter } from '../src/components/shell/PageFooter';
import { PageShell } from '../src/components/shell/PageShell';
import { SiteFooter } from '../src/components/shell/SiteFooter';
import { StaticHead } from '../src/components/shell/SiteHead';
import { SkipLink } from '../src/components/shell/SkipLink';
import { bootScript } from '../src/enhance/boot-script';
import type { RefItem, ReferenceDoc } from '../src/reference/model';
import { functionListGroups } from '../src/reference/pages';
import type { StyleSheet } from './next-export';

/** The `<body>` of an item's page. `section` is the item's HTML from the reference renderer (its h1 included). */
export function ItemPageBody({ doc, item, section }: { doc: ReferenceDoc; item: RefItem; section: string }) {
  const route = doc.itemPage!(item.id);
  const reference = `${doc.title}${doc.version ? ` ${doc.version}` : ''}`;
  const source = doc.sections.find((s) => s.items.includes(item))?.source;
  // Its loader says which file a writer edits: a page without that would lose its edit link unseen.
  if (!source)
    throw new Error(
      `The ${doc.label} reference gives no source file for the section of ${item.id}: its own page needs one for "Edit this page" (RefSection.source, set by its loader)`,
    );
  const list = (
    <FunctionList groups={functionListGroups(doc)} page={doc.page} label={`${doc.label} reference`} item={{ current: item.id, href: doc.itemPage! }} />
  );
  return (
    <>
      <SkipLink />
      <Header />
      <PageShell sidebar={list}>
        <article className="max-w-[72ch]">
          <p className="mb-2 text-sm text-[var(--fg-muted)]">
            <a href={doc.page} className="underline-offset-2 hover:underline">
              {reference}
            </a>
            {' · '}
            <a href={`${doc.page}#${item.id}`} className="underline-offset-2 hover:underline">
              Open in the full reference
            </a>
          </p>
          <div dangerouslySetInnerHTML={{ __html: section }} />
          <PageFooter route={route} source={source} />
        </article>
      </PageShell>
      <SiteFooter />
    </>
  );
}

/** The inline scripts of every item page, for the site's Content-Security-Policy (server/host-config.ts). */
export const itemPageScripts = (): string[] => [bootScript()];

/** One item's page, a complete HTML document. */
export function crawlerPage(doc: ReferenceDoc, item: RefItem, section: string, styles: readonly StyleSheet[]): string {
  const reference = `${doc.title}${doc.version ? ` ${doc.version}` : ''}`;
  const description = item.summary ?? `${item.title}: ${reference}.`;
  const page = (
    <html lang="en">
      <head>
        <StaticHead title={`${item.title} | ${reference}`} description={description} route={doc.itemPage!(item.id)} styles={styles} boot={bootScript()} />
      </head>
      <body>
        <ItemPageBody doc={doc} item={item} section={section} />
      </body>
    </html>
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`;
}
