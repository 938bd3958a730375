'use client';

import { useEffect } from 'react';

/**
 * Development only: Next reloads code on its own, but guides and the CLI spec are read from disk,
 * so this reloads the page when the content fingerprint changes after a writer saves.
 */
export function DevReload() {
  useEffect(() => {
    let last: string | undefined;
    const check = async () => {
      try {
        const version = await (await fetch('/content-version.txt', { cache: 'no-store' })).text();
        if (last !== undefined && version !== last) window.location.reload();
        last = version;
      } catch {
        // Dev server restarting: try again on the next tick.
      }
    };
    void check(); // the baseline, taken as soon as the page is up
    const timer = setInterval(check, 1000);
    return () => clearInterval(timer);
  }, []);
  return null;
}
