import { escapeHtml, escapeInlineScript } from '../lib/html';
import type { CommandModel } from './model';
import { commandSectionsHtml } from './section-html';

/**
 * The 123 per-command pages are one page with different words in it: the same header, the same
 * function list, one command section. A build renders that page once, as a template whose command
 * id, title and summary are placeholder tokens and whose section is an empty slot, and the
 * post-build step stamps out every command's page from it. Rendering 123 pages with Next.js was
 * a third of the build; stamping them takes a few milliseconds. `next dev` renders each command.
 *
 * The tokens appear in two contexts, each with its own escaping: HTML (head and attributes) and
 * React's page data, a JSON string inside a JavaScript string in inline scripts. They are plain
 * lowercase words with hyphens, so they read the same in both, in URLs and in route params.
 */
export const COMMAND_PAGE_TOKENS = {
  id: 'x-plinth-command-id-x',
  title: 'x-plinth-command-title-x',
  summary: 'x-plinth-command-summary-x',
} as const;

/** The template's CommandSections slot, which the command's section is written into. */
export const COMMAND_PAGE_SLOT = 'command';

/** A value as it must appear inside React's page data: JSON string, inside a JS string, in an HTML script. */
function escapeFlight(value: string): string {
  const inJson = JSON.stringify(value).slice(1, -1);
  return escapeInlineScript(JSON.stringify(inJson).slice(1, -1));
}

const FLIGHT_SCRIPT = /(<script>self\.__next_f\.push\()(.*?)(\)<\/script>)/gs;
const SLOT = new RegExp(`(<div[^>]*\\bdata-cli-slot="${COMMAND_PAGE_SLOT}")([^>]*>)(</div>)`);

/** The section a command's page shows (its h1 and everything about it). */
export const commandPageSection = (command: CommandModel): string => commandSectionsHtml([command], 1);

/** One command's page from the template page's HTML. Throws when the template is not what it should be. */
export function stampCommandPage(template: string, command: CommandModel, section = commandPageSection(command)): string {
  const values: Record<keyof typeof COMMAND_PAGE_TOKENS, string> = { id: command.id, title: command.title, summary: command.summary };
  const replaceTokens = (text: string, escape: (value: string) => string) =>
    text.replace(/x-plinth-command-(id|title|summary)-x/g, (_, key: keyof typeof COMMAND_PAGE_TOKENS) => escape(values[key]));

  if (!SLOT.test(template)) throw new Error(`CLI command page template: no empty "${COMMAND_PAGE_SLOT}" slot`);
  // Scripts and the rest of the page are escaped differently; split the page into the two.
  let page = '';
  let last = 0;
  for (const match of template.matchAll(FLIGHT_SCRIPT)) {
    page += replaceTokens(template.slice(last, match.index), escapeHtml);
    page += match[1] + replaceTokens(match[2]!, escapeFlight) + match[3];
    last = match.index + match[0].length;
  }
  page += replaceTokens(template.slice(last), escapeHtml);
  return page.replace(SLOT, (_, start: string, rest: string, close: string) => `${start} data-cli-filled=""${rest}${section}${close}`);
}

/** Checks a template before 123 pages are made from it: every token present, in the head and in the page data. */
export function checkCommandPageTemplate(template: string): void {
  for (const [name, token] of Object.entries(COMMAND_PAGE_TOKENS)) {
    if (!template.includes(token)) throw new Error(`CLI command page template: the ${name} token is missing`);
  }
  if (!template.match(FLIGHT_SCRIPT)) throw new Error('CLI command page template: no page data scripts');
}
