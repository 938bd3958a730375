import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocPage } from '@/components/shell/DocPage';
import { PageShell } from '@/components/shell/PageShell';
import { ContentSlot } from '@/components/shell/ContentSlot';
import { lastUpdated } from '@/content/last-updated';
import { listGuides, loadGuide } from '@/content/guide';

type Props = { params: Promise<{ slug: string[] }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return listGuides().map((g) => ({ slug: g.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const guide = loadGuide((await params).slug);
  if (!guide) return {};
  const { frontmatter } = guide.entry;
  return { title: frontmatter.title, description: frontmatter.description, alternates: { canonical: guide.entry.route } };
}

export default async function GuidePage({ params }: Props) {
  const guide = loadGuide((await params).slug);
  if (!guide) notFound();
  const { entry } = guide;
  const { frontmatter, toc, html } = await guide.page;
  const page = (
    <DocPage route={entry.route} title={frontmatter.title} subtitle={frontmatter.subtitle} toc={toc} hideToc={frontmatter.hideToc} markdownUrl={`${entry.route}.md`} source={entry.file} updated={lastUpdated(entry.file)}>
      {/* The content is written into the exported page after the build (src/lib/slots.ts); `next dev` renders it here. */}
      <ContentSlot id="content" className="prose mt-8" html={process.env.NODE_ENV === 'production' ? undefined : html} />
    </DocPage>
  );
  // In production the shell is the guides' layout (the sidebar stays between guides); `next dev` renders it here.
  return process.env.NODE_ENV === 'production' ? page : <PageShell route={entry.route}>{page}</PageShell>;
}
