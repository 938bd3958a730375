import { describe, expect, it } from 'vitest';
import {
  branchState,
  chooseBranch,
  effectiveRef,
  groupProjects,
  isMainBranch,
  isValidPair,
  panelState,
  parseStoredBranch,
  parseStoredProject,
  projectLabel,
  projectUrlOf,
  restoreProjectSelection,
  serializeStoredBranch,
  serializeStoredProject,
  storedProjectFor,
  stripQuotes,
  type Branch,
  type Organization,
  type Project,
} from './selection';

const orgs: Organization[] = [
  { id: 1, name: 'Acme Labs' },
  { id: 2, name: '"Quoted" Ventures' },
  { id: 3, name: 'Empty Org' },
];
const projects: Project[] = [
  { ref: 'aaa', name: 'Web', organization_id: 1, is_branch_enabled: true },
  { ref: 'bbb', name: 'Billing "v2"', organization_id: 2, is_branch_enabled: false },
  { ref: 'ccc', name: 'Docs', organization_id: 1, is_branch_enabled: false },
];
const branches: Branch[] = [
  { id: 'b-feature', name: 'feature', project_ref: 'fff', parent_project_ref: 'aaa' },
  { id: 'b-main', name: 'main', project_ref: 'aaa', parent_project_ref: 'aaa' },
  { id: 'b-staging', name: 'staging', project_ref: 'sss', parent_project_ref: 'aaa' },
];

describe('stored project selection', () => {
  it('accepts exactly [organizationId, projectRef, projectName]', () => {
    expect(parseStoredProject('[1,"aaa","Web"]')).toEqual({ organizationId: 1, projectRef: 'aaa', projectName: 'Web' });
    expect(parseStoredProject('[2,"bbb",""]')).toEqual({ organizationId: 2, projectRef: 'bbb', projectName: '' });
  });

  it.each([
    ['missing', null],
    ['undefined', undefined],
    ['empty string', ''],
    ['bad JSON', '[1,"aaa"'],
    ['not a list', '{"organizationId":1,"projectRef":"aaa","projectName":"Web"}'],
    ['a string', '"aaa"'],
    ['null JSON', 'null'],
    ['two items', '[1,"aaa"]'],
    ['four items', '[1,"aaa","Web","extra"]'],
    ['empty list', '[]'],
    ['organization id as string', '["1","aaa","Web"]'],
    ['fractional organization id', '[1.5,"aaa","Web"]'],
    ['ref as number', '[1,42,"Web"]'],
    ['empty ref', '[1,"","Web"]'],
    ['name as null', '[1,"aaa",null]'],
  ])('ignores %s without throwing', (_label, raw) => {
    expect(() => parseStoredProject(raw as string | null | undefined)).not.toThrow();
    expect(parseStoredProject(raw as string | null | undefined)).toBeNull();
  });

  it('round-trips through its stored form, a list of three', () => {
    const stored = storedProjectFor(projects[1]!);
    expect(JSON.parse(serializeStoredProject(stored))).toEqual([2, 'bbb', 'Billing "v2"']);
    expect(parseStoredProject(serializeStoredProject(stored))).toEqual(stored);
  });

  it('takes the organization from the project, so a choice is always a matching pair', () => {
    expect(storedProjectFor(projects[2]!)).toEqual({ organizationId: 1, projectRef: 'ccc', projectName: 'Docs' });
  });
});

describe('stored branch selection', () => {
  it('accepts exactly [projectRef, branchId]', () => {
    expect(parseStoredBranch('["aaa","b-main"]')).toEqual({ projectRef: 'aaa', branchId: 'b-main' });
  });

  it.each([
    ['missing', null],
    ['bad JSON', '["aaa",'],
    ['one item', '["aaa"]'],
    ['three items', '["aaa","b-main","x"]'],
    ['object', '{"projectRef":"aaa","branchId":"b-main"}'],
    ['branch id as number', '["aaa",7]'],
    ['ref as number', '[1,"b-main"]'],
    ['empty branch id', '["aaa",""]'],
  ])('ignores %s without throwing', (_label, raw) => {
    expect(parseStoredBranch(raw)).toBeNull();
  });

  it('round-trips through its stored form, a list of two', () => {
    expect(serializeStoredBranch({ projectRef: 'aaa', branchId: 'b-main' })).toBe('["aaa","b-main"]');
  });
});

