import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { compileMdx, compilePage } from './compile';
import { ContentError } from '../sources/errors';
import { PAGE_LIMITS } from '../sources/limits';
import { readContentFile } from './pages';

/**
 * Fault injection: what an attacker, or an unlucky contributor, can put in a page. Every case must
 * fail the build with the file, the line and the reason, and never publish the page.
 */

const FILE = 'content/guides/x/page.mdx';
/** The frontmatter takes lines 1–4: a body's first line is line 5. */
const page = (body: string) => `---\ntitle: T\ndescription: D\n---\n${body}`;

async function failure(source: string, compile: (source: string) => Promise<unknown> = (s) => compilePage(FILE, s)): Promise<string> {
  try {
    await compile(source);
  } catch (error) {
    if (error instanceof ContentError) return error.message;
    throw error;
  }
  throw new Error('the page compiled: it should have failed the build');
}

describe('links that run code fail the build with file and line', () => {
  // Each way a URL enters a page, each with a disguise of a script URL; [line, source, reason].
  const cases: [string, number, string, RegExp][] = [
    ['a Markdown link', 5, '[x](javascript:alert(1))', /link: the URL "javascript:alert\(1\)" uses the scheme "javascript:"/],
    ['a link in mixed case', 6, 'Intro\n[x](JaVaScRiPt:alert(1))', /link: .*"JaVaScRiPt:"/],
    ['a link hiding a tab as an entity', 5, '[x](java&#x09;script:alert(1))', /link: the URL "java\\tscript:alert\(1\)"/],
    ['a percent-encoded scheme', 5, '[x](%6aavascript:alert(1))', /link: .*"%6aavascript:"/],
    ['an image with a data: URL', 5, '![x](data:image/svg+xml;base64,PHN2Zz4=)', /image: .*"data:"/],
    ['a reference-style definition', 7, '[x][evil]\n\n[evil]: vbscript:msgbox(1)', /link definition: .*"vbscript:"/],
    ['an <a href> with a leading space', 5, '<a href=" javascript:alert(1)">x</a>', /<a href>: the URL " javascript:alert\(1\)"/],
    ['an <a href> with an entity-encoded tab', 5, '<a href="java&#x09;script:alert(1)">x</a>', /<a href>: the URL "java\\tscript:alert\(1\)"/],
    ['an <img src> with a data: URL', 5, '<img src="data:text/html;base64,PHNjcmlwdD4=" alt="" />', /<img src>: .*"data:"/],
    ['a <form action>', 5, '<form action="vbscript:x"><button>Go</button></form>', /<form action>: .*"vbscript:"/],
    ['a literal expression as the URL', 5, "<a href={'java\\tscript:alert(1)'}>x</a>", /<a href>: .*java\\tscript/],
    ['a Card href leaving the site', 6, '<CardGrid>\n<Card title="Docs" href="//evil.example/x" />\n</CardGrid>', /<Card href>: the URL "\/\/evil\.example\/x" is protocol-relative/],
  ];
  for (const [name, line, body, reason] of cases) {
    it(`refuses ${name}`, async () => {
      const message = await failure(page(body));
      expect(message).toContain(`${FILE}:${line}:`);
      expect(message).toMatch(reason);
    });
  }

  it('accepts what the rule allows: https, mailto, site paths, fragments, queries', async () => {
    const { html } = await compilePage(FILE, page('[a](https://plinth.co) [b](mailto:team@plinth.co) [c](/guides/auth) [d](#setup) [e](?tab=npm) www.plinth.co'));
    expect(html).toContain('href="https://plinth.co"');
    expect(html).toContain('href="mailto:team@plinth.co"');
    expect(html).toContain('href="/guides/auth"');
    expect(html).toContain('href="#setup"');
  });
});

