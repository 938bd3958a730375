import { createHighlighter, type Highlighter } from 'shiki';

/** Languages a guide may use after a code fence, with the aliases writers reach for. */
const LANGUAGES = ['typescript', 'tsx', 'javascript', 'jsx', 'json', 'jsonc', 'bash', 'sql', 'dart', 'swift', 'kotlin', 'python', 'toml', 'yaml', 'dotenv', 'html', 'css', 'csharp', 'graphql', 'vue', 'svelte', 'diff', 'xml', 'http', 'ini', 'dockerfile', 'go', 'ruby', 'php', 'groovy', 'astro', 'prisma', 'powershell', 'java', 'rust', 'markdown', 'nginx', 'c', 'make'] as const;
const ALIASES: Record<string, string> = { ts: 'typescript', js: 'javascript', sh: 'bash', shell: 'bash', console: 'bash', zsh: 'bash', env: 'dotenv', yml: 'yaml', py: 'python', kt: 'kotlin', kts: 'kotlin', cs: 'csharp', gql: 'graphql', pgsql: 'sql', psql: 'sql', docker: 'dockerfile', gradle: 'groovy', ps1: 'powershell', md: 'markdown', makefile: 'make', rs: 'rust' };
const PLAIN = new Set(['text', 'txt', 'plaintext', 'plain', '']);

export const THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

let highlighter: Promise<Highlighter> | undefined;

/** One highlighter per process; grammars are loaded the first time a page uses them. */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(THEMES), langs: [] });
  return highlighter;
}

/** The highlighter with `lang` loaded (each build worker loads only the grammars its pages use). */
export async function highlighterFor(lang: string): Promise<Highlighter> {
  const ready = await getHighlighter();
  if (lang !== 'text' && !ready.getLoadedLanguages().includes(lang)) await ready.loadLanguage(lang as (typeof LANGUAGES)[number]);
  return ready;
}

/** The grammar to use for a fence's language, `text` for none, or undefined when unknown. */
export function resolveLanguage(lang: string | undefined): string | undefined {
  const key = (lang ?? '').toLowerCase();
  if (PLAIN.has(key)) return 'text';
  const name = ALIASES[key] ?? key;
  return (LANGUAGES as readonly string[]).includes(name) ? name : undefined;
}

export const supportedLanguages = (): string[] => [...LANGUAGES, ...Object.keys(ALIASES)].sort();
