import { describe, expect, it } from 'vitest';
import { compileMdx, compilePage } from './compile';
import { splitFrontmatter } from './parse-frontmatter';
import { ContentError } from '../sources/errors';

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
    const error = await errorOf(page('Body', 'title: T\ndescription: D\nsidebar_position: 2'));
    expect(error.message).toBe('content/guides/x/page.mdx:4: unknown frontmatter field "sidebar_position"; allowed: title, description, subtitle, hideToc, sidebar');
  });

  it('reports every frontmatter problem at once', async () => {
    const error = await errorOf(page('Body', 'title: ""\nsidebar_position: 2\nhideToc: maybe'));
    expect(error.message.split('\n').slice(1).map((l) => l.trim())).toEqual([
      'content/guides/x/page.mdx:1: frontmatter field "description" is required',
      'content/guides/x/page.mdx:2: frontmatter field "title": title must not be empty',
      'content/guides/x/page.mdx:3: unknown frontmatter field "sidebar_position"; allowed: title, description, subtitle, hideToc, sidebar',
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
      expect.stringMatching(/page\.mdx:9:1: <a href>: the URL "javascript:alert\(1\)" uses the scheme "javascript:" that is not allowed/),
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
      expect.stringMatching(/:15:1: <Step> must be inside <Steps>/),
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

  // Loads the grammars and references the first time.
  it("takes a block's version only on a client library's code, and only one of its versions", async () => {
    const problems = (await errorOf(page('```sql v1\nselect 1;\n```\n\n```kotlin v3\nplinth.auth.signOut()\n```\n\n```dart v1 v2\nplinth.auth.signOut();\n```'))).message;
    expect(problems).toMatch(/:5:1: the code block's version v1 needs a client library's code, but `sql` is none/);
    expect(problems).toMatch(/:9:1: the code block's version v3 is not a version of the Kotlin library \(it has v2, v1\)/);
    expect(problems).toMatch(/:13:1: the code block names 2 versions \(v1, v2\): a block shows one version of its library/);
    // A v1 block links its calls to v1's items, and says it shows v1.
    const { html } = await compileMdx('p.mdx', splitFrontmatter('p.mdx', page("```ts v1\nawait plinth.auth.signIn({ email: 'a@example.com' })\n```")).body, known);
    expect(html).toContain('href="/reference/javascript/v1/sign-in"');
    expect(html).toMatch(/>ts v1</);
  }, 60_000);

  it('rejects import statements', async () => {
    expect((await errorOf(page("import X from 'y'\n\nText"))).message).toMatch(/import\/export statements are not allowed/);
  });

  it('renders a code block as static HTML: one highlighted <pre>, its title and a copy button for the enhancer', async () => {
    const source = page('```ts title="client.ts" {2}\nconst a = 1;\nconst b = 2;\n```');
    const { html } = await compileMdx('p.mdx', splitFrontmatter('p.mdx', source).body, known);
    expect(html.match(/<pre /g)).toHaveLength(1);
    expect(html).toMatch(/<figure class="code-block[^"]*" data-copy-root="">/);
    expect(html).toContain('<button type="button" class="copy-button" aria-label="Copy client.ts" data-copy=""><span aria-live="polite">Copy</span></button>');
    expect(html).toMatch(/<pre [^>]*data-copy-source=""[^>]*><code>/);
    // Focusable for scrolling by keyboard, with the attribute once (a duplicate is invalid HTML).
    expect(html.match(/<pre [^>]*>/)![0].match(/tabindex="0"/g)).toHaveLength(1);
    // Its number of lines, and of rows on a phone: its height while the browser skips drawing it off screen.
    expect(html.match(/<pre [^>]*>/)![0]).toMatch(/style="[^"]*;--lines:2;--rows:2"/);
    expect(html).toMatch(/<span class="line highlighted">.*const.*b.*<\/span>/);
    expect(html).toContain('--shiki-dark:');
  });

  it('gives a code block with long lines more rows on a phone than it has lines', async () => {
    const long = `const message = 'a line far longer than the forty columns of a phone';`;
    const source = page('```ts\n' + long + '\nconst b = 2;\n```');
    const { html } = await compileMdx('p.mdx', splitFrontmatter('p.mdx', source).body, known);
    expect(html.match(/<pre [^>]*>/)![0]).toMatch(/style="[^"]*;--lines:2;--rows:3"/);
  });

  it('renders components to static HTML and widgets to island placeholders', async () => {
    const all = new Set(['Tabs', 'Tab', 'Admonition', 'JwtGenerator', 'CardGrid', 'Card']);
    const { html } = await compilePage(
      'p.mdx',
      page('## Install\n\n<Tabs group="package-manager">\n<Tab value="npm" label="npm">\nnpm i\n</Tab>\n<Tab value="pnpm" label="pnpm">\npnpm add\n</Tab>\n</Tabs>\n\n<Admonition type="tip" dismissible id="try-it">Try it.</Admonition>\n\n<CardGrid>\n<Card title="Auth" href="/guides/auth">Sign users in.</Card>\n</CardGrid>\n\n<JwtGenerator />'),
      all,
    );
    // The heading keeps its own name; the anchor link beside it has its own.
    expect(html).toContain('<div class="heading-wrapper heading-h2"><h2 id="install">Install</h2><a href="#install" class="heading-anchor" aria-label="Link to section: Install" data-pagefind-ignore="">');
    expect(html).toMatch(/<div class="tabs my-5" data-tabs="" data-tabs-group="package-manager"><div role="tablist" class="tablist" aria-label="Package manager">/);
    expect(html).toMatch(/<button role="tab" type="button" id="tabs-1-tab-1" aria-selected="false" aria-controls="tabs-1-panel-1" tabindex="-1" class="tab" data-value="pnpm">pnpm<\/button>/);
    expect(html).toMatch(/<div role="tabpanel" id="tabs-1-panel-1" aria-labelledby="tabs-1-tab-1" hidden class="tabpanel" data-value="pnpm">/);
    expect(html).toMatch(/<div class="relative" data-dismiss-id="try-it">.*<button type="button" class="dismiss-button" aria-label="Dismiss Tip" data-dismiss="try-it">/s);
    expect(html).toMatch(/<ul class="not-prose[^"]*" role="list"><li><a href="\/guides\/auth"/);
    expect(html).toMatch(/<div class="not-prose my-6" data-island="JwtGenerator" data-island-props="{}" data-hydrate="visible" data-widget="JWT generator" data-client-only="" style="min-height:570px"><div[^>]*>Loading JWT generator…<\/div><\/div>/);
    expect(html).not.toMatch(/<script/);
  });
});
