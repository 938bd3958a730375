import { createHash, createHmac } from 'node:crypto';

/**
 * The seeded data of the local platform stand-in. It is shaped to exercise every rule of the
 * credential panel: several organizations (one without projects), names with quotation marks,
 * projects with and without branching, one organization with more than 10 projects (the list
 * scrolls), a project whose main branch is not the first branch, one whose branching is enabled
 * but has no branches yet, one with only preview branches, and an API-settings response without
 * a protocol (the panel must default to https).
 */

export interface FixtureOrganization {
  id: number;
  name: string;
}
export interface FixtureProject {
  ref: string;
  name: string;
  organization_id: number;
  is_branch_enabled: boolean;
}
export interface FixtureBranch {
  id: string;
  name: string;
  project_ref: string;
  parent_project_ref: string;
}
export interface FixtureApiSettings {
  autoApiService: { protocol?: string; endpoint: string; defaultApiKey: string };
}

/** A stable 20-letter project ref derived from a seed, like the refs the platform hands out. */
export function fixtureRef(seed: string): string {
  const bytes = createHash('sha256').update(`plinth-stand-in:${seed}`).digest();
  return Array.from(bytes.subarray(0, 20), (b) => String.fromCharCode(97 + (b % 26))).join('');
}

/** A stable UUID-shaped id derived from a seed. */
function fixtureId(seed: string): string {
  const hex = createHash('sha256').update(`plinth-stand-in-id:${seed}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const organizations: FixtureOrganization[] = [
  { id: 101, name: 'Acme Labs' },
  { id: 102, name: '"Quoted" Ventures' },
  { id: 103, name: "Northwind 'Data' Co" },
  { id: 104, name: 'Big Catalog Inc' },
  { id: 105, name: 'Dormant Org' },
];

const project = (seed: string, name: string, organization_id: number, is_branch_enabled = false): FixtureProject => ({
  ref: fixtureRef(seed),
  name,
  organization_id,
  is_branch_enabled,
});

/** Named projects the tests talk about. */
export const named = {
  acmeWeb: project('acme-web', 'Acme Web', 101, true),
  acmeTools: project('acme-tools', 'Acme "Internal" Tools', 101),
  acmeMobile: project('acme-mobile', 'Acme Mobile', 101, true),
  billing: project('billing', 'Billing “v2”', 102),
  landing: project('landing', 'Landing page', 102),
  analytics: project('analytics', 'Analytics', 103, true),
};

export const catalogProjects: FixtureProject[] = Array.from({ length: 12 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return project(`catalog-${n}`, `Catalog ${n}`, 104);
});

export const projects: FixtureProject[] = [named.acmeWeb, named.acmeTools, named.acmeMobile, named.billing, named.landing, named.analytics, ...catalogProjects];

const branch = (parent: FixtureProject, name: string, main = false): FixtureBranch => ({
  id: fixtureId(`${parent.ref}:${name}`),
  name,
  project_ref: main ? parent.ref : fixtureRef(`${parent.ref}:${name}`),
  parent_project_ref: parent.ref,
});

/** Branches by parent project ref. The main branch of Acme Web is deliberately not first. */
export const branches: Record<string, FixtureBranch[]> = {
  [named.acmeWeb.ref]: [branch(named.acmeWeb, 'feature-login'), branch(named.acmeWeb, 'main', true), branch(named.acmeWeb, 'staging')],
  // Branching enabled, no branch created yet: "No branch found".
  [named.acmeMobile.ref]: [],
  // Only preview branches: the first one is chosen.
  [named.analytics.ref]: [branch(named.analytics, 'preview-charts'), branch(named.analytics, 'preview-export')],
};

const ANON_KEY_SECRET = 'plinth-stand-in-anon-key-secret';

/** A JWT-shaped anon key for a ref (HS256 over a fixed payload), stable across restarts. */
export function anonKeyFor(ref: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ iss: 'plinth', ref, role: 'anon', iat: 1735689600, exp: 2051222400 })}`;
  return `${head}.${createHmac('sha256', ANON_KEY_SECRET).update(head).digest('base64url')}`;
}

/** Every ref the API-settings call knows: projects and their non-main branches. */
export function knownRefs(): Set<string> {
  return new Set([...projects.map((p) => p.ref), ...Object.values(branches).flatMap((list) => list.map((b) => b.project_ref))]);
}

export function apiSettingsFor(ref: string): FixtureApiSettings {
  const settings: FixtureApiSettings = { autoApiService: { protocol: 'https', endpoint: `${ref}.plinth.co`, defaultApiKey: anonKeyFor(ref) } };
  // The platform may leave the protocol out; the panel then uses https.
  if (ref === named.acmeTools.ref) delete settings.autoApiService.protocol;
  return settings;
}
