'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { dashboardLink } from '@/site.config';
import { DashboardHint, PanelView, ProjectsUnavailable, type CredentialVariable } from './PanelView';
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
} from './selection';
import type { SelectGroup } from './Select';
import { session, type SessionState } from './session';
import { selectionStore, useSelection } from './store';

type LoggedIn = Extract<SessionState, { status: 'loggedIn' }>;

/**
 * The panel of a logged-in reader: their organizations and projects, the branches of the chosen
 * project, and its API settings, through TanStack Query (queries.ts) and the validated API client
 * (api.ts). Its own chunk, loaded by Panel.tsx only once the session says logged in: a reader who
 * is not loads neither react-query nor the response schemas.
 */
export default function PanelData({ id, variables, session: sessionState }: { id: string; variables: CredentialVariable[]; session: LoggedIn }) {
  return (
    <QueryClientProvider client={panelQueryClient}>
      <PanelBody id={id} variables={variables} session={sessionState} />
    </QueryClientProvider>
  );
}

function PanelBody({ id, variables, session: sessionState }: { id: string; variables: CredentialVariable[]; session: LoggedIn }) {
  const token = sessionState.accessToken;
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

  const logOut = () => {
    session.signOut();
    selectionStore.clear();
    panelQueryClient.clear();
  };

  return (
    <PanelView
      id={id}
      variables={variables}
      session={sessionState}
      state={state}
      project={{
        groups,
        value: selection?.projectRef ?? null,
        onChange: (value) => {
          const chosen = projectList.find((p) => p.ref === value);
          if (chosen) selectionStore.selectProject(chosen);
        },
      }}
      // The branch selector belongs to a chosen project.
      branchState={project ? bState : 'noBranches'}
      branch={{
        groups: branchGroups,
        value: branch?.id ?? null,
        onChange: (value) => {
          const chosen = branches.data?.find((b) => b.id === value);
          if (chosen && project) selectionStore.selectBranch(chosen, project.ref);
        },
      }}
      values={values}
      busy={state === 'hasData' && !!ref && apiSettings.isPending}
      anyError={anyError}
      alerts={
        <>
          {state === 'error' ? <ProjectsUnavailable /> : null}
          {state === 'hasData' && project && bState === 'error' ? (
            <DashboardHint what="Couldn't load the branches of this project." href={dashboardLink('api-settings', project.ref)} />
          ) : null}
          {state === 'hasData' && ref && apiSettings.isError ? (
            <DashboardHint what="Couldn't load the API settings of this project." href={dashboardLink('api-settings', ref)} />
          ) : null}
        </>
      }
      onLogOut={logOut}
    />
  );
}
