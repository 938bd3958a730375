'use client';

import { useCallback, useEffect, useState } from 'react';

/** How long a copy button says "Copied" (spec §9: 1 second). */
export const COPIED_FEEDBACK_MS = 1000;

/**
 * Copies text to the clipboard and reports `copied` for exactly COPIED_FEEDBACK_MS after the
 * last successful copy (a second click restarts the second). Every copy button uses this.
 */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopiedAt(performance.now());
      return true;
    } catch {
      // Clipboard refused (insecure context or permissions): the text stays selectable by hand.
      return false;
    }
  }, []);
  return { copied: copiedAt !== null, copy };
}
