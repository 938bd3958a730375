/**
 * The credential panel's rules, as pure functions: what a stored selection must look like, how a
 * selection is restored on first load, how organization and project are kept paired, which branch
 * is chosen, how labels are cleaned and which state the panel and the branch selector are in.
 * No React, no storage, no network: everything here is unit-tested in selection.test.ts.
 */

/**
 * What the reader's own project puts into code and widgets: its URL and anon key. Defined here,
 * below both the publisher (selected-project.ts) and its bootstrap (bootstrap.ts), so neither
 * imports the other for it.
 */
export interface ProjectCredentialValues {
  projectUrl: string;
  anonKey: string;
}

/** GET /platform/organizations */
export interface Organization {
  id: number;
  name: string;
}

/** GET /platform/projects */
export interface Project {
  ref: string;
  name: string;
  organization_id: number;
  is_branch_enabled: boolean;
}

/** GET /v1/projects/{ref}/branches */
export interface Branch {
  id: string;
  name: string;
  project_ref: string;
  parent_project_ref: string;
}

/** GET /platform/props/project/{ref}/api */
export interface ProjectApiSettings {
  autoApiService: {
    protocol?: string;
    endpoint: string;
    defaultApiKey: string;
  };
}

/** localStorage keys of the reader's choices. */
export const PROJECT_STORAGE_KEY = 'plinth-docs-selected-project';
export const BRANCH_STORAGE_KEY = 'plinth-docs-selected-branch';

/** A stored project choice: saved as the JSON list `[organizationId, projectRef, projectName]`. */
export interface StoredProject {
  organizationId: number;
  projectRef: string;
  projectName: string;
}

/** A stored branch choice: saved as the JSON list `[projectRef, branchId]`. */
export interface StoredBranch {
  projectRef: string;
  branchId: string;
}

/** Organization and project, always a matching pair (the project belongs to the organization). */
export interface ProjectSelection {
  organizationId: number;
  projectRef: string;
}

function parseJsonList(raw: string | null | undefined): unknown[] | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

const isNonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** Reads a stored project choice; anything but a list of exactly three valid items is ignored. */
export function parseStoredProject(raw: string | null | undefined): StoredProject | null {
  const list = parseJsonList(raw);
  if (!list || list.length !== 3) return null;
  const [organizationId, projectRef, projectName] = list;
  if (typeof organizationId !== 'number' || !Number.isInteger(organizationId)) return null;
  if (!isNonEmptyString(projectRef) || typeof projectName !== 'string') return null;
  return { organizationId, projectRef, projectName };
}

export function serializeStoredProject({ organizationId, projectRef, projectName }: StoredProject): string {
  return JSON.stringify([organizationId, projectRef, projectName]);
}

/** Reads a stored branch choice; anything but a list of exactly two valid items is ignored. */
export function parseStoredBranch(raw: string | null | undefined): StoredBranch | null {
  const list = parseJsonList(raw);
  if (!list || list.length !== 2) return null;
  const [projectRef, branchId] = list;
  if (!isNonEmptyString(projectRef) || !isNonEmptyString(branchId)) return null;
  return { projectRef, branchId };
}

export function serializeStoredBranch({ projectRef, branchId }: StoredBranch): string {
  return JSON.stringify([projectRef, branchId]);
}

/** The stored form of choosing `project`: its organization always comes from the project itself. */
export function storedProjectFor(project: Project): StoredProject {
  return { organizationId: project.organization_id, projectRef: project.ref, projectName: project.name };
}

