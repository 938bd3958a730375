import type { ReactNode } from 'react';
import { CopyButton } from '@/ui/CopyButton';
import { dashboardLink } from '@/site.config';
import type { BranchState, PanelState } from './selection';
import { Select, type SelectGroup } from './Select';
import { loginHref, type SessionState } from './session';

export type CredentialVariable = 'url' | 'anonKey';

/** Field labels, also the placeholders when there is no value (spec §2). */
export const VARIABLE_LABELS: Record<CredentialVariable, string> = { url: 'Project URL', anonKey: 'Anon key' };

const PROJECT_TEXT: Record<Exclude<PanelState, 'hasData'>, string> = {
  loggedOut: 'Log in to choose a project',
  userLoading: 'Checking your login…',
  loggedInPending: 'Loading projects…',
  error: 'Projects unavailable',
  noData: 'No project found',
};

const BRANCH_TEXT: Record<Exclude<BranchState, 'hasData' | 'noBranches'>, string> = {
  pending: 'Loading branches…',
  error: 'Branches unavailable',
  noData: 'No branch found',
};

/** A selector's options, its chosen value and what choosing does. */
export interface Choice {
  groups: SelectGroup[];
  value: string | null;
  onChange(value: string): void;
}

const NO_CHOICE: Choice = { groups: [], value: null, onChange: () => undefined };

export interface PanelViewProps {
  /** Prefix of the panel's element ids (unique on the page). */
  id: string;
  variables: CredentialVariable[];
  session: SessionState;
  state: PanelState;
  project?: Choice;
  branchState?: BranchState;
  /** The branch selector, shown unless the state is `noBranches`. */
  branch?: Choice;
  values?: { projectUrl: string; anonKey: string } | null;
  /** The values are being fetched. */
  busy?: boolean;
  /** Some call failed: the panel's `data-panel-state` says error. */
  anyError?: boolean;
  /** The error messages under the fields. */
  alerts?: ReactNode;
  onLogOut?: () => void;
  /** The page's code samples show the placeholders the panel fills (decided at build time: src/content/rehype-panel.ts). */
  codeSamples?: boolean;
  /** Where the log-in link returns to; by default the page as it is now (the enhancer sets it on built HTML: src/enhance/return-here.ts). */
  returnTo?: string;
}

/**
 * What the credential panel shows in each of its states (spec §4): the project and branch
 * selectors, the read-only fields with copy buttons, and the log-in hint or who is logged in.
 * Markup only: Panel.tsx decides the state from the session, and PanelData.tsx, loaded only for a
 * logged-in reader, from the platform's answers.
 */
export function PanelView({
  id,
  variables,
  session,
  state,
  project = NO_CHOICE,
  branchState = 'noBranches',
  branch = NO_CHOICE,
  values = null,
  busy = false,
  anyError = false,
  alerts,
  onLogOut,
  codeSamples = false,
  returnTo,
}: PanelViewProps) {
  return (
    <div
      role="group"
      aria-label="Your project's API credentials"
      className="space-y-4 rounded-lg border border-[var(--border)] bg-[var(--bg)] p-4"
      data-panel-state={anyError ? 'error' : state}
      data-branch-state={branchState}
    >
      <div className={`grid gap-3 ${branchState === 'noBranches' ? '' : 'sm:grid-cols-2'}`}>
        <Select
          id={`${id}-project`}
          label="Project"
          groups={project.groups}
          value={project.value}
          disabled={state !== 'hasData'}
          emptyText={state === 'hasData' ? 'Choose a project' : PROJECT_TEXT[state]}
          onChange={project.onChange}
        />
        {branchState !== 'noBranches' ? (
          <Select
            id={`${id}-branch`}
            label="Branch"
            groups={branch.groups}
            value={branch.value}
            disabled={branchState !== 'hasData'}
            emptyText={branchState === 'hasData' ? 'Choose a branch' : BRANCH_TEXT[branchState]}
            onChange={branch.onChange}
          />
        ) : null}
      </div>

      <div className="space-y-3">
        {variables.map((variable) => (
          <CredentialField
            key={variable}
            id={`${id}-${variable}`}
            label={VARIABLE_LABELS[variable]}
            value={state === 'hasData' && values ? (variable === 'url' ? values.projectUrl : values.anonKey) : ''}
            busy={busy}
          />
        ))}
      </div>

      {alerts}

      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-[var(--border)] pt-3 text-sm text-[var(--fg-muted)]">
        {session.status === 'loggedOut' ? (
          <p data-login-hint="">
            <a
              className="font-medium text-[var(--link)] underline underline-offset-2"
              href={loginHref(returnTo ?? (typeof window === 'undefined' ? '/' : window.location.href))}
              data-return-here=""
            >
              Log in
            </a>
            {codeSamples ? " to see your own project's values here and in this page's code samples." : " to see your own project's values here."}
          </p>
        ) : session.status === 'loggedIn' ? (
          <>
            <p>{session.email ? `Logged in as ${session.email}` : 'Logged in'}</p>
            <button
              type="button"
              onClick={onLogOut}
              className="rounded-md border border-[var(--border)] px-2.5 py-1 font-medium text-[var(--fg)] hover:bg-[var(--bg-soft)]"
            >
              Log out
            </button>
          </>
        ) : (
          <p role="status">Checking your login…</p>
        )}
      </div>
    </div>
  );
}

