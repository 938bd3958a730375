'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { CopyButton } from '@/components/mdx/CopyButton';
import { dashboardLink } from '@/site.config';
import { panelQueryClient, useBranchesQuery, useOrganizationsQuery, useProjectApiQuery, useProjectsQuery } from './queries';
import { publishProjectCredentials, publishSelectedProjectRef } from './selected-project';
import {
  branchState,
  chooseBranch,
  effectiveRef,
  groupProjects,
  panelState,
  projectLabel,
  projectUrlOf,
  restoreProjectSelection,
  stripQuotes,
  type BranchState,
  type PanelState,
} from './selection';
import { Select, type SelectGroup } from './Select';
import { loginHref, session, useSession } from './session';
import { selectionStore, useSelection } from './store';

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

/**
 * The credential panel: organization / project selector, branch selector (projects with
 * branching only), read-only fields with copy buttons, and the log-in hint. Loaded lazily by the
 * MDX wrappers in mdx.tsx.
 */
export default function CredentialPanel({ variables }: { variables: CredentialVariable[] }) {
  return (
    <QueryClientProvider client={panelQueryClient}>
      <PanelBody variables={variables} />
    </QueryClientProvider>
  );
}

function PanelBody({ variables }: { variables: CredentialVariable[] }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const sessionState = useSession();
  const token = sessionState.status === 'loggedIn' ? sessionState.accessToken : null;
  const stored = useSelection();

  const organizations = useOrganizationsQuery(token);
  const projects = useProjectsQuery(token);
  const state = panelState(sessionState.status, organizations, projects);

  const orgList = useMemo(() => organizations.data ?? [], [organizations.data]);
  const projectList = useMemo(() => projects.data ?? [], [projects.data]);
  const selection = state === 'hasData' ? restoreProjectSelection(orgList, projectList, stored.project) : null;
  const project = (selection && projectList.find((p) => p.ref === selection.projectRef)) || null;

  const branches = useBranchesQuery(token, project?.ref ?? null, !!project?.is_branch_enabled);
  const bState = branchState(project, branches);
  const branch = project && bState === 'hasData' ? chooseBranch(branches.data ?? [], stored.branch, project.ref) : null;
  // While branches load or after they failed, which ref to show is unknown: show nothing.
  const ref = project && (bState === 'noBranches' || bState === 'hasData' || bState === 'noData') ? effectiveRef(project, branch) : null;

  const apiSettings = useProjectApiQuery(token, ref);
  const values = ref && apiSettings.data ? { projectUrl: projectUrlOf(apiSettings.data), anonKey: apiSettings.data.autoApiService.defaultApiKey } : null;
  const anyError = state === 'error' || bState === 'error' || apiSettings.isError;

  useEffect(() => {
    publishSelectedProjectRef(state === 'hasData' ? ref : null);
    publishProjectCredentials(state === 'hasData' && values ? values : null);
  }, [state, ref, values?.projectUrl, values?.anonKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const groups: SelectGroup[] = useMemo(
    () =>
      groupProjects(orgList, projectList).map(({ organization, projects: list }) => ({
        label: stripQuotes(organization.name),
        options: list.map((p) => ({ value: p.ref, label: projectLabel(organization, p) })),
      })),
    [orgList, projectList],
  );
  const branchGroups: SelectGroup[] = useMemo(
    () => [{ label: null, options: (branches.data ?? []).map((b) => ({ value: b.id, label: stripQuotes(b.name) })) }],
    [branches.data],
  );

  // The panel renders in the browser only (it is loaded lazily), so the page can be inspected.
  const hasCodeSamples = typeof document !== 'undefined' && !!document.querySelector('figure[data-credentials]');

  const logOut = () => {
    session.signOut();
    selectionStore.clear();
    panelQueryClient.clear();
  };

  const dashboardHint = (what: string, href: string) => (
    <p role="alert" className="text-sm" data-error-message="">
      {what} You can also copy the value from the{' '}
      <a className="text-[var(--link)] underline underline-offset-2" href={href}>
        dashboard
      </a>
      .
    </p>
  );

  return (
    <div
      role="group"
      aria-label="Your project's API credentials"
      className="space-y-4 rounded-lg border border-[var(--border)] bg-[var(--bg)] p-4"
      data-panel-state={anyError ? 'error' : state}
      data-branch-state={bState}
    >
      <div className={`grid gap-3 ${bState === 'noBranches' ? '' : 'sm:grid-cols-2'}`}>
        <Select
          id={`${id}-project`}
          label="Project"
          groups={groups}
          value={selection?.projectRef ?? null}
          disabled={state !== 'hasData'}
          emptyText={state === 'hasData' ? 'Choose a project' : PROJECT_TEXT[state]}
          onChange={(value) => {
            const chosen = projectList.find((p) => p.ref === value);
            if (chosen) selectionStore.selectProject(chosen);
          }}
        />
        {bState !== 'noBranches' && project ? (
          <Select
            id={`${id}-branch`}
            label="Branch"
            groups={branchGroups}
            value={branch?.id ?? null}
            disabled={bState !== 'hasData'}
            emptyText={bState === 'hasData' ? 'Choose a branch' : BRANCH_TEXT[bState]}
            onChange={(value) => {
              const chosen = branches.data?.find((b) => b.id === value);
              if (chosen) selectionStore.selectBranch(chosen, project.ref);
            }}
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
            busy={state === 'hasData' && !!ref && apiSettings.isPending}
          />
        ))}
      </div>

      {state === 'error' ? (
        <p role="alert" className="text-sm" data-error-message="">
          Couldn&apos;t load your projects. Reload the page to try again, or copy the values from the{' '}
          <a className="text-[var(--link)] underline underline-offset-2" href={dashboardLink('projects')}>
            dashboard
          </a>
          .
        </p>
      ) : null}
      {state === 'hasData' && project && bState === 'error' ? dashboardHint("Couldn't load the branches of this project.", dashboardLink('api-settings', project.ref)) : null}
      {state === 'hasData' && ref && apiSettings.isError ? dashboardHint("Couldn't load the API settings of this project.", dashboardLink('api-settings', ref)) : null}

      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-[var(--border)] pt-3 text-sm text-[var(--fg-muted)]">
        {sessionState.status === 'loggedOut' ? (
          <p data-login-hint="">
            <a className="font-medium text-[var(--link)] underline underline-offset-2" href={loginHref(typeof window === 'undefined' ? '/' : window.location.href)}>
              Log in
            </a>
            {hasCodeSamples ? " to see your own project's values here and in this page's code samples." : " to see your own project's values here."}
          </p>
        ) : sessionState.status === 'loggedIn' ? (
          <>
            <p>{sessionState.email ? `Logged in as ${sessionState.email}` : 'Logged in'}</p>
            <button type="button" onClick={logOut} className="rounded-md border border-[var(--border)] px-2.5 py-1 font-medium text-[var(--fg)] hover:bg-[var(--bg-soft)]">
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
        <CopyValueButton value={value} label={label} />
      </div>
    </div>
  );
}

/** Copies a field's value (the enhancer shows "Copied" for a second: src/enhance/copy.ts). */
function CopyValueButton({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton
      text={value}
      label={`Copy ${label}`}
      copiedLabel={`${label} copied`}
      disabled={!value}
      className="shrink-0 rounded-md border border-[var(--border)] px-3 py-2 text-sm font-medium hover:bg-[var(--bg-soft)] disabled:cursor-not-allowed disabled:text-[var(--fg-muted)]"
    />
  );
}
