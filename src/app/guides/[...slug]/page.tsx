import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/shell/ContentPage';
import { PageShell } from '@/components/shell/PageShell';
import { lastUpdated } from '@/content/last-updated';
import { DevProblem } from '@/components/shell/DevProblem';
import { loadGuide } from '@/content/guide';
import { problemFrames } from '@/content/problem-frames';
import { contentIndex } from '@/site';
import { ContentError } from '@/sources/errors';
import { pageMetadata } from '@/components/shell/SiteHead';

type Props = { params: Promise<{ slug: string[] }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return contentIndex().flatMap((page) => (page.kind === 'guide' ? [{ slug: page.mdx.slug }] : []));
}

/** Under `next dev`, a page's content problem is shown in its place (DevProblem), first and whole; a build fails on it. */
const shownInDev = (error: unknown): error is ContentError => process.env.NODE_ENV !== 'production' && error instanceof ContentError;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  try {
    const guide = loadGuide((await params).slug);
    if (!guide) return {};
    const { frontmatter } = guide.entry;
    return pageMetadata({ title: frontmatter.title, description: frontmatter.description, route: guide.entry.route });
  } catch (error) {
    if (shownInDev(error)) return { title: 'A problem on this page' };
    throw error;
  }
}

export default async function GuidePage({ params }: Props) {
  const { slug } = await params;
  let guide: ReturnType<typeof loadGuide>;
  let compiled: Awaited<NonNullable<typeof guide>['page']>;
  try {
    guide = loadGuide(slug);
    if (guide) compiled = await guide.page;
  } catch (error) {
    if (!shownInDev(error)) throw error;
    return (
      <PageShell route={`/guides/${slug.join('/')}`}>
        <DevProblem frames={problemFrames(error)} source={error.file} />
      </PageShell>
    );
  }
  if (!guide) notFound();
  const { entry } = guide;
  const page = <ContentPage route={entry.route} file={entry.file} page={compiled!} updated={lastUpdated(entry.file)} />;
  // In production the shell is the guides' layout (the sidebar stays between guides); `next dev` renders it here.
  return process.env.NODE_ENV === 'production' ? page : <PageShell route={entry.route}>{page}</PageShell>;
}
