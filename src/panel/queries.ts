import { QueryClient, useQuery } from '@tanstack/react-query';
import { getBranches, getOrganizations, getProjectApiSettings, getProjects, isRetryable } from './api';

/**
 * TanStack Query setup of the panel. One client for every panel on the page, so two panels (say
 * `<ProjectUrl />` and `<AnonKey />`) share requests and results. Each query hands its abort
 * signal to the API client: when the reader leaves a project, its pending request is aborted.
 */
export const panelQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60_000,
      refetchOnWindowFocus: false,
      // One more try for a server or network failure; bad bodies and refusals fail at once.
      retry: (failureCount, error) => failureCount < 1 && isRetryable(error),
      retryDelay: 400,
    },
  },
});

export const queryKeys = {
  organizations: ['platform', 'organizations'] as const,
  projects: ['platform', 'projects'] as const,
  branches: (ref: string | null | undefined) => ['platform', 'branches', ref ?? null] as const,
  apiSettings: (ref: string | null | undefined) => ['platform', 'api-settings', ref ?? null] as const,
};

export function useOrganizationsQuery(token: string | null) {
  return useQuery({
    queryKey: queryKeys.organizations,
    queryFn: ({ signal }) => getOrganizations({ token: token ?? '', signal }),
    enabled: !!token,
  });
}

export function useProjectsQuery(token: string | null) {
  return useQuery({
    queryKey: queryKeys.projects,
    queryFn: ({ signal }) => getProjects({ token: token ?? '', signal }),
    enabled: !!token,
  });
}

export function useBranchesQuery(token: string | null, projectRef: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.branches(projectRef),
    queryFn: ({ signal }) => getBranches(projectRef, { token: token ?? '', signal }),
    enabled: !!token && !!projectRef && enabled,
  });
}

export function useProjectApiQuery(token: string | null, projectRef: string | null) {
  return useQuery({
    queryKey: queryKeys.apiSettings(projectRef),
    queryFn: ({ signal }) => getProjectApiSettings(projectRef, { token: token ?? '', signal }),
    enabled: !!token && !!projectRef,
  });
}
