import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RESERVED_IDS } from '@/content/page-rules';
import { FEEDBACK_IDS } from '@/lib/feedback';
import { site } from '@/site.config';
import { PageFooter } from './PageFooter';

// The footer's own logic is tested in last-updated.test.ts and edit-url.test.ts; here, what it
// prints. The date comes from the route as data: the component runs no git.
const dates: Record<string, { dateTime: string; text: string }> = { 'content/guides/auth/sessions.mdx': { dateTime: '2026-11-20', text: '20 November 2026' } };
const render = (route: string, source: string) => renderToStaticMarkup(<PageFooter route={route} source={source} updated={dates[source]} />);

describe('the footer of a guide', () => {
  const html = render('/guides/auth/sessions', 'content/guides/auth/sessions.mdx');

  it('links to the page source in the repository editor', () => {
    expect(html).toContain(`<a href="${site.repository.url}/edit/${site.repository.branch}/content/guides/auth/sessions.mdx"`);
    expect(html).toMatch(/>Edit this page<\/a>/);
  });

  it('shows the date of the last commit as a <time>', () => {
    // React writes the attribute as `dateTime`; HTML attribute names are case-insensitive.
    expect(html).toMatch(/<p>Last updated: <time datetime="2026-11-20">20 November 2026<\/time><\/p>/i);
  });

  it('shows no date for a page without a trustworthy one', () => {
    const fresh = render('/guides/new', 'content/guides/new.mdx');
    expect(fresh).not.toContain('Last updated');
    expect(fresh).toContain('Edit this page');
  });

  it('asks whether the page helped, posting to the platform API for this page, and stays out of search', () => {
    expect(html).toContain('Was this page helpful?');
    expect(html).toContain('data-feedback-endpoint="/v1/docs/feedback"');
    expect(html).toContain('data-feedback-page="/guides/auth/sessions"');
    expect(html).toMatch(/^<footer[^>]*data-pagefind-ignore=""/);
  });

  it('uses element ids no heading may take', () => {
    for (const id of Object.values(FEEDBACK_IDS)) {
      expect(html).toContain(`id="${id}"`);
      expect(RESERVED_IDS).toContain(id);
    }
  });
});
