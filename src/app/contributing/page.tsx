import type { Metadata } from 'next';
import { ContentPage } from '@/components/shell/ContentPage';
import { PageShell } from '@/components/shell/PageShell';
import { lastUpdated } from '@/content/last-updated';
import { loadPage } from '@/content/load-page';
import { readContentFile } from '@/content/pages';
import { sitePage } from '@/site';
import { pageMetadata } from '@/components/shell/SiteHead';

/** How to contribute to the docs: content/contributing.mdx, rendered like a guide. */
const page = sitePage('/contributing')!;

export function generateMetadata(): Metadata {
  const { frontmatter } = readContentFile(page.file, page.route);
  return pageMetadata({ title: frontmatter.title, description: frontmatter.description, route: page.route });
}

export default async function ContributingPage() {
  return (
    <PageShell route={page.route}>
      <ContentPage route={page.route} file={page.file} page={await loadPage(readContentFile(page.file, page.route))} updated={lastUpdated(page.file)} />
    </PageShell>
  );
}
