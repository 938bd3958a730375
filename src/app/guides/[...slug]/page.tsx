import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/shell/ContentPage';
import { PageShell } from '@/components/shell/PageShell';
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
  const page = <ContentPage route={entry.route} file={entry.file} page={await guide.page} updated={lastUpdated(entry.file)} />;
  // In production the shell is the guides' layout (the sidebar stays between guides); `next dev` renders it here.
  return process.env.NODE_ENV === 'production' ? page : <PageShell route={entry.route}>{page}</PageShell>;
}
