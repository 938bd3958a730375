import { describe, expect, it } from 'vitest';
import { getCliModel } from '../../src/cli/reference';
import type { CodeBlock } from '../../tools/sql/code-blocks';
import { checkCliLine, cliLineOfInlineCode, cliLinesOfBlock } from '../../tools/content/cli-lines';

const cli = getCliModel();
const check = (line: string) => checkCliLine(cli, cliLineOfInlineCode(line, 1)!.words);
const mention = (line: string) => checkCliLine(cli, cliLineOfInlineCode(line, 1)!.words, { mention: true });
const block = (lang: string, code: string): CodeBlock => ({ lang, code, flags: new Set(), line: 10 });

describe('a plinth command line is checked against the CLI spec', () => {
  it('accepts commands, flags with values, shorthands, placeholders and accepted values', () => {
    expect(check('plinth db push --dry-run')).toEqual([]);
    expect(check('plinth link --project-ref <project-ref>')).toEqual([]);
    expect(check('plinth status -o env')).toEqual([]);
    expect(check('plinth db lint --linked --level error')).toEqual([]);
    expect(check('plinth --help')).toEqual([]);
    expect(check('plinth functions deploy hello-world')).toEqual([]);
    expect(check('plinth secrets set "OPENAI_API_KEY=sk-test key"')).toEqual([]);
  });

  it('names an unknown command, subcommand or flag', () => {
    expect(check('plinth deploy')).toEqual(['unknown command "plinth deploy"']);
    expect(check('plinth db pusher')[0]).toMatch(/"plinth db" has no subcommand "pusher"/);
    expect(check('plinth db push --force')).toEqual(['"plinth db push" has no flag --force']);
  });

  it('requires --experimental on experimental commands and the flags the CLI requires', () => {
    expect(check('plinth ssl-enforcement get')).toEqual(['"plinth ssl-enforcement get" is experimental: add --experimental']);
    expect(check('plinth ssl-enforcement get --experimental')).toEqual([]);
    expect(check('plinth migration repair 20240101000000')).toEqual(['"plinth migration repair" requires --status']);
  });

  it('rejects a value a flag does not accept, and a flag left without its value', () => {
    expect(check('plinth db lint --level fatal')).toEqual(['--level takes warning, error, not "fatal"']);
    expect(check('plinth link --project-ref')).toEqual(['--project-ref needs a value <string>']);
  });

  it('counts positional arguments', () => {
    expect(check('plinth migration new')[0]).toMatch(/takes exactly 1 argument/);
    expect(check('plinth migration new a b')[0]).toMatch(/takes exactly 1 argument\(s\), got 2/);
  });
});

describe('a command named in prose', () => {
  it('may leave out what a run needs, but must name a real command and real flags', () => {
    expect(mention('plinth migration new')).toEqual([]);
    expect(mention('plinth start -x')).toEqual([]);
    expect(mention('plinth ssl-enforcement get')).toEqual([]);
    expect(mention('plinth migrate new')[0]).toMatch(/unknown command "plinth migrate"/);
    expect(mention('plinth start --exclude-all')).toEqual(['"plinth start" has no flag --exclude-all']);
  });
});

describe('plinth command lines are found where readers see them', () => {
  it('in shell blocks, after prompts, npx, environment variables and operators; not in comments or redirections', () => {
    const lines = cliLinesOfBlock(block('bash', '# plinth deploy is not a command\n$ npx plinth init\nPLINTH_ACCESS_TOKEN=x plinth projects list | head\nplinth start && plinth status\nplinth gen types typescript --local > types.ts\nplinth db push \\\n  --dry-run'));
    expect(lines.map((l) => [l.line, l.text])).toEqual([
      [12, 'plinth init'],
      [13, 'plinth projects list'],
      [14, 'plinth start'],
      [14, 'plinth status'],
      [15, 'plinth gen types typescript --local'],
      [16, 'plinth db push --dry-run'],
    ]);
  });

  it("in a workflow's run steps and package.json scripts", () => {
    expect(cliLinesOfBlock(block('yaml', 'steps:\n  - run: plinth db push\n  - name: Run plinth now\n    run: |\n      plinth link --project-ref $REF')).map((l) => l.text)).toEqual(['plinth db push', 'plinth link --project-ref $REF']);
    expect(cliLinesOfBlock(block('json', '{\n  "scripts": { "types": "plinth gen types typescript --local" },\n  "name": "plinth app"\n}')).map((l) => l.text)).toEqual(['plinth gen types typescript --local']);
  });

  it('and a whole page: a wrong line fails with its line', () => {
    const [line] = cliLinesOfBlock(block('sh', 'echo ok\nplinth db pul'));
    expect(line!.line).toBe(12);
    expect(checkCliLine(cli, line!.words)[0]).toMatch(/no subcommand "pul"/);
  });
});
