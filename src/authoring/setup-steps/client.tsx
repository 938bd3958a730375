'use client';

import type { ReactNode } from 'react';
import { CopyButton } from '@/ui/CopyButton';
import { useSelectedProjectRef } from '@/panel/selected-project';
import { dashboardLink } from '@/site.config';
import { callbackUrlFor, PROJECT_REF_PLACEHOLDER } from './links';

type DashboardPage = Parameters<typeof dashboardLink>[0];

/**
 * A link to a dashboard page. It points at the reader's selected project when the credential
 * panel knows it, and at the projects list otherwise (where the reader picks the project).
 */
export function DashboardLink({ page, children }: { page: DashboardPage; children: ReactNode }) {
  const ref = useSelectedProjectRef();
  return (
    <a href={dashboardLink(page, ref ?? undefined)} data-dashboard-link={page}>
      {children}
    </a>
  );
}

/** The selected project's ref, or `<project-ref>` when it is not known. */
export function ProjectRef() {
  const ref = useSelectedProjectRef();
  return <>{ref ?? PROJECT_REF_PLACEHOLDER}</>;
}

/** The project's OAuth callback URL in a read-only field with a copy button. */
export function CallbackUrl() {
  const ref = useSelectedProjectRef();
  const url = callbackUrlFor(ref);
  return (
    <div
      className="not-prose flex flex-wrap items-center gap-2 rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] px-3 py-2"
      data-copy-root=""
      data-callback-url=""
    >
      <span className="text-xs font-medium text-[var(--fg-muted)]">Callback URL</span>
      <code className="min-w-0 flex-1 font-mono text-sm break-all text-[var(--fg)]" data-copy-source="">
        {url}
      </code>
      <CopyButton label="Copy callback URL" />
      {ref ? null : (
        <span className="w-full text-xs text-[var(--fg-muted)]">
          Replace <code className="font-mono">{PROJECT_REF_PLACEHOLDER}</code> with your project&apos;s ref, or log in to the docs to see your own URL.
        </span>
      )}
    </div>
  );
}
