import type { CliModel } from './model';
import { commandSectionsHtml } from './section-html';

/**
 * Writes each group's command sections into its empty slot of the exported full-reference page
 * (see CommandSections). Throws when a slot is missing, so a changed page fails the build
 * instead of shipping a reference without commands. Running it again on its own output is a no-op.
 */
export function injectCliSections(html: string, cli: CliModel): string {
  let out = html;
  for (const group of cli.groups) {
    // A slot filled by an earlier run is marked, so running the post-build step again changes nothing.
    if (new RegExp(`\\bdata-cli-slot="${group.id}" data-cli-filled=""`).test(out)) continue;
    const slot = new RegExp(`(<div[^>]*\\bdata-cli-slot="${group.id}")([^>]*>)(</div>)`);
    if (!slot.test(out)) throw new Error(`CLI reference: no empty slot for group "${group.id}" in the exported page`);
    const sections = commandSectionsHtml(group.commands);
    out = out.replace(slot, (_, start: string, rest: string, close: string) => `${start} data-cli-filled=""${rest}${sections}${close}`);
  }
  return out;
}
