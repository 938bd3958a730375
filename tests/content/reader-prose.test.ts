import { describe, expect, it } from 'vitest';
import { listMdxFiles, readRepoFile } from '../../tools/sql/code-blocks';
import { isReaderPage, readerProseProblems } from '../../tools/content/reader-prose';

/**
 * Reader pages talk about the product only: no sentence about how the site builds or checks its
 * pages (that a block is a "fragment", the docs' test database, the site's highlighting), and no
 * section left empty (an empty heading still shows in "On this page"). Failures name the page,
 * the line and the phrase.
 */

const pages = listMdxFiles().filter(isReaderPage);

describe('reader pages say nothing about the site and have no empty section', () => {
  it('covers the guides and the reference start pages, not /contributing', () => {
    expect(pages.length).toBeGreaterThan(300);
    expect(pages).not.toContain('content/contributing.mdx');
    expect(pages.some((p) => p.startsWith('content/reference/'))).toBe(true);
  });

  it.for(pages)('%s', (file) => {
    const problems = readerProseProblems(readRepoFile(file)).map((p) => `${file}:${p.line}: ${p.message}`);
    expect(problems).toEqual([]);
  });
});

describe('the check catches what it is for', () => {
  const page = (body: string) => `---\ntitle: T\ndescription: D\n---\n\n${body}\n`;
  const messages = (body: string) => readerProseProblems(page(body)).map((p) => `${p.line}: ${p.message.split(':')[0]}`);

  // The sentences issue 44 found, as they stood.
  it.for([
    ['wrappers', 'They cannot run on a plain\nPostgres database, so they are shown as fragments: run them in your project\'s SQL editor.'],
    ['realtime/authorization', 'The blocks on this page that use it are marked as fragments because they can\'t run in the\nplain Postgres the docs test against.'],
    ['ai/langchain', 'It is marked as a fragment because the table only exists after LangChain has created it.'],
    ['platform/terraform', 'Declare the provider, a project and its settings. HCL has no highlighting on this site, so these files\nare shown as plain text:'],
    ['terraform/reference', 'Examples are shown as plain text because HCL has no highlighting on this site.'],
    ['extensions', "The examples on this page need PostGIS enabled on your Plinth project; the docs' test database cannot load it, so the blocks that use its types and functions are shown without running."],
    ['auth/auth-mfa', 'This policy is a fragment here because the test database has no `auth.mfa_factors` table.'],
    ['functions', 'but they are not part of the test database these docs run their examples on, so these blocks are shown without being executed here.'],
    ['storage/s3-uploads', "The AWS SDK's types are not installed in these docs, so the checks on this page verify the structure of these samples."],
  ])('refuses the old text of %s', ([, text]) => {
    expect(messages(text!).length).toBeGreaterThan(0);
  });

  it('finds site talk in a component attribute and inside components, with its line', () => {
    expect(messages('Intro.\n\n<Admonition type="note" title="Shown as fragments">\nBody.\n</Admonition>')).toEqual(['8: says how the page flags a code block ("fragment")']);
    expect(messages('Intro.\n\n<Tabs>\n<Tab value="a" label="A">\n\nThese are kept as fragments.\n\n</Tab>\n</Tabs>')).toEqual(['11: says how the page flags a code block ("fragment")']);
  });

  it('leaves the product alone: URL and GraphQL fragments, index builds, code', () => {
    expect(
      messages(
        [
          'The implicit flow returns the session in the URL fragment, the part after `#`.',
          'Use an inline fragment to choose fields; Relay composes fragments.',
          '`create index` blocks writes until the build finishes.',
          'Run your tests against the test database of your branch.',
          '```sql fragment\nselect 1; -- shown as fragments, highlighting on this site\n```',
        ].join('\n\n'),
      ),
    ).toEqual([]);
  });

  it('refuses an empty section: a heading followed by a heading of the same or higher level, or by the end', () => {
    expect(messages('Intro.\n\n## Next steps\n\n- [A](/guides/a)\n\n## Reference')).toEqual(['12: empty section']);
    expect(messages('## One\n\n## Two\n\nText.')).toEqual(['6: empty section']);
    expect(messages('## One\n\n### Deeper\n\nText.\n\n### Empty\n\n## Two\n\nText.')).toEqual(['12: empty section']);
  });

  it('counts a widget, a code block or a component as content', () => {
    expect(messages('## Create a project\n\n<ProjectSetupSteps />\n\n## Code\n\n```sql\nselect 1;\n```\n\n## Tabs\n\n<Tabs>\n<Tab value="a" label="A">\n\nText.\n\n</Tab>\n</Tabs>')).toEqual([]);
  });
});
