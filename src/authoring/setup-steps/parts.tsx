import type { CSSProperties, ReactNode } from 'react';
import { CopyButton } from '@/ui/CopyButton';
import { ErrorBoundary } from '@/ui/ErrorBoundary';

/**
 * The parts the four setup widgets share (ProjectSetupSteps, DatabaseSetupSteps,
 * SocialProviderSetup, PhoneProviderSetup). They render on the server; only the parts that show
 * the reader's own project (./client.tsx: dashboard links, project ref, callback URL) are small
 * client components that follow the credential panel's selection.
 */

export function Frame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="setup-steps my-6 rounded-lg border border-[var(--border)] px-5 pt-1 pb-2" data-widget-static={label}>
      <ErrorBoundary
        fallback={
          <p role="alert" className="my-4 text-sm">
            These setup steps could not be displayed. Reload the page to try again; the rest of this page works as usual.
          </p>
        }
      >
        {children}
      </ErrorBoundary>
    </section>
  );
}

export function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function Terminal({ lines }: { lines: ReactNode[] }) {
  return (
    <figure className="code-block not-prose overflow-hidden rounded-lg border border-[var(--border)]" data-copy-root="">
      <figcaption className="flex items-center justify-between gap-2 border-b border-[var(--border)] bg-[var(--bg-soft)] px-3 py-1.5 text-xs">
        <span className="font-mono text-[var(--fg-muted)]">Terminal</span>
        <CopyButton label="Copy commands" />
      </figcaption>
      {/* Focusable, as every code block is: a line wider than the column scrolls, and a keyboard reader scrolls it from here.
          Its lines do not wrap: `--lines` is its exact height while the browser skips drawing it off screen (globals.css). */}
      <pre
        className="overflow-x-auto bg-[var(--bg)] px-4 py-3 font-mono text-sm leading-relaxed"
        style={{ '--lines': lines.length } as CSSProperties}
        tabIndex={0}
        data-copy-source=""
      >
        <code>
          {lines.map((line, i) => (
            <span key={i} className="block">
              {line}
            </span>
          ))}
        </code>
      </pre>
    </figure>
  );
}

export function unknownProvider(widget: string, given: string | undefined, ids: readonly string[]): never {
  throw new Error(`<${widget} provider="${given ?? ''}" />: unknown provider. Use one of: ${ids.join(', ')}.`);
}
