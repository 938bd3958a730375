'use client';

import { useEffect, useRef } from 'react';
import { useProjectCredentials } from './selected-project';

/**
 * Rendered by CodeBlock inside code blocks that show `https://<project-ref>.plinth.co` or
 * `<anon-key>`: shows the selected project's values there when the reader is logged in, the
 * placeholders otherwise. The block's copy button copies the text shown, so it copies these too.
 * The replacing code is fetched only once there are values to show.
 */
export function CodeCredentials() {
  const ref = useRef<HTMLSpanElement>(null);
  const filled = useRef(false);
  const values = useProjectCredentials();
  useEffect(() => {
    const figure = ref.current?.closest('[data-copy-root]');
    const source = figure?.querySelector('[data-copy-source]');
    if (!figure || !source || (!values && !filled.current)) return;
    let current = true;
    void import('./code-fill').then(({ fillCodeBlock }) => {
      if (!current) return;
      fillCodeBlock(source, values);
      filled.current = !!values;
      figure.setAttribute('data-credentials-shown', values ? 'project' : 'placeholders');
    });
    return () => {
      current = false;
    };
  }, [values]);
  return <span ref={ref} hidden />;
}