/**
 * The panel as the build renders it and as it stays until its code runs: for a reader with no
 * stored session (the boot script marks one on <html>: src/enhance/boot.ts), the logged-out panel,
 * which is exactly what its code would show them, so it needs no JavaScript at all; for a reader
 * with one, "Checking your login…" until the panel has read it (the runtime comes at once for them:
 * src/enhance/runtime.ts). The log-in link's return address is this page's, set by the enhancer.
 */
export function PanelBeforeCheck({ id, variables, codeSamples }: { id: string; variables: CredentialVariable[]; codeSamples?: boolean }) {
  return (
    <>
      <p role="status" className="rounded-lg border border-[var(--border)] bg-[var(--bg)] p-4 text-sm text-[var(--fg-muted)]" data-if-session="">
        Checking your login…
      </p>
      <div data-if-no-session="">
        <PanelView id={id} variables={variables} session={LOGGED_OUT} state="loggedOut" codeSamples={codeSamples} returnTo="/" />
      </div>
    </>
  );
}

const LOGGED_OUT: SessionState = { status: 'loggedOut' };

/** An error under the fields, with the dashboard as the way out (spec §8). */
export function DashboardHint({ what, href }: { what: string; href: string }) {
  return (
    <p role="alert" className="text-sm" data-error-message="">
      {what} You can also copy the value from the{' '}
      <a className="text-[var(--link)] underline underline-offset-2" href={href}>
        dashboard
      </a>
      .
    </p>
  );
}

/** The project lists failed: nothing can be chosen (spec §8). */
export function ProjectsUnavailable() {
  return (
    <p role="alert" className="text-sm" data-error-message="">
      Couldn&apos;t load your projects. Reload the page to try again, or copy the values from the{' '}
      <a className="text-[var(--link)] underline underline-offset-2" href={dashboardLink('projects')}>
        dashboard
      </a>
      .
    </p>
  );
}

function CredentialField({ id, label, value, busy }: { id: string; label: string; value: string; busy: boolean }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          placeholder={label}
          aria-busy={busy || undefined}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-[var(--border)] bg-[var(--bg-soft)] px-3 py-2 font-mono text-sm placeholder:text-[var(--fg-muted)]"
        />
        {/* Copies the field's value (the enhancer shows "Copied" for a second: src/enhance/copy.ts). */}
        <CopyButton
          text={value}
          label={`Copy ${label}`}
          copiedLabel={`${label} copied`}
          disabled={!value}
          className="shrink-0 rounded-md border border-[var(--border)] px-3 py-2 text-sm font-medium hover:bg-[var(--bg-soft)] disabled:cursor-not-allowed disabled:text-[var(--fg-muted)]"
        />
      </div>
    </div>
  );
}
