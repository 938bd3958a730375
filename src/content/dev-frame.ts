import type { CompiledPage } from './compile';

/**
 * What of a compiled page lies outside its content slot: its frontmatter (title, description,
 * "On this page" shown or not, …) and its table of contents. Under `next dev` a save whose frame
 * is unchanged is shown by writing the new content into the slot alone (DevUpdates.tsx); one
 * that changes it renders the page again. Compared as text: it is built the same way on both sides.
 */
export const devFrameOf = (page: Pick<CompiledPage, 'frontmatter' | 'toc'>): string => JSON.stringify([page.frontmatter, page.toc]);
