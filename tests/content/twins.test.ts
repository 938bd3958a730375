import { describe, expect, it } from 'vitest';
import { slotContent } from '../../builder/content-outputs';
import { loadCompiled } from '../../src/content/cache';
import { contentPagesOf, contentIndex } from '../../src/site';
import { twinProblems } from './twin-check';

/**
 * Every content page's Markdown twin (`<route>.md`: what the MCP server's get_page returns and
 * llms.txt links to) holds what the page shows: each link, code block, paragraph, list item and
 * table row of its HTML, the widgets rendered as the build renders them; and nothing of how the
 * site is built. Failures name the page and what is missing or leaked.
 */

/** Every content page of the site index: guides, the site's own pages and the start pages. */
const pages = contentPagesOf(contentIndex()).map((entry) => entry.mdx);

describe("every page's twin holds what its HTML shows", () => {
  it('covers the guides, the start pages and /contributing', () => {
    expect(pages.length).toBeGreaterThan(380);
    expect(pages.map((p) => p.route)).toEqual(expect.arrayContaining(['/contributing', '/reference/javascript/start', '/guides/auth/social-login/auth-github']));
  });

  it.for(pages.map((p) => [p.route, p] as const))('%s', async ([, page]) => {
    const compiled = await loadCompiled(page.file, page.route, page.source);
    const html = await slotContent(compiled, page.file);
    // /contributing is where the site's own build is explained: it may name components and flags.
    const problems = twinProblems(html, compiled.markdown, { leaks: page.route !== '/contributing' }).map((p) => `${page.file}: ${p.kind}: ${p.what}`);
    expect(problems).toEqual([]);
  });
});

describe('the check catches what it is for', () => {
  // The social login setup as its HTML had it, and the twin as it stood before widgets had Markdown of their own.
  const html = [
    '<p>Register the app.</p>',
    '<ol class="steps"><li><p>Set the callback URL</p><div><p>Enter this URL in the app&#39;s <strong>Authorization callback URL</strong> setting.</p>',
    '<div data-callback-url=""><span>Callback URL</span><code>https://&lt;project-ref&gt;.plinth.co/auth/v1/callback</code><button type="button">Copy</button></div></div></li></ol>',
    '<p>Open the <a href="https://app.plinth.co/dashboard/projects">auth providers page</a>.</p>',
  ].join('');
  const oldTwin = 'Register the app.\n\n*This part of the page is interactive (SocialProviderSetup); open the web version to use it.*\n\nOpen the auth providers page.\n';

  it('fails on the old twin of a social login page: the callback URL, its step and the dashboard link are missing, and a component is named', () => {
    const problems = twinProblems(html, oldTwin);
    expect(problems.map((p) => p.kind)).toEqual(expect.arrayContaining(['text', 'link', 'leak']));
    expect(problems).toContainEqual({ kind: 'text', what: expect.stringMatching(/^Set the callback URL.*Callback URL ?https:\/\/<project-ref>\.plinth\.co\/auth\/v1\/callback/) });
    expect(problems).toContainEqual({ kind: 'leak', what: expect.stringContaining('"SocialProviderSetup"') });
  });

  it('passes a twin that says it all, in its own Markdown', () => {
    const twin = [
      'Register the app.',
      '1. **Set the callback URL**',
      "   Enter this URL in the app's **Authorization callback URL** setting.",
      '   Callback URL: `https://<project-ref>.plinth.co/auth/v1/callback`',
      'Open the [auth providers page](https://app.plinth.co/dashboard/projects).',
    ].join('\n\n');
    expect(twinProblems(html, twin)).toEqual([]);
  });

  it('fails on a code block that is missing or changed', () => {
    const page = '<figure><figcaption>sql<button>Copy</button></figcaption><pre><code><span>select 1;</span></code></pre></figure>';
    expect(twinProblems(page, '```sql\nselect 1;\n```\n')).toEqual([]);
    expect(twinProblems(page, '```sql\nselect 2;\n```\n')).toEqual([{ kind: 'code', what: 'select 1;' }]);
  });

  it('fails on a code fence flag, a JSX tag or a component name in the twin', () => {
    expect(twinProblems('', '```sql fragment\nselect 1;\n```\n')).toEqual([{ kind: 'leak', what: 'code fence flag "fragment": ```sql fragment' }]);
    expect(twinProblems('', '<ProjectCredentials />\n').map((p) => p.kind)).toEqual(['leak']);
    expect(twinProblems('', 'See the CardGrid below.\n').map((p) => p.kind)).toEqual(['leak']);
    // Words that are also the product's, and names inside code, are not leaks.
    expect(twinProblems('', 'Open the tabs. Each step is a card.\n\n```tsx\n<Tabs group="x" />\n```\n')).toEqual([]);
  });
});
