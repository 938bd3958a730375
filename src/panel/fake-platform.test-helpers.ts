import { vi } from 'vitest';
import type { Branch, Organization, Project } from './selection';

/**
 * A fake platform API for component tests: the four calls over in-memory data, with a switch to
 * fail any of them. (The real stand-in server has its own tests under server/stand-in/.)
 */
export const testOrgs: Organization[] = [
  { id: 1, name: 'Acme Labs' },
  { id: 2, name: '"Quoted" Ventures' },
];
export const testProjects: Project[] = [
  { ref: 'acmewebaaaaaaaaaaaaa', name: 'Acme Web', organization_id: 1, is_branch_enabled: true },
  { ref: 'billingbbbbbbbbbbbbb', name: 'Billing "v2"', organization_id: 2, is_branch_enabled: false },
];
export const testBranches: Branch[] = [
  { id: 'br-feature', name: 'feature', project_ref: 'featurecccccccccccccc', parent_project_ref: 'acmewebaaaaaaaaaaaaa' },
  { id: 'br-main', name: 'main', project_ref: 'acmewebaaaaaaaaaaaaa', parent_project_ref: 'acmewebaaaaaaaaaaaaa' },
];

export type Failing = 'organizations' | 'projects' | 'branches' | 'api';

export function fakePlatform(failing: Failing[] = []) {
  return vi.fn(async (input: string | URL | Request) => {
    const path = String(input);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const fail = (name: Failing) => failing.includes(name);
    if (path === '/platform/organizations') return fail('organizations') ? json({ message: 'boom' }, 500) : json(testOrgs);
    if (path === '/platform/projects') return fail('projects') ? new Response('<!doctype html><p>oops</p>') : json(testProjects);
    const branches = /^\/v1\/projects\/([^/]+)\/branches$/.exec(path);
    if (branches) return fail('branches') ? json({ message: 'boom' }, 500) : json(testBranches.filter((b) => b.parent_project_ref === branches[1]));
    const api = /^\/platform\/props\/project\/([^/]+)\/api$/.exec(path);
    if (api)
      return fail('api')
        ? json({ autoApiService: { endpoint: 'x' } })
        : json({ autoApiService: { protocol: 'https', endpoint: `${api[1]}.plinth.co`, defaultApiKey: `anon-${api[1]}` } });
    return json({ message: 'not found' }, 404);
  });
}

export const validSession = () =>
  JSON.stringify({ access_token: 'token-1', refresh_token: 'r', expires_at: Math.floor(Date.now() / 1000) + 3600, user: { email: 'dev@plinth.test' } });
