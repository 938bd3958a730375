import path from 'node:path';
import type { CachedPage } from '../src/content/cache';
import { twinUrl } from '../src/lib/site-urls';
import { renderIslands } from './islands-ssr';

/**
 * What a guide or start page puts into out/, made one way for both builds: the full build's
 * post-build step (builder/postbuild.ts) and the fast path (builder/fast-build.ts), which replaces
 * exactly what the full build wrote and so must make the same bytes.
 */

/** The slot of guide and start pages (src/app/guides/[...slug]/page.tsx). */
export const CONTENT_SLOT = 'content';

/** The exported page of a route: `/guides/auth` → `out/guides/auth.html`, `/` → `out/index.html`. */
export const exportedPage = (out: string, route: string): string => path.join(out, route === '/' ? 'index.html' : `${route}.html`);

/** The plain-Markdown twin of a route: `/guides/auth` → `out/guides/auth.md`. */
export const markdownTwinFile = (out: string, route: string): string => path.join(out, twinUrl(route));

/** What a compiled page's content slot holds: its HTML with the islands rendered into their placeholders. */
export const slotContent = (page: Pick<CachedPage, 'html'>, file: string): Promise<string> => renderIslands(page.html, file);
