import { describe, expect, it } from 'vitest';
import { mdxToMarkdown } from './to-markdown';

describe('mdxToMarkdown', () => {
  const md = mdxToMarkdown(
    ['## Set up [#setup]', '', '<Admonition type="caution">', 'Careful.', '</Admonition>', '', '<Tabs group="pm">', '<Tab value="npm" label="npm">', '', '```bash', 'npm i x', '```', '', '</Tab>', '</Tabs>', '', '<Steps>', '<Step title="Create">', 'Do it.', '</Step>', '</Steps>', '', '<JwtGenerator />'].join('\n'),
    'Title',
    'Desc',
    'https://x/guides/a',
  );
  it('starts with the title and description', () => expect(md.startsWith('# Title\n\n> Desc')).toBe(true));
  it('drops custom anchor markers', () => expect(md).toContain('## Set up\n'));
  it('turns admonitions into quotes with their label', () => expect(md).toContain('> **Caution**\n>\n> Careful.'));
  it('labels tabs and keeps their code', () => expect(md).toMatch(/\*\*npm\*\*\n\n```bash\nnpm i x\n```/));
  it('writes steps as a numbered list', () => expect(md).toContain('1. **Create**\n\n   Do it.'));
  it('writes a widget as its own Markdown, naming no component and leaving no JSX', () => {
    expect(md).toContain('HMAC-SHA-256');
    expect(md).not.toMatch(/JwtGenerator|interactive|<[A-Z]/);
  });
  it('keeps the content of an HTML element', () => {
    expect(mdxToMarkdown('<details>\n\nInside.\n\n</details>', 'T', 'D', '/guides/x')).toContain('Inside.');
  });
});
