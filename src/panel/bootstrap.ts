import { getBranches, getOrganizations, getProjectApiSettings, getProjects } from './api';
import { chooseBranch, effectiveRef, projectUrlOf, restoreProjectSelection, type Branch, type ProjectCredentialValues } from './selection';
import { session } from './session';
import { selectionStore, type SelectionSnapshot } from './store';

/**
 * Resolves the reader's project without the panel (loaded lazily by selected-project.ts on pages
 * that have widgets or credential code blocks but no panel): the same calls and the same rules as
 * the panel, with plain fetch instead of react-query.
 */
export interface Resolved {
  ref: string | null;
  credentials: ProjectCredentialValues | null;
}

export async function resolveCredentials(token: string, stored: SelectionSnapshot, signal: AbortSignal, fetchImpl?: typeof fetch): Promise<Resolved> {
  const options = { token, signal, fetch: fetchImpl };
  const [organizations, projects] = await Promise.all([getOrganizations(options), getProjects(options)]);
  const selection = restoreProjectSelection(organizations, projects, stored.project);
  const project = selection && projects.find((p) => p.ref === selection.projectRef);
  if (!project) return { ref: null, credentials: null };
  let branch: Branch | null = null;
  if (project.is_branch_enabled) {
    try {
      branch = chooseBranch(await getBranches(project.ref, options), stored.branch, project.ref);
    } catch (error) {
      if (signal.aborted) throw error;
      // Branches unavailable: the project's own values still apply.
    }
  }
  const ref = effectiveRef(project, branch);
  try {
    const settings = await getProjectApiSettings(ref, options);
    return { ref, credentials: { projectUrl: projectUrlOf(settings), anonKey: settings.autoApiService.defaultApiKey } };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ref, credentials: null };
  }
}

/** Keeps the published values in step with the session and the stored selection; returns a stop function. */
export function startBootstrap(apply: (ref: string | null, credentials: ProjectCredentialValues | null) => void): () => void {
  // The stored choice at once for a valid session; the resolver below confirms or corrects it.
  void session.settled();
  const stored = selectionStore.getSnapshot().project;
  if (session.getSnapshot().status === 'loggedIn' && stored) apply(stored.projectRef, null);
  let controller: AbortController | null = null;
  const run = async () => {
    controller?.abort();
    const current = (controller = new AbortController());
    const state = await session.settled();
    if (current.signal.aborted) return;
    if (state.status !== 'loggedIn') {
      apply(null, null);
      return;
    }
    try {
      const resolved = await resolveCredentials(state.accessToken, selectionStore.getSnapshot(), current.signal);
      if (!current.signal.aborted) apply(resolved.ref, resolved.credentials);
    } catch {
      // Lists unavailable: keep what is shown (the stored ref, placeholders in code blocks).
    }
  };
  const unsubscribe = [session.subscribe(() => void run()), selectionStore.subscribe(() => void run())];
  void run();
  return () => {
    controller?.abort();
    for (const stop of unsubscribe) stop();
  };
}
