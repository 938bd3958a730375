import type { ProblemFrame } from '@/content/problem-frames';

/**
 * `next dev` only: what is wrong with the page a writer is editing, in place of its content, first
 * and whole: each problem with its file, line and column, the message, and the lines around it.
 * The page comes back by itself when the file is fixed (DevUpdates refreshes it on every save).
 */
export function DevProblem({ frames, source }: { frames: ProblemFrame[]; source: string }) {
  return (
    <section
      role="alert"
      aria-labelledby="dev-problem-title"
      data-dev-problem=""
      data-dev-source={source}
      data-dev-rendered={Date.now()}
      className="mx-auto my-8 max-w-[72ch] rounded-lg border-2 border-[var(--danger,#b91c1c)] bg-[var(--bg-soft)] p-6"
    >
      <h1 id="dev-problem-title" className="text-xl font-semibold">
        {frames.length === 1 ? 'This page has a problem' : `This page has ${frames.length} problems`}
      </h1>
      <p className="mt-1 text-sm text-[var(--fg-muted)]">Fix it and save: the page comes back by itself. The build stops on the same problem.</p>
      {frames.map((frame, i) => (
        <div key={i} className="mt-6">
          <p className="font-mono text-sm font-semibold" data-problem-location="">
            {frame.file}
            {frame.line ? `:${frame.line}${frame.column ? `:${frame.column}` : ''}` : ''}
          </p>
          <p className="mt-1" data-problem-message="">
            {frame.problem}
          </p>
          {frame.lines.length ? (
            <pre className="mt-3 overflow-x-auto rounded-md bg-[var(--bg)] p-3 text-sm leading-6" aria-label={`${frame.file} around line ${frame.line}`}>
              {frame.lines.map((line) => (
                <span
                  key={line.number}
                  className={line.at ? 'block bg-[var(--danger-bg,#fde2e2)] font-semibold' : 'block'}
                  aria-current={line.at ? 'true' : undefined}
                >
                  <span className="inline-block w-12 select-none pr-3 text-right text-[var(--fg-muted)]">{line.number}</span>
                  {line.text}
                </span>
              ))}
            </pre>
          ) : null}
        </div>
      ))}
    </section>
  );
}