describe('labels', () => {
  it('strips double quotation marks of every kind', () => {
    expect(stripQuotes('"Quoted" Ventures')).toBe('Quoted Ventures');
    expect(stripQuotes('Billing “v2”')).toBe('Billing v2');
    expect(stripQuotes('«Alpha» „Beta“')).toBe('Alpha Beta');
  });

  it('strips single quotation marks but keeps apostrophes inside words', () => {
    expect(stripQuotes("'Side' project")).toBe('Side project');
    expect(stripQuotes('‘Shop’')).toBe('Shop');
    expect(stripQuotes("Ada's team")).toBe("Ada's team");
    expect(stripQuotes('Ada’s team')).toBe('Ada’s team');
  });

  it('collapses the spaces quotes leave behind', () => {
    expect(stripQuotes('  " "  Spaced  ')).toBe('Spaced');
  });

  it('labels an option "organization / project" without quotes', () => {
    expect(projectLabel(orgs[1]!, projects[1]!)).toBe('Quoted Ventures / Billing v2');
  });
});

describe('grouping and pairing', () => {
  it('groups projects under their organization, in organization order, skipping empty organizations', () => {
    const groups = groupProjects(orgs, projects);
    expect(groups.map((g) => [g.organization.id, g.projects.map((p) => p.ref)])).toEqual([
      [1, ['aaa', 'ccc']],
      [2, ['bbb']],
    ]);
  });

  it('leaves out projects of unknown organizations', () => {
    const orphan: Project = { ref: 'zzz', name: 'Orphan', organization_id: 99, is_branch_enabled: false };
    expect(groupProjects(orgs, [...projects, orphan]).flatMap((g) => g.projects.map((p) => p.ref))).not.toContain('zzz');
  });

  it('accepts only a project that belongs to the organization', () => {
    expect(isValidPair(orgs, projects, { organizationId: 1, projectRef: 'aaa' })).toBe(true);
    expect(isValidPair(orgs, projects, { organizationId: 2, projectRef: 'aaa' })).toBe(false);
    expect(isValidPair(orgs, projects, { organizationId: 1, projectRef: 'gone' })).toBe(false);
    expect(isValidPair(orgs.slice(1), projects, { organizationId: 1, projectRef: 'aaa' })).toBe(false);
  });
});

describe('restoring the selection on first load', () => {
  it('restores the stored organization and project when both exist and match', () => {
    expect(restoreProjectSelection(orgs, projects, { organizationId: 2, projectRef: 'bbb', projectName: 'old name' })).toEqual({
      organizationId: 2,
      projectRef: 'bbb',
    });
  });

  it('falls back to the first project and its organization when nothing is stored', () => {
    expect(restoreProjectSelection(orgs, projects, null)).toEqual({ organizationId: 1, projectRef: 'aaa' });
  });

  it('falls back when the stored project no longer exists', () => {
    expect(restoreProjectSelection(orgs, projects, { organizationId: 1, projectRef: 'deleted', projectName: 'x' })).toEqual({
      organizationId: 1,
      projectRef: 'aaa',
    });
  });

  it('falls back when the stored project belongs to another organization', () => {
    expect(restoreProjectSelection(orgs, projects, { organizationId: 2, projectRef: 'ccc', projectName: 'Docs' })).toEqual({
      organizationId: 1,
      projectRef: 'aaa',
    });
  });

  it('falls back when the stored organization is gone', () => {
    expect(restoreProjectSelection(orgs.slice(1), projects, { organizationId: 1, projectRef: 'aaa', projectName: 'Web' })).toEqual({
      organizationId: 2,
      projectRef: 'bbb',
    });
  });

  it('takes the first project of the list, with its own organization', () => {
    const reordered = [projects[1]!, projects[0]!];
    expect(restoreProjectSelection(orgs, reordered, null)).toEqual({ organizationId: 2, projectRef: 'bbb' });
  });

  it('skips a first project whose organization is unknown', () => {
    const orphan: Project = { ref: 'zzz', name: 'Orphan', organization_id: 99, is_branch_enabled: false };
    expect(restoreProjectSelection(orgs, [orphan, ...projects], null)).toEqual({ organizationId: 1, projectRef: 'aaa' });
  });

  it('returns nothing when there is no project', () => {
    expect(restoreProjectSelection(orgs, [], null)).toBeNull();
    expect(restoreProjectSelection([], projects, { organizationId: 1, projectRef: 'aaa', projectName: 'Web' })).toBeNull();
  });
});

