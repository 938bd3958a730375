'use client';

import { useCallback, useEffect, useState } from 'react';

/** How long a copy button says "Copied" (spec §9: 1 second). */
export const COPIED_FEEDBACK_MS = 1000;

type Outcome = { result: 'copied' | 'failed'; at: number };

/**
 * Copies text to the clipboard and reports `copied` (or `failed`) for exactly COPIED_FEEDBACK_MS
 * after the last attempt (a second click restarts the second). Every copy button uses this. The
 * text may come from a promise, e.g. a page fetched when the reader clicks.
 */
export function useCopy(): { copied: boolean; failed: boolean; copy: (text: string | (() => Promise<string>)) => Promise<boolean> } {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    if (outcome === null) return;
    const timer = setTimeout(() => setOutcome(null), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = useCallback(async (text: string | (() => Promise<string>)) => {
    try {
      await navigator.clipboard.writeText(typeof text === 'string' ? text : await text());
      setOutcome({ result: 'copied', at: performance.now() });
      return true;
    } catch {
      // Clipboard refused (insecure context or permissions) or the text could not be fetched.
      setOutcome({ result: 'failed', at: performance.now() });
      return false;
    }
  }, []);
  return { copied: outcome?.result === 'copied', failed: outcome?.result === 'failed', copy };
}
