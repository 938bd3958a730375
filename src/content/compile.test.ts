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
    expect(error.message).toBe('content/guides/x/page.mdx:4: unknown frontmatter field(s): sidebar');
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
