import { describe, expect, it } from 'vitest';
import { listMdxFiles, readRepoFile } from '../../tools/sql/code-blocks';
import { misspellings, projectWords } from '../../tools/content/spelling';

/**
 * Every page's prose is spelt as cspell's English dictionaries (US and British) and the project's
 * words say: the facts' names and content/words.txt. A miss names the page, line, column, the
 * word and what cspell suggests. Code is left to the sample checks.
 */

const pages = listMdxFiles();

describe('spelling', () => {
  it('knows the facts: commands, flags, functions, error codes, variables and packages', () => {
    const words = new Set(projectWords().map((w) => w.toLowerCase()));
    for (const name of ['upsert', 'signInWithOtp', 'otp', 'pgvector', 'gotrue', 'invalid', 'credentials', 'PGRST116'.replace(/\d+/, '').toLowerCase()]) expect(words, name).toContain(name.toLowerCase());
  });

  it('finds a misspelt word with its place and a suggestion, in text, headings, link text and the frontmatter', async () => {
    const page = '---\ntitle: Recieve events\ndescription: How to recieve them.\n---\n\n## Seperate channels\n\nUse [the dashbord](/guides/x) and `recieve()` in code, which is not checked.\n';
    const found = (await misspellings('content/guides/x.mdx', page)).map((m) => `${m.line}:${m.column} ${m.word} → ${m.suggestions[0]}`);
    expect(found).toEqual(['2:8 Recieve → receive', '3:21 recieve → receive', '6:4 Seperate → separate', '8:10 dashbord → dashboard']);
  });

  it.for(pages)('%s', async (file) => {
    const found = (await misspellings(file, readRepoFile(file))).map((m) => `${m.file}:${m.line}:${m.column}: "${m.word}"${m.suggestions.length ? ` (did you mean ${m.suggestions.join(', ')}?)` : ''}`);
    expect(found).toEqual([]);
  });
});
