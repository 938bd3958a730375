import { createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';
import { sdkEntries } from '../references.config';

/**
 * Languages a guide may use after a code fence, with the aliases writers reach for. The client
 * libraries' languages and their fence words come from their code descriptors in the registry
 * (src/references.config.ts); these are the others.
 */
const OTHER_LANGUAGES = ['json', 'jsonc', 'bash', 'sql', 'toml', 'yaml', 'dotenv', 'html', 'css', 'graphql', 'vue', 'svelte', 'diff', 'xml', 'http', 'ini', 'dockerfile', 'go', 'ruby', 'php', 'groovy', 'astro', 'prisma', 'powershell', 'java', 'rust', 'markdown', 'nginx', 'c', 'make'] as const;
const OTHER_ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', console: 'bash', zsh: 'bash', env: 'dotenv', yml: 'yaml', gql: 'graphql', pgsql: 'sql', psql: 'sql', docker: 'dockerfile', gradle: 'groovy', ps1: 'powershell', md: 'markdown', makefile: 'make', rs: 'rust' };
const CLIENT_LANGUAGES = sdkEntries.flatMap((e) => e.code.languages);
const LANGUAGES: readonly string[] = [...new Set([...CLIENT_LANGUAGES.map((l) => l.shiki), ...OTHER_LANGUAGES])];
const ALIASES: Record<string, string> = {
  ...OTHER_ALIASES,
  ...Object.fromEntries(CLIENT_LANGUAGES.flatMap((l) => l.fences.filter((f) => f !== l.shiki).map((f) => [f, l.shiki]))),
};
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
  if (lang !== 'text' && !ready.getLoadedLanguages().includes(lang)) await ready.loadLanguage(lang as BundledLanguage);
  return ready;
}

/** The grammar to use for a fence's language, `text` for none, or undefined when unknown. */
export function resolveLanguage(lang: string | undefined): string | undefined {
  const key = (lang ?? '').toLowerCase();
  if (PLAIN.has(key)) return 'text';
  const name = ALIASES[key] ?? key;
  return LANGUAGES.includes(name) ? name : undefined;
}

export const supportedLanguages = (): string[] => [...LANGUAGES, ...Object.keys(ALIASES)].sort();