describe('nesting, size and line length fail fast with file and line', () => {
  it('fails a list nested 1,000 deep at the line where it passes the limit, without overflowing the stack', async () => {
    const list = Array.from({ length: 1000 }, (_, i) => `${'  '.repeat(i)}- level ${i + 1}`).join('\n');
    const message = await failure(page(list));
    // The scan counts each level's two columns: level 33 is the first past 32.
    expect(message).toMatch(new RegExp(`^${FILE}:${4 + PAGE_LIMITS.maxNesting + 1}: nesting is 33 levels deep here .* the limit is 32`));
  });

  it('fails lists nested on one line (- - - …) 10,000 deep', async () => {
    expect(await failure(page(`Intro\n\n${'- '.repeat(10_000)}x`))).toMatch(new RegExp(`^${FILE}:7: nesting is \\d+ levels deep`));
  });

  it('fails block quotes nested 10,000 deep (>>>…)', async () => {
    expect(await failure(page(`${'>'.repeat(10_000 / 10)} x`))).toMatch(new RegExp(`^${FILE}:5: nesting`));
  });

  it('fails elements nested 10,000 deep, one per line', async () => {
    const body = `${'<div>\n'.repeat(10_000)}x\n${'</div>\n'.repeat(10_000)}`;
    expect(await failure(page(body))).toMatch(new RegExp(`^${FILE}:${5 + PAGE_LIMITS.maxNesting}: nesting is 33 levels`));
  });

  it('fails emphasis nested 10,000 deep across lines', async () => {
    const body = `${'*a\n'.repeat(10_000)}x${'\na*'.repeat(10_000)}`;
    expect(await failure(page(body))).toMatch(new RegExp(`^${FILE}:${5 + PAGE_LIMITS.maxNesting}: nesting is 33 levels`));
  });

  it('fails links nested 10,000 deep on one line', async () => {
    expect(await failure(page(`${'['.repeat(10_000)}x${'](/a)'.repeat(10_000)}`))).toMatch(new RegExp(`^${FILE}:5: nesting is 10000 levels deep`));
  });

  it('fails a line longer than the limit, where inline nesting could hide', async () => {
    expect(await failure(page(`Intro\n\n${'word '.repeat(500)}`))).toMatch(new RegExp(`^${FILE}:7: line 7 is 2500 characters long; the limit is ${PAGE_LIMITS.maxLineLength}`));
  });

  it('fails a page bigger than the size limit, naming its size', async () => {
    const big = page(`${'A sentence of plain prose that goes on. '.repeat(40)}\n\n`.repeat(200));
    expect(await failure(big)).toMatch(new RegExp(`^${FILE}: the page is \\d+ bytes; the limit is ${PAGE_LIMITS.maxBytes}`));
  });

  it('fails a tree the scan does not see (a page body compiled alone) once parsed, before it is walked', async () => {
    // compileMdx takes a body that splitFrontmatter already scanned; its own check is on the tree.
    const body = `${'*a '.repeat(60)}x${' a*'.repeat(60)}`;
    expect(await failure(body, (s) => compileMdx(FILE, s))).toMatch(new RegExp(`^${FILE}:1:\\d+: the content is nested \\d+ levels deep here; the limit is ${PAGE_LIMITS.maxTreeDepth}`));
  });

  it('fails MDX expressions nested 100,000 deep ({{{…}}}) at once, with file and line', async () => {
    const started = performance.now();
    expect(await failure(page(`Intro\n\n${'{'.repeat(100_000)}${'}'.repeat(100_000)}`))).toMatch(new RegExp(`^${FILE}:7: nesting is \\d+ levels deep here \\(lists, quotes, components, expressions`));
    expect(performance.now() - started).toBeLessThan(5_000); // it ran for 433 s when braces were not counted
  });

  it('fails an alias bomb in the frontmatter with the file and line', async () => {
    const bomb = ['title: T', 'description: D', 'a: &a [x, x, x, x, x, x, x, x, x, x]', ...['b', 'c', 'd', 'e', 'f', 'g'].map((k, i) => `${k}: &${k} [${Array(10).fill(`*${'abcdef'[i]}`).join(', ')}]`)].join('\n');
    expect(await failure(`---\n${bomb}\n---\nBody`)).toMatch(new RegExp(`^${FILE}:2: invalid YAML in frontmatter: Excessive alias count`));
  });
});

describe('a code block title names a file of the project, never a path out of it', () => {
  for (const [title, reason] of [
    ['../../../../tmp/x.ts', /has an empty, "\." or "\.\." folder/],
    ['app/../../x.ts', /has an empty, "\." or "\.\." folder/],
    ['/etc/cron.d/x.sh', /is an absolute path/],
    ['~/.bashrc', /is an absolute path/],
    ['C:/x.ts', /is an absolute path/],
    ['app\\x.ts', /has a backslash/],
  ] as const) {
    it(`refuses title="${title}" with file and line`, async () => {
      const message = await failure(page(`Intro\n\n\`\`\`ts title="${title}"\nconst x = 1;\n\`\`\``));
      expect(message).toContain(`${FILE}:7:`);
      expect(message).toMatch(reason);
    });
  }

  it('accepts a file of the project: folders, dotfiles and a part of a file', async () => {
    for (const title of ['app/auth/callback/route.ts', '.env.local', '.github/workflows/ci.yml', 'schema.sql (1/4)', 'Response']) {
      await expect(compilePage(FILE, page(`\`\`\`ts title="${title}"\nconst x = 1;\n\`\`\``)), title).resolves.toBeTruthy();
    }
  });
});

describe('the Markdown twin keeps text as text', () => {
  it('writes frontmatter as escaped text, and a heading with a literal expression without failing', async () => {
    const { mdxToMarkdown } = await import('./to-markdown');
    const twin = mdxToMarkdown('## Keys {"and"} tokens\n\nUse {"this"} value.', '# [Click](javascript:alert(1))', '<img src=x onerror=alert(1)>\n\n# Injected', '/guides/x');
    expect(twin.split('\n').slice(0, 3)).toEqual(['# \\# \\[Click]\\(javascript:alert(1))', '', '> \\<img src=x onerror=alert(1)> # Injected']);
    expect(twin).toContain('## Keys and tokens');
    expect(twin).toContain('Use this value.');
  });

  it('leaves the build flags of code blocks out of the twin', async () => {
    const { mdxToMarkdown } = await import('./to-markdown');
    const twin = mdxToMarkdown('```sql fragment title="a.sql" {1}\nselect 1;\n```', 'T', 'D', '/guides/x');
    expect(twin).toContain('```sql title="a.sql"\nselect 1;\n```');
    expect(twin).not.toContain('fragment');
  });
});

describe('a page is read only from inside content/', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'plinth-hostile-'));
  mkdirSync(path.join(root, 'content/guides/x'), { recursive: true });
  writeFileSync(path.join(root, 'secret.mdx'), page('The deploy key is hunter2.'));
  symlinkSync(path.join(root, 'secret.mdx'), path.join(root, 'content/guides/x/leak.mdx'));
  writeFileSync(path.join(root, 'content/guides/x/fine.mdx'), page('Fine.'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a guide that is a symbolic link to a file outside content/, naming where it leads', () => {
    vi.spyOn(process, 'cwd').mockReturnValue(root);
    expect(() => readContentFile('content/guides/x/leak.mdx', '/guides/x/leak')).toThrow(/^content\/guides\/x\/leak\.mdx: leads to secret\.mdx, outside content\//);
    expect(() => readContentFile('content/../secret.mdx', '/guides/x/up')).toThrow(/outside content\//);
    expect(readContentFile('content/guides/x/fine.mdx', '/guides/x/fine').frontmatter.title).toBe('T');
    vi.restoreAllMocks();
  });
});
