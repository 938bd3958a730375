import type { Metadata } from 'next';
import { ContentSlot } from '@/components/shell/ContentSlot';
import { DocPage } from '@/components/shell/DocPage';
import { PageShell } from '@/components/shell/PageShell';
import { lastUpdated } from '@/content/last-updated';
import { loadPage } from '@/content/load-page';
import { readContentFile } from '@/content/pages';
import { sitePage } from '@/content/site-pages';

/** How to contribute to the docs: content/contributing.mdx, rendered like a guide. */
const page = sitePage('/contributing')!;

export function generateMetadata(): Metadata {
  const { frontmatter } = readContentFile(page.file, page.route);
  return { title: frontmatter.title, description: frontmatter.description, alternates: { canonical: page.route } };
}

export default async function ContributingPage() {
  const { frontmatter, toc, html } = await loadPage(readContentFile(page.file, page.route));
  return (
    <PageShell route={page.route}>
      <DocPage route={page.route} title={frontmatter.title} subtitle={frontmatter.subtitle} toc={toc} hideToc={frontmatter.hideToc} markdownUrl={`${page.route}.md`} source={page.file} updated={lastUpdated(page.file)}>
        <ContentSlot id="content" className="prose mt-8" html={process.env.NODE_ENV === 'production' ? undefined : html} />
      </DocPage>
    </PageShell>
  );
}
