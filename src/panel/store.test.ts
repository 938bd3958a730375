import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../tests/helpers/memory-storage';
import { BRANCH_STORAGE_KEY, PROJECT_STORAGE_KEY } from './selection';
import { createSelectionStore } from './store';

const project = { ref: 'aaa', name: 'Acme "Web"', organization_id: 7, is_branch_enabled: true };
const branch = { id: 'b-2', name: 'staging', project_ref: 'sss', parent_project_ref: 'aaa' };

describe('selection store', () => {
  it('saves a chosen project as [organizationId, projectRef, projectName], its organization taken from the project', () => {
    const storage = memoryStorage();
    const store = createSelectionStore(() => storage);
    store.selectProject(project);
    expect(JSON.parse(storage.data.get(PROJECT_STORAGE_KEY)!)).toEqual([7, 'aaa', 'Acme "Web"']);
    expect(store.getSnapshot().project).toEqual({ organizationId: 7, projectRef: 'aaa', projectName: 'Acme "Web"' });
  });

  it('saves a chosen branch as [projectRef, branchId]', () => {
    const storage = memoryStorage();
    const store = createSelectionStore(() => storage);
    store.selectBranch(branch, 'aaa');
    expect(JSON.parse(storage.data.get(BRANCH_STORAGE_KEY)!)).toEqual(['aaa', 'b-2']);
    expect(store.getSnapshot().branch).toEqual({ projectRef: 'aaa', branchId: 'b-2' });
  });

  it('reads back what is stored and ignores corrupted values', () => {
    const good = createSelectionStore(() => memoryStorage({ [PROJECT_STORAGE_KEY]: '[7,"aaa","Web"]', [BRANCH_STORAGE_KEY]: '["aaa","b-2"]' }));
    expect(good.getSnapshot()).toEqual({
      project: { organizationId: 7, projectRef: 'aaa', projectName: 'Web' },
      branch: { projectRef: 'aaa', branchId: 'b-2' },
    });
    const bad = createSelectionStore(() => memoryStorage({ [PROJECT_STORAGE_KEY]: '[7,"aaa"]', [BRANCH_STORAGE_KEY]: '{oops' }));
    expect(bad.getSnapshot()).toEqual({ project: null, branch: null });
  });

  it('clears organization, project and branch, in memory and in storage', () => {
    const storage = memoryStorage({ [PROJECT_STORAGE_KEY]: '[7,"aaa","Web"]', [BRANCH_STORAGE_KEY]: '["aaa","b-2"]', other: 'kept' });
    const store = createSelectionStore(() => storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    expect(store.getSnapshot()).toEqual({ project: null, branch: null });
    expect([...storage.data.keys()]).toEqual(['other']);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps working in memory when storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const store = createSelectionStore(() => throwing);
    expect(store.getSnapshot()).toEqual({ project: null, branch: null });
    expect(() => store.selectProject(project)).not.toThrow();
    expect(store.getSnapshot().project?.projectRef).toBe('aaa');
    expect(() => store.clear()).not.toThrow();
  });
});
