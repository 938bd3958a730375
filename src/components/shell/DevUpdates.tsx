'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { announceSlot } from '@/dom/events';
import { SLOT_ATTRIBUTE } from '@/lib/slots';

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
 *
 * A save of the page's own file is shown sooner: its content, compiled alone by the development
 * server (server/dev/content.ts: 0.1–0.2 s warm, where rendering the whole page again takes 1.5 s or
 * more), is written into the content slot at once. Only when what lies outside the slot changed
 * too (its frame: frontmatter, "On this page", src/content/dev-frame.ts) is the page rendered
 * again; a save that does not compile is left to that render, which shows the problem. Of two
 * quick saves, only the later one's content is written.
 */
export function DevUpdates() {
  const router = useRouter();
  useEffect(() => {
    const source = new EventSource('/__plinth/changes');
    const page = () => document.querySelector('[data-dev-source]');
    let latest = 0;
    /** Writes the saved file's content into the slot; false when the page must be rendered again instead. */
    const showContent = async (file: string): Promise<boolean> => {
      const save = ++latest;
      const slot = document.querySelector(`[${SLOT_ATTRIBUTE}="content"]`);
      const meta = page();
      if (!slot || !meta) return false;
      try {
        const response = await fetch(`/__plinth/content?file=${encodeURIComponent(file)}`, { cache: 'no-store' });
        if (!response.ok) return false;
        const { html, frame } = (await response.json()) as { html: string; frame: string };
        // A later save is on its way: it decides.
        if (save !== latest) return true;
        if (!slot.isConnected) return false;
        slot.innerHTML = html;
        announceSlot('content');
        return frame === meta.getAttribute('data-dev-frame');
      } catch {
        return false;
      }
    };
    /** One save or several (the ones made while the page was loading): shown the quickest way each allows. */
    const apply = (changes: Change[]) => {
      const own = page()?.getAttribute('data-dev-source');
      const concerning = changes.filter((change) => concerns(change, own));
      if (concerning.length === 0) return;
      // Only saves of this page's own file: its content alone is written, unless its frame changed.
      if (own && concerning.every((change) => change.file === own && change.kind === 'change'))
        void showContent(own).then((shown) => {
          if (!shown) router.refresh();
        });
      else router.refresh();
    };
    source.onmessage = (message) => apply([JSON.parse(message.data as string) as Change]);
    // On connecting: the saves made after this page was rendered, while it was still loading.
    source.addEventListener('recent', (message) => {
      const rendered = Number(page()?.getAttribute('data-dev-rendered') ?? 0);
      apply((JSON.parse(message.data) as Change[]).filter((change) => change.at > rendered));
    });
    return () => source.close();
  }, [router]);
  return null;
}
