import type { LastUpdated } from '@/content/last-updated';
import { editUrl } from '@/lib/edit-url';
import { feedbackEndpoint } from '@/lib/feedback';
import { PLATFORM_API_URL } from '@/lib/platform-url';
import { site } from '@/site.config';
import { FeedbackForm } from './FeedbackForm';

/**
 * The end of a page written in MDX: a link to edit its source, the date of its last commit (given
 * by the route when git knows it for sure, src/content/last-updated.ts), and "Was this page helpful?". Everything is
 * decided at build time; the form's behaviour is the enhancer's. Left out of search results.
 */
export function PageFooter({ route, source, updated }: { route: string; source: string; updated?: LastUpdated }) {
  const edit = editUrl(site.repository, source);
  return (
    <footer className="mt-12 border-t border-[var(--border)] pt-6" data-pagefind-ignore="">
      {edit || updated ? (
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm text-[var(--fg-muted)]">
          {edit ? (
            <a href={edit} className="underline-offset-2 hover:text-[var(--fg)] hover:underline">
              Edit this page
            </a>
          ) : null}
          {updated ? (
            <p>
              Last updated: <time dateTime={updated.dateTime}>{updated.text}</time>
            </p>
          ) : null}
        </div>
      ) : null}
      <FeedbackForm page={route} endpoint={feedbackEndpoint(PLATFORM_API_URL)} />
    </footer>
  );
}
