import { describe, expect, it } from 'vitest';
import { checkCommandPageTemplate, COMMAND_PAGE_TOKENS, stampCommandPage } from './command-pages';
import type { CommandModel } from './model';
import { getCliModel } from './reference';

const T = COMMAND_PAGE_TOKENS;
// React's page data the way Next.js writes it: rows of text, each pushed as a JS string in a script.
const flightScript = (rows: string) => `<script>self.__next_f.push([1,${JSON.stringify(rows).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')}])</script>`;
const metadataRow = `32:${JSON.stringify([['$', 'title', '0', { children: `${T.title} | Plinth Docs` }], ['$', 'meta', '1', { name: 'description', content: T.summary }]])}\n0:{"c":["","reference","cli","${T.id}"]}\n`;
const template = [
  `<html><head><title>${T.title} | Plinth Docs</title><meta name="description" content="${T.summary}"/>`,
  `<link rel="canonical" href="https://plinth.co/docs/reference/cli/introduction#${T.id}"/></head>`,
  `<body><main><div class="max-w-[72ch]" data-cli-sections="" data-cli-slot="command"></div></main>`,
  flightScript(metadataRow),
  '</body></html>',
].join('');

/** Reads the page data back the way the browser does: run the script's string, then parse the rows. */
function readFlight(html: string) {
  const literal = /self\.__next_f\.push\(\[1,(".*?")\]\)<\/script>/s.exec(html)![1]!;
  const rows = JSON.parse(literal) as string;
  const metadata = JSON.parse(rows.split('\n')[0]!.slice('32:'.length)) as [string, string, string, Record<string, string>][];
  const tree = JSON.parse(rows.split('\n')[1]!.slice('0:'.length)) as { c: string[] };
  return { title: metadata[0]![3].children, description: metadata[1]![3].content, segments: tree.c };
}

describe('command pages stamped from one template', () => {
  const cli = getCliModel();
  const push = cli.byId.get('plinth-db-push')!;

  it('writes the command into the head, the page data and the slot', () => {
    const page = stampCommandPage(template, push);
    expect(page).toContain('<title>plinth db push | Plinth Docs</title>');
    expect(page).toContain('href="https://plinth.co/docs/reference/cli/introduction#plinth-db-push"');
    expect(page).toMatch(/data-cli-slot="command" data-cli-filled=""[^>]*><section[^>]*data-command-section="plinth-db-push"/);
    expect(page).toContain('<h1 id="plinth-db-push"');
    expect(page).not.toContain('x-plinth-command');
    expect(readFlight(page)).toEqual({ title: 'plinth db push | Plinth Docs', description: push.summary, segments: ['', 'reference', 'cli', 'plinth-db-push'] });
  });

  it('escapes each context its own way, so quotes and markup in a summary survive', () => {
    const tricky: CommandModel = { ...push, summary: `Pushes "all" <local> migrations & it's done` };
    const page = stampCommandPage(template, tricky);
    expect(page).toContain('content="Pushes &quot;all&quot; &lt;local&gt; migrations &amp; it&#39;s done"');
    expect(readFlight(page).description).toBe(tricky.summary);
    // Nothing in the page data can end its script early.
    expect(page.match(/<script>.*?<\/script>/gs)!.join('')).not.toMatch(/<local>/);
  });

  it('makes the same page for every command that Next.js would give it: a title, canonical and section each', () => {
    const pages = cli.commands.map((command) => stampCommandPage(template, command));
    expect(new Set(pages).size).toBe(123);
    for (const [i, command] of cli.commands.entries()) expect(readFlight(pages[i]!).segments.at(-1)).toBe(command.id);
  });

  it('refuses a template without its tokens or its slot', () => {
    expect(() => checkCommandPageTemplate(template.replace(`${T.summary}"`, '"').replaceAll(T.summary, ''))).toThrow(/summary token is missing/);
    expect(() => checkCommandPageTemplate(template.replace(/<script>.*<\/script>/s, ''))).toThrow(/no page data scripts/);
    expect(() => stampCommandPage(template.replace('data-cli-slot="command"', ''), push)).toThrow(/no empty "command" slot/);
    expect(() => checkCommandPageTemplate(template)).not.toThrow();
  });
});
