import type { LastUpdated } from '@/content/last-updated';
import type { CompiledPage } from '@/content/compile';
import { devFrameOf } from '@/content/dev-frame';
import { ContentSlot } from './ContentSlot';
import { DevChecks } from './DevChecks';
import { DocPage } from './DocPage';

/**
 * A page written in MDX (a guide, a reference's first-steps page, /contributing): its compiled
 * content in the doc page's frame, with the Markdown twin, edit link and last-updated date of its
 * source file. In production the content slot is left empty and the post-build step writes the
 * page's HTML into it (src/lib/slots.ts); `next dev` renders it here.
 */
export function ContentPage({ route, file, page, updated }: { route: string; file: string; page: CompiledPage; updated?: LastUpdated }) {
  const { frontmatter, toc, html } = page;
  return (
    <DocPage
      route={route}
      title={frontmatter.title}
      subtitle={frontmatter.subtitle}
      toc={toc}
      hideToc={frontmatter.hideToc}
      markdownUrl={`${route}.md`}
      source={file}
      updated={updated}
    >
      {/* Under `next dev`, what the build's page checks say of this page, as warnings above it. */}
      {process.env.NODE_ENV === 'production' ? null : <DevChecks file={file} />}
      <ContentSlot id="content" className="prose mt-8" html={process.env.NODE_ENV === 'production' ? undefined : html} />
      {/* Under `next dev`, which file this page is and its frame: DevUpdates updates it when that file is saved. */}
      {process.env.NODE_ENV === 'production' ? null : <meta data-dev-source={file} data-dev-rendered={Date.now()} data-dev-frame={devFrameOf(page)} />}
    </DocPage>
  );
}
