import type { ReactNode } from 'react';
import type { LastUpdated } from '@/content/last-updated';
import type { TocEntry } from '@/content/remark-headings';
import { breadcrumbs, prevNext } from '@/nav';
import { Breadcrumbs } from './Breadcrumbs';
import { CopyPageButton } from './CopyPageButton';
import { PageFooter } from './PageFooter';
import { PrevNext } from './PrevNext';
import { Toc } from './Toc';

/**
 * A page with "On this page" beside it: from the `xl` breakpoint a grid whose second column exists
 * before the <aside> is parsed. A long page is drawn while it is still being read; as flex items,
 * the article was first as wide as the page, then narrower once the aside arrived, and a title,
 * subtitle or list that wrapped onto another line moved everything below it (CLS 0.19 on the
 * row-level security guide, 0.018 on the JavaScript reference, at 1280 px).
 */
export const TOC_LAYOUT = {
  grid: 'xl:grid xl:grid-cols-[minmax(0,1fr)_14rem] xl:gap-10',
  aside: 'sticky top-20 hidden h-[calc(100vh-6rem)] self-start overflow-y-auto xl:block',
};

interface DocPageProps {
  route: string;
  title: string;
  subtitle?: string;
  toc: TocEntry[];
  hideToc?: boolean;
  /** Where the plain-Markdown version of this page is served, if it has one. */
  markdownUrl?: string;
  /** The page's source file from the project root (`content/guides/….mdx`): edit link, last updated, feedback. */
  source?: string;
  /** The date of the source's last commit, when git knows it for sure (the route reads it: src/content/last-updated.ts). */
  updated?: LastUpdated;
  children: ReactNode;
}

/**
 * The body of a guide page: breadcrumbs, title, content, the page's footer (edit link, last
 * updated, feedback) when it has a source file, previous/next, and the table of contents.
 */
export function DocPage({ route, title, subtitle, toc, hideToc, markdownUrl, source, updated, children }: DocPageProps) {
  const { prev, next } = prevNext(route);
  const showToc = !hideToc && toc.length > 0;
  return (
    <div className={showToc ? TOC_LAYOUT.grid : undefined}>
      <article className="min-w-0" data-pagefind-body="">
        <Breadcrumbs crumbs={breadcrumbs(route, title)} />
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-2 text-lg text-[var(--fg-muted)]">{subtitle}</p> : null}
        {markdownUrl ? (
          <div className="mt-4" data-pagefind-ignore="">
            <CopyPageButton markdownUrl={markdownUrl} />
          </div>
        ) : null}
        {children}
        {/* Keyed: after a client-side navigation the next page gets a fresh form, not this one's answer. */}
        {source ? <PageFooter key={route} route={route} source={source} updated={updated} /> : null}
        <PrevNext prev={prev} next={next} />
      </article>
      {showToc ? (
        <aside className={TOC_LAYOUT.aside}>
          <Toc entries={toc} />
        </aside>
      ) : null}
    </div>
  );
}
