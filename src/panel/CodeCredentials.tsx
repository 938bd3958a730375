'use client';

import { useEffect } from 'react';
import { CONTENT_EVENT } from '@/dom/events';
import { loadOnce } from '@/lib/load-once';
import { useProjectCredentials } from './selected-project';

/** The code that rewrites a block: fetched once there are values to show. */
const loadCodeFill = loadOnce(() => import('./code-fill'));

/**
 * Puts the reader's project URL and anon key into every code block of the page that shows
 * `https://<project-ref>.plinth.co` or `<anon-key>` (blocks marked `data-credentials` by the
 * content pipeline), and the placeholders back when they log out. One controller per page,
 * mounted by the island host; the replacing code is fetched only once there are values to show.
 * A block's copy button copies the text shown, so it copies these values too.
 */
export function CodeCredentials() {
  const values = useProjectCredentials();
  useEffect(() => {
    let current = true;
    const fill = () => {
      const blocks = [...document.querySelectorAll<HTMLElement>('[data-credentials]')];
      const wanted = values ? 'project' : 'placeholders';
      // Blocks never filled need nothing while there are no values: they show the placeholders.
      const todo = blocks.filter(
        (block) => (block.dataset.credentialsShown ?? 'placeholders') !== wanted || (values && block.dataset.credentialsFor !== values.projectUrl),
      );
      if (!todo.length) return;
      loadCodeFill().then(
        ({ fillCodeBlock }) => {
          if (!current) return;
          for (const block of todo) {
            const source = block.querySelector('[data-copy-source]');
            if (!source) continue;
            fillCodeBlock(source, values);
            block.dataset.credentialsShown = wanted;
            if (values) block.dataset.credentialsFor = values.projectUrl;
            else delete block.dataset.credentialsFor;
          }
        },
        () => {
          // Offline: the blocks keep what they show; the next change of values or page asks again.
        },
      );
    };
    fill();
    document.addEventListener(CONTENT_EVENT, fill);
    return () => {
      current = false;
      document.removeEventListener(CONTENT_EVENT, fill);
    };
  }, [values]);
  return null;
}
