import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CodeBlock } from '@/components/mdx/CodeBlock';
import { compileMdx, compilePage } from './compile';
import { splitFrontmatter } from './parse-frontmatter';
import { ContentError } from './errors';

const known = new Set(['Admonition', 'Tabs', 'Tab']);
const page = (body: string, frontmatter = 'title: T\ndescription: D') => `---\n${frontmatter}\n---\n${body}`;

async function errorOf(source: string): Promise<ContentError> {
  try {
    await compilePage('content/guides/x/page.mdx', source, known);
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error('expected a ContentError');
}

describe('compilePage', () => {
  it('builds the table of contents from h2–h4 with their anchors, custom ones included', async () => {
    const { toc } = await compilePage('p.mdx', page('## First part\n\n### Details [#more]\n\n#### Deep\n\n##### Too deep'), known);
    expect(toc).toEqual([
      { depth: 2, text: 'First part', id: 'first-part' },
      { depth: 3, text: 'Details', id: 'more' },
      { depth: 4, text: 'Deep', id: 'deep' },
    ]);
  });

  it('fails on an unknown component with file, line, column and the name', async () => {
    const error = await errorOf(page('Intro\n\n<Tabz>\nx\n</Tabz>'));
    expect(error.message).toMatch(/^content\/guides\/x\/page\.mdx:7:1: unknown component <Tabz>/);
  });

  it('suggests the right spelling of a component', async () => {
    await expect(compilePage('p.mdx', page('<details>\nx\n</details>'), known)).resolves.toBeDefined(); // lowercase tags are HTML
    expect((await errorOf(page('<ADMONITION>x</ADMONITION>'))).message).toMatch(/did you mean <Admonition>/);
  });

  it('fails on a missing title with the field and line', async () => {
    const error = await errorOf(page('Body', 'description: D'));
    expect(error.message).toMatch(/page\.mdx:1: frontmatter field "title"/);
  });

  it('fails on an unknown frontmatter field, naming it and its line', async () => {
    const error = await errorOf(page('Body', 'title: T\ndescription: D\nsidebar: x'));
    expect(error.message).toBe('content/guides/x/page.mdx:4: unknown frontmatter field "sidebar"; allowed: title, description, subtitle, hideToc');
  });

  it('reports every frontmatter problem at once', async () => {
    const error = await errorOf(page('Body', 'title: ""\nsidebar: x\nhideToc: maybe'));
    expect(error.message.split('\n').slice(1).map((l) => l.trim())).toEqual([
      'content/guides/x/page.mdx:1: frontmatter field "description" is required',
      'content/guides/x/page.mdx:2: frontmatter field "title": title must not be empty',
      'content/guides/x/page.mdx:3: unknown frontmatter field "sidebar"; allowed: title, description, subtitle, hideToc',
      'content/guides/x/page.mdx:4: frontmatter field "hideToc": Invalid input: expected boolean, received string',
    ]);
  });

  it('reads a page saved with a byte order mark', async () => {
    const { frontmatter } = await compilePage('p.mdx', `\uFEFF${page('Body')}`, known);
    expect(frontmatter.title).toBe('T');
  });

  it('fails on invalid YAML with a line', async () => {
    const error = await errorOf(page('Body', 'title: [unclosed\ndescription: D'));
    expect(error.message).toMatch(/page\.mdx:\d+(:\d+)?: invalid YAML in frontmatter/);
  });

  it('fails on two headings with the same anchor, naming both', async () => {
    const error = await errorOf(page('## Setup\n\ntext\n\n## Setup!'));
    expect(error.message).toMatch(/duplicate heading anchor "#setup": "Setup" \(line 5\) and "Setup!" \(line 9\)/);
  });

  it('fails on an unknown code language, with the line', async () => {
    const error = await errorOf(page('```cobol\nx\n```'));
    expect(error.message).toMatch(/page\.mdx:5: unknown code block language "cobol"/);
  });

  it('reports MDX syntax errors with their position', async () => {
    const error = await errorOf(page('Text\n\n<Tabs>\n'));
    expect(error.message).toMatch(/page\.mdx:\d+:\d+: MDX syntax error/);
  });

  it('refuses expressions that reach the build environment, and raw scripts; literals and comments pass', async () => {
    const error = await errorOf(page('Key: {process.env.SECRET}\n\n<script>alert(1)</script>\n\n<a href="javascript:alert(1)" onClick={() => 1}>x</a>'));
    const lines = error.message.split('\n').slice(1).map((l) => l.trim());
    expect(lines).toEqual([
      expect.stringMatching(/page\.mdx:5:6: expressions in pages may only be literals or comments \(a property access\)/),
      expect.stringMatching(/page\.mdx:7:1: <script> is not allowed in pages/),
      expect.stringMatching(/page\.mdx:9:1: <a href>: javascript: URLs are not allowed/),
      expect.stringMatching(/page\.mdx:9:1: <a onClick>: only literal values are allowed \(a ArrowFunctionExpression\)/),
      expect.stringMatching(/page\.mdx:9:1: <a>: the attribute onClick is not allowed/),
    ]);
    await expect(compilePage('p.mdx', page("A brace: {'{'} and {/* a comment */} <Tabs group=\"pm\"><Tab value=\"a\" label={'A'}>x</Tab></Tabs>"), known)).resolves.toBeDefined();
  });

  it('checks component props and nesting: every problem with its line', async () => {
    const all = new Set(['Admonition', 'Tabs', 'Tab', 'SocialProviderSetup', 'Steps', 'Step']);
    let error: ContentError | undefined;
    try {
      await compilePage(
        'content/guides/x/page.mdx',
        page('<Tabs>\n<Tab label="npm">x</Tab>\n</Tabs>\n\n<Admonition type="warning">x</Admonition>\n\n<Admonition dismissible>x</Admonition>\n\n<SocialProviderSetup provider="myspace" />\n\n<Step title="Alone">x</Step>'),
        all,
      );
    } catch (e) {
      error = e as ContentError;
    }
    const lines = error!.message.split('\n').slice(1).map((l) => l.trim());
    expect(lines).toEqual([
      expect.stringMatching(/:6:1: <Tab>: the prop value is required/),
      expect.stringMatching(/:9:1: <Admonition>: type: Invalid option: expected one of "note"\|"tip"\|"caution"\|"danger"/),
      expect.stringMatching(/:11:1: <Admonition>: a dismissible alert needs an id/),
      expect.stringMatching(/:13:1: <SocialProviderSetup>: provider: Invalid option: expected one of "apple"/),
      expect.stringMatching(/:15:1: <Step> must be a direct child of <Steps>/),
    ]);
  });

  it('refuses what would silently lose text: an unclosed fence, a layout id, highlights past the end, a misspelt flag', async () => {
    const unclosed = await errorOf(page('Intro\n\n```sql\nselect 1;\n\n## Later heading\n\nMore text'));
    expect(unclosed.message).toMatch(/page\.mdx:7:1: the code block opened here is never closed/);
    const problems = (await errorOf(page('## Main [#main-content]\n\n```sql fragmnet {1-15000000}\nselect 1;\n```'))).message;
    expect(problems).toMatch(/:5: heading anchor "#main-content" is used by the page layout/);
    expect(problems).toMatch(/:7:1: unknown code fence flag "fragmnet" \(did you mean "fragment"\?\)/);
    expect(problems).toMatch(/:7:1: line range \{1-15000000\} highlights past the end of the block, which has 1 line/);
  });

  it('rejects import statements', async () => {
    expect((await errorOf(page("import X from 'y'\n\nText"))).message).toMatch(/import\/export statements are not allowed/);
  });

  it('renders a code block as one highlighted <pre>, its code carried as a single HTML string', async () => {
    const source = page('```ts title="client.ts" {2}\nconst a = 1;\nconst b = 2;\n```');
    const { code } = await compileMdx('p.mdx', splitFrontmatter('p.mdx', source).body, known);
    // One string prop instead of a React element per token: the compiled page holds no token spans as JSX.
    expect(code).toContain('"data-code-html"');
    expect(code).not.toMatch(/_jsx\("span"/);
    const { Content } = await compilePage('p.mdx', source, known);
    const html = renderToStaticMarkup(createElement(Content, { components: { pre: CodeBlock } }));
    expect(html.match(/<pre /g)).toHaveLength(1);
    expect(html).toContain('client.ts');
    expect(html).not.toContain('data-code-html');
    expect(html).toMatch(/<pre [^>]*data-copy-source=""[^>]*><code>/);
    expect(html).toMatch(/<span class="line highlighted">.*const.*b.*<\/span>/);
    expect(html).toContain('--shiki-dark:');
  });
});
