'use client';

import { useEffect, useId, useState } from 'react';

/** A problem the page checks found, as the development server sends it (server/dev/checks.ts). */
interface CheckProblem {
  file: string;
  line?: number;
  column?: number;
  /** Which check: links, sql, cli, calls, types, spelling, sidebar… */
  check: string;
  message: string;
}

interface ChecksMessage {
  file: string;
  checking: boolean;
  problems: CheckProblem[];
}

const place = (p: CheckProblem) => `${p.file}${p.line ? `:${p.line}${p.column ? `:${p.column}` : ''}` : ''}`;

/**
 * `npm run dev` only: what the build's page checks say of this page (links, SQL, samples, client
 * calls, `plinth` lines, spelling, the sidebar…), as warnings above its content: the page still
 * renders, and `npm run build` would stop on each. The server runs the checks after each save,
 * off the request path, and pushes the result (server/dev/checks.ts); the panel is a live region,
 * announced politely, and its list is shown and hidden with a button.
 */
export function DevChecks({ file }: { file: string }) {
  const [state, setState] = useState<ChecksMessage>();
  const [shown, setShown] = useState(true);
  const listId = useId();
  useEffect(() => {
    const source = new EventSource(`/__plinth/changes?checks=${encodeURIComponent(file)}`);
    source.addEventListener('checks', (message) => setState(JSON.parse((message as MessageEvent<string>).data) as ChecksMessage));
    return () => source.close();
  }, [file]);
  const problems = state?.problems ?? [];
  const checking = state === undefined || state.checking;
  return (
    <aside
      role="status"
      aria-live="polite"
      aria-label="Checks of this page"
      data-dev-checks=""
      data-checking={checking ? 'true' : 'false'}
      data-pagefind-ignore=""
      className={
        problems.length
          ? 'mt-6 rounded-lg border-2 border-[var(--warning,#b45309)] bg-[var(--bg-soft)] p-4 text-sm'
          : 'mt-2 min-h-5 text-xs text-[var(--fg-muted)]'
      }
    >
      {problems.length ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">
              {problems.length === 1 ? '1 warning' : `${problems.length} warnings`} on this page
              <span className="font-normal text-[var(--fg-muted)]">
                {' '}
                — the build stops on {problems.length === 1 ? 'it' : 'each'}.{checking ? ' Checking again…' : ''}
              </span>
            </p>
            <button
              type="button"
              aria-expanded={shown}
              aria-controls={listId}
              onClick={() => setShown(!shown)}
              className="rounded border border-[var(--border)] px-2 py-0.5 text-xs hover:bg-[var(--bg)] focus-visible:outline focus-visible:outline-2"
            >
              {shown ? 'Hide' : 'Show'}
            </button>
          </div>
          <ul id={listId} hidden={!shown} className="mt-3 space-y-2">
            {problems.map((p, i) => (
              <li key={i} data-check={p.check}>
                <code className="font-semibold" data-problem-location="">
                  {place(p)}
                </code>{' '}
                <span data-problem-message="">{p.message}</span>
              </li>
            ))}
          </ul>
        </>
      ) : checking ? (
        'Checking this page…'
      ) : null}
    </aside>
  );
}
