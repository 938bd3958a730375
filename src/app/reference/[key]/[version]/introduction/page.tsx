import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReferencePage } from '@/components/reference/ReferencePage';
import { referenceByPage } from '@/reference/registry';
import { introductionOf } from '@/content/load-page';
import { overviewHtml, sectionsHtml } from '@/content/reference-html';
import { referencePageParams, referenceUrls } from '@/lib/site-urls';
import { siteIndex } from '@/site';
import { pageMetadata } from '@/components/shell/SiteHead';

type Props = { params: Promise<{ key: string; version: string }> };

export const dynamicParams = false;

/** The long page of an older version: /reference/javascript/v1/introduction… */
export async function generateStaticParams() {
  return (await siteIndex()).pages.flatMap((page) => {
    const params = page.kind === 'reference' ? referencePageParams(page.route) : undefined;
    return params?.version === undefined ? [] : [{ key: params.key, version: params.version }];
  });
}

const docOf = async (params: Props['params']) => {
  const { key, version } = await params;
  return await referenceByPage(referenceUrls(key, version).page);
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doc = await docOf(params);
  if (!doc) return {};
  return pageMetadata({ title: `${doc.title} ${doc.version}`, description: doc.description, route: doc.page });
}

export default async function OlderReferencePage({ params }: Props) {
  const doc = await docOf(params);
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
