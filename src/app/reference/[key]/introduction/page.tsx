import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReferencePage } from '@/components/reference/ReferencePage';
import { referenceByPage } from '@/reference/registry';
import { introductionOf } from '@/content/load-page';
import { overviewHtml, sectionsHtml } from '@/content/reference-html';
import { referencePageParams, referenceUrls } from '@/lib/site-urls';
import { siteIndex } from '@/site';
import { pageMetadata } from '@/components/shell/SiteHead';

type Props = { params: Promise<{ key: string }> };

export const dynamicParams = false;

/** The long page of every reference's current version: /reference/cli/introduction, /reference/javascript/introduction… */
export async function generateStaticParams() {
  return (await siteIndex()).pages.flatMap((page) => {
    const params = page.kind === 'reference' ? referencePageParams(page.route) : undefined;
    return params && params.version === undefined ? [{ key: params.key }] : [];
  });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doc = await referenceByPage(referenceUrls((await params).key).page);
  if (!doc) return {};
  return pageMetadata({ title: doc.version ? `${doc.title} ${doc.version}` : doc.title, description: doc.description, route: doc.page });
}

export default async function ReferenceIntroductionPage({ params }: Props) {
  const doc = await referenceByPage(referenceUrls((await params).key).page);
  if (!doc) notFound();
  const dev = process.env.NODE_ENV !== 'production';
  return (
    <ReferencePage
      doc={doc}
      intro={await introductionOf(doc)}
      overview={dev ? overviewHtml(doc) : undefined}
      sections={dev ? await sectionsHtml(doc) : undefined}
    />
  );
}
