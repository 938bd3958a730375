import type { CliModel } from './model';
import { commandSectionsHtml } from './section-html';

/**
 * Writes each group's command sections into its empty slot of the exported full-reference page
 * (see CommandSections). Throws when a slot is missing, so a changed page fails the build
 * instead of shipping a reference without commands. Running it again on its own output is a no-op.
 */
export function injectCliSections(html: string, cli: CliModel, sections: ReadonlyMap<string, string> = cliSectionsHtml(cli)): string {
  let out = html;
  for (const group of cli.groups) {
    // A slot filled by an earlier run is marked, so running the post-build step again changes nothing.
    if (new RegExp(`\\bdata-cli-slot="${group.id}" data-cli-filled=""`).test(out)) continue;
    const slot = new RegExp(`(<div[^>]*\\bdata-cli-slot="${group.id}")([^>]*>)(</div>)`);
    if (!slot.test(out)) throw new Error(`CLI reference: no empty slot for group "${group.id}" in the exported page`);
    const groupHtml = sections.get(group.id);
    if (groupHtml === undefined) throw new Error(`CLI reference: no sections rendered for group "${group.id}"`);
    out = out.replace(slot, (_, start: string, rest: string, close: string) => `${start} data-cli-filled=""${rest}${groupHtml}${close}`);
  }
  return out;
}

/** Each group's command sections as HTML, by group id: the expensive half, which needs no exported page. */
export function cliSectionsHtml(cli: CliModel): Map<string, string> {
  return new Map(cli.groups.map((group) => [group.id, commandSectionsHtml(group.commands)]));
}