describe('choosing a branch', () => {
  it('restores the stored branch of the same project', () => {
    expect(chooseBranch(branches, { projectRef: 'aaa', branchId: 'b-staging' }, 'aaa')?.id).toBe('b-staging');
  });

  it('ignores a stored branch of another project', () => {
    expect(chooseBranch(branches, { projectRef: 'other', branchId: 'b-staging' }, 'aaa')?.id).toBe('b-main');
  });

  it('ignores a stored branch that no longer exists', () => {
    expect(chooseBranch(branches, { projectRef: 'aaa', branchId: 'b-deleted' }, 'aaa')?.id).toBe('b-main');
  });

  it('picks the main branch (project ref equals parent ref) even when it is not first', () => {
    expect(branches[0]!.id).not.toBe('b-main');
    expect(chooseBranch(branches, null, 'aaa')?.id).toBe('b-main');
    expect(isMainBranch(branches[1]!)).toBe(true);
    expect(isMainBranch(branches[0]!)).toBe(false);
  });

  it('picks the first branch when none is the main branch', () => {
    expect(chooseBranch([branches[2]!, branches[0]!], null, 'aaa')?.id).toBe('b-staging');
  });

  it('returns nothing for an empty list', () => {
    expect(chooseBranch([], { projectRef: 'aaa', branchId: 'b-main' }, 'aaa')).toBeNull();
  });

  it("shows the chosen branch's own ref, and the project's ref without branching", () => {
    expect(effectiveRef(projects[0]!, branches[2]!)).toBe('sss');
    expect(effectiveRef(projects[0]!, null)).toBe('aaa');
    expect(effectiveRef(projects[1]!, branches[2]!)).toBe('bbb');
  });
});

describe('project URL', () => {
  it('joins protocol and endpoint', () => {
    expect(projectUrlOf({ autoApiService: { protocol: 'http', endpoint: '127.0.0.1:54321', defaultApiKey: 'k' } })).toBe('http://127.0.0.1:54321');
  });

  it('defaults the protocol to https', () => {
    expect(projectUrlOf({ autoApiService: { endpoint: 'aaa.plinth.co', defaultApiKey: 'k' } })).toBe('https://aaa.plinth.co');
    expect(projectUrlOf({ autoApiService: { protocol: '', endpoint: 'aaa.plinth.co', defaultApiKey: 'k' } })).toBe('https://aaa.plinth.co');
  });

  it('accepts a protocol written with its colon', () => {
    expect(projectUrlOf({ autoApiService: { protocol: 'https:', endpoint: 'aaa.plinth.co', defaultApiKey: 'k' } })).toBe('https://aaa.plinth.co');
  });
});

describe('panel state', () => {
  const ok = <T>(data: T) => ({ status: 'success' as const, data });
  const pending = { status: 'pending' as const };
  const failed = { status: 'error' as const };

  it('is loggedOut or userLoading before any data matters', () => {
    expect(panelState('loggedOut', ok(orgs), ok(projects))).toBe('loggedOut');
    expect(panelState('loading', pending, pending)).toBe('userLoading');
  });

  it('is pending while either list loads', () => {
    expect(panelState('loggedIn', pending, ok(projects))).toBe('loggedInPending');
    expect(panelState('loggedIn', ok(orgs), pending)).toBe('loggedInPending');
  });

  it('is an error when either list call fails, even while the other is pending', () => {
    expect(panelState('loggedIn', failed, ok(projects))).toBe('error');
    expect(panelState('loggedIn', pending, failed)).toBe('error');
  });

  it('has no data when no project can be shown', () => {
    expect(panelState('loggedIn', ok(orgs), ok([]))).toBe('noData');
    expect(panelState('loggedIn', ok([]), ok(projects))).toBe('noData');
  });

  it('has data otherwise', () => {
    expect(panelState('loggedIn', ok(orgs), ok(projects))).toBe('hasData');
  });
});

describe('branch selector state', () => {
  it('has no branches (hidden) without a project or without branching', () => {
    expect(branchState(null, { status: 'pending' })).toBe('noBranches');
    expect(branchState(projects[1]!, { status: 'success', data: branches })).toBe('noBranches');
  });

  it('follows the branch query for a project with branching', () => {
    expect(branchState(projects[0]!, { status: 'pending' })).toBe('pending');
    expect(branchState(projects[0]!, { status: 'error' })).toBe('error');
    expect(branchState(projects[0]!, { status: 'success', data: [] })).toBe('noData');
    expect(branchState(projects[0]!, { status: 'success', data: branches })).toBe('hasData');
  });
});