const DOUBLE_QUOTES = /["“”„‟«»‹›＂]/g;
// A single quote is a quotation mark unless it sits between two letters or digits (an apostrophe).
const SINGLE_QUOTES = /(?<![\p{L}\p{N}])['‘’‚‛]|['‘’‚‛](?![\p{L}\p{N}])/gu;

/** Display label without quotation marks (apostrophes inside words are kept). */
export function stripQuotes(label: string): string {
  return label.replace(DOUBLE_QUOTES, '').replace(SINGLE_QUOTES, '').replace(/\s+/g, ' ').trim();
}

/** "organization / project", without quotation marks. */
export function projectLabel(organization: Organization, project: Project): string {
  return `${stripQuotes(organization.name)} / ${stripQuotes(project.name)}`;
}

export interface ProjectGroup {
  organization: Organization;
  projects: Project[];
}

/**
 * Projects grouped by organization, in the order the organizations came. Organizations without
 * projects are left out, and so are projects whose organization is not in the list (they could
 * never form a valid pair).
 */
export function groupProjects(organizations: readonly Organization[], projects: readonly Project[]): ProjectGroup[] {
  return organizations
    .map((organization) => ({ organization, projects: projects.filter((p) => p.organization_id === organization.id) }))
    .filter((group) => group.projects.length > 0);
}

/** True when the organization exists, the project exists, and the project belongs to it. */
export function isValidPair(organizations: readonly Organization[], projects: readonly Project[], selection: ProjectSelection): boolean {
  const project = projects.find((p) => p.ref === selection.projectRef);
  return !!project && project.organization_id === selection.organizationId && organizations.some((o) => o.id === selection.organizationId);
}

/**
 * The selection to show once organizations and projects have loaded: the stored one if it still
 * exists and the project belongs to the stored organization, otherwise the first project of the
 * list (skipping any whose organization is unknown) and its organization. Null when there is none.
 */
export function restoreProjectSelection(
  organizations: readonly Organization[],
  projects: readonly Project[],
  stored: StoredProject | null,
): ProjectSelection | null {
  if (stored) {
    const candidate = { organizationId: stored.organizationId, projectRef: stored.projectRef };
    if (isValidPair(organizations, projects, candidate)) return candidate;
  }
  const first = projects.find((p) => organizations.some((o) => o.id === p.organization_id));
  return first ? { organizationId: first.organization_id, projectRef: first.ref } : null;
}

/** The project's main branch: the one whose project ref is its parent's ref. */
export function isMainBranch(branch: Branch): boolean {
  return branch.project_ref === branch.parent_project_ref;
}

/**
 * The branch to show for `projectRef`: the stored branch if it was stored for this project and
 * still exists, else the main branch, else the first. Null for an empty list.
 */
export function chooseBranch(branches: readonly Branch[], stored: StoredBranch | null, projectRef: string): Branch | null {
  if (stored && stored.projectRef === projectRef) {
    const saved = branches.find((b) => b.id === stored.branchId);
    if (saved) return saved;
  }
  return branches.find(isMainBranch) ?? branches[0] ?? null;
}

/** The ref whose URL and key are shown: the chosen branch's own project ref, else the project's. */
export function effectiveRef(project: Project, branch: Branch | null): string {
  return project.is_branch_enabled && branch ? branch.project_ref : project.ref;
}

/** `protocol://endpoint`, with https when the API leaves the protocol out. */
export function projectUrlOf(settings: ProjectApiSettings): string {
  const protocol = settings.autoApiService.protocol || 'https';
  return `${protocol.replace(/:?\/*$/, '')}://${settings.autoApiService.endpoint}`;
}

export type SessionStatus = 'loggedOut' | 'loading' | 'loggedIn';
export type QueryStatus = 'pending' | 'error' | 'success';

export type PanelState = 'loggedOut' | 'userLoading' | 'loggedInPending' | 'error' | 'noData' | 'hasData';

/**
 * The panel's state from the session and the two list queries. Any failing list call is an
 * error; a success with no selectable project is "no data".
 */
export function panelState(
  session: SessionStatus,
  organizations: { status: QueryStatus; data?: readonly Organization[] },
  projects: { status: QueryStatus; data?: readonly Project[] },
): PanelState {
  if (session === 'loading') return 'userLoading';
  if (session === 'loggedOut') return 'loggedOut';
  if (organizations.status === 'error' || projects.status === 'error') return 'error';
  if (organizations.status === 'pending' || projects.status === 'pending') return 'loggedInPending';
  return groupProjects(organizations.data ?? [], projects.data ?? []).length > 0 ? 'hasData' : 'noData';
}

export type BranchState = 'noBranches' | 'pending' | 'error' | 'noData' | 'hasData';

/** The branch selector's state; "noBranches" (selector hidden) when the project has no branching. */
export function branchState(project: Project | null, branches: { status: QueryStatus; data?: readonly Branch[] }): BranchState {
  if (!project || !project.is_branch_enabled) return 'noBranches';
  if (branches.status === 'pending') return 'pending';
  if (branches.status === 'error') return 'error';
  return branches.data && branches.data.length > 0 ? 'hasData' : 'noData';
}
