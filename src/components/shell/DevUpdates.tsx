'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** A saved file, as the development server announces it (server/dev/changes.ts). */
interface Change {
  file: string;
  kind: 'add' | 'change' | 'unlink';
  /** When the server saw it (ms since the epoch, the server's clock, as `data-dev-rendered`). */
  at: number;
}

/** Whether a change can alter this page: its own file, or a file every page may read (not another guide). */
const concerns = (change: Change, own: string | null | undefined) => change.file === own || !change.file.startsWith('content/guides/');

/**
 * `npm run dev` only: when a writer saves a file Next does not bundle (a guide, a spec, an image),
 * the development server says so at once (server-sent events from /__plinth/changes) and, if it
 * is this page's own file or one every page reads, the page is rendered again on the server and
 * its new content put in place: no reload, the scroll position kept, one render per save. A page
 * showing a problem (DevProblem) comes back the same way once the file is fixed.
 */
export function DevUpdates() {
  const router = useRouter();
  useEffect(() => {
    const source = new EventSource('/__plinth/changes');
    const page = () => document.querySelector('[data-dev-source]');
    source.onmessage = (message) => {
      if (concerns(JSON.parse(message.data as string) as Change, page()?.getAttribute('data-dev-source'))) router.refresh();
    };
    // On connecting: a save made after this page was rendered, while it was still loading.
    source.addEventListener('recent', (message) => {
      const rendered = Number(page()?.getAttribute('data-dev-rendered') ?? 0);
      const own = page()?.getAttribute('data-dev-source');
      if ((JSON.parse(message.data) as Change[]).some((change) => change.at > rendered && concerns(change, own))) router.refresh();
    });
    return () => source.close();
  }, [router]);
  return null;
}
