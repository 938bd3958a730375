import { contentVersion } from '@/content/version';

export const dynamic = 'force-static';

/**
 * A fingerprint of the content and the CLI spec. Under `next dev` it is recomputed on every
 * request, and DevReload reloads the page when it changes; in the static export it is a file.
 */
export function GET() {
  return new Response(contentVersion(), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
