import type { Metadata } from 'next';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/shell/ContentPage';
import { PageShell } from '@/components/shell/PageShell';
import { lastUpdated } from '@/content/last-updated';
import { loadPage } from '@/content/load-page';
import { readContentFile } from '@/content/pages';
import { startPages } from '@/site';
import { pageMetadata } from '@/components/shell/SiteHead';

type Props = { params: Promise<{ key: string }> };

export const dynamicParams = false;

/** The first-steps page of each client library and of the Management API: content/reference/<key>/start.mdx. */
export function generateStaticParams() {
  return startPages().map((page) => ({ key: page.key }));
}

const pageOf = async (params: Props['params']) => {
  const { key } = await params;
  const page = startPages().find((p) => p.key === key);
  return page && existsSync(path.join(process.cwd(), page.file)) ? page : undefined;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await pageOf(params);
  if (!page) return {};
  const { frontmatter } = readContentFile(page.file, page.route);
  return pageMetadata({ title: frontmatter.title, description: frontmatter.description, route: page.route });
}

export default async function StartPage({ params }: Props) {
  const page = await pageOf(params);
  if (!page) notFound();
  return (
    <PageShell route={page.route}>
      <ContentPage route={page.route} file={page.file} page={await loadPage(readContentFile(page.file, page.route))} updated={lastUpdated(page.file)} />
    </PageShell>
  );
}
