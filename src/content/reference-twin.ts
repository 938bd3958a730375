import type { CachedPage } from './cache';
import { overviewHtml } from './reference-html';
import type { ReferenceDoc } from '../reference/model';
import { referenceMarkdown } from '../reference/outputs';
import { absoluteUrl } from '../site.config';

/**
 * A reference's Markdown twin (`<long page>.md`): the model's, after its introduction: the
 * introduction page's own Markdown without its title block (the reference gives its own), or the
 * source's overview when it has no page. The build writes it (builder/postbuild.ts) and the dev
 * server serves it (server/dev/server.ts), so both give the same text.
 */
export function referenceTwin(doc: ReferenceDoc, introPage: Pick<CachedPage, 'markdown'> | undefined): string {
  const intro = introPage ? introPage.markdown.replace(/^# .*\n\n> .*\n\nSource: .*\n\n/, '') : overviewHtml(doc) ? doc.overview : undefined;
  return referenceMarkdown(doc, intro, absoluteUrl);
}
