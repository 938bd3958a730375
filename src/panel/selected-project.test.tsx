// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  resetSelectedProjectForTests,
  useProjectCredentials,
  useSelectedProjectRef,
  publishSelectedProjectRef,
  getSelectedProjectRef,
} from './selected-project';
import { PROJECT_STORAGE_KEY } from './selection';
import { session, SESSION_STORAGE_KEY } from './session';
import { selectionStore } from './store';
import { fakePlatform, testProjects, validSession } from './fake-platform.test-helpers';

function Widget() {
  const ref = useSelectedProjectRef();
  const values = useProjectCredentials();
  return (
    <p>
      ref: {ref ?? 'none'} url: {values?.projectUrl ?? 'none'}
    </p>
  );
}

beforeEach(() => {
  localStorage.clear();
  selectionStore.clear();
  resetSelectedProjectForTests();
});
afterEach(() => {
  resetSelectedProjectForTests();
  vi.unstubAllGlobals();
});

describe('selected project without a panel on the page', () => {
  it('stays null and asks nothing for a logged-out reader', async () => {
    const fetch = fakePlatform();
    vi.stubGlobal('fetch', fetch);
    session.reload();
    render(<Widget />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText(/ref:/).textContent).toBe('ref: none url: none');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('bootstraps from the session and the stored selection, then applies the restore rules', async () => {
    const fetch = fakePlatform();
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem(SESSION_STORAGE_KEY, validSession());
    selectionStore.selectProject(testProjects[1]!);
    expect(JSON.parse(localStorage.getItem(PROJECT_STORAGE_KEY)!)).toEqual([2, 'billingbbbbbbbbbbbbb', 'Billing "v2"']);
    session.reload();
    render(<Widget />);
    await waitFor(() => expect(screen.getByText(/ref:/).textContent).toBe('ref: billingbbbbbbbbbbbbb url: https://billingbbbbbbbbbbbbb.plinth.co'));
    expect(fetch.mock.calls.map(([u]) => String(u))).toContain('/platform/props/project/billingbbbbbbbbbbbbb/api');
  });

  it('chooses the main branch of the first project when nothing is stored', async () => {
    vi.stubGlobal('fetch', fakePlatform());
    localStorage.setItem(SESSION_STORAGE_KEY, validSession());
    session.reload();
    render(<Widget />);
    await waitFor(() => expect(screen.getByText(/ref:/).textContent).toBe('ref: acmewebaaaaaaaaaaaaa url: https://acmewebaaaaaaaaaaaaa.plinth.co'));
  });

  it('lets a panel override whatever the bootstrap found', async () => {
    vi.stubGlobal('fetch', fakePlatform());
    localStorage.setItem(SESSION_STORAGE_KEY, validSession());
    session.reload();
    publishSelectedProjectRef('fromthepanel');
    render(<Widget />);
    await new Promise((r) => setTimeout(r, 50));
    expect(getSelectedProjectRef()).toBe('fromthepanel');
  });
});
