import { z } from 'zod';

/**
 * The registry of references: every reference the site documents, with the facts the loaders,
 * routes, menus, site config and tests read. The zod schema below is the entries' type (as in
 * Starlight's user config); the entries are checked against it when this module loads, and
 * against the files on disk when the references are built (`registryProblems`, called by
 * src/reference/registry.ts), so a library missing anywhere fails the build naming what is missing.
 *
 * It imports nothing of the site (only zod) so the lowest layer, `site.config.ts`, can read it.
 */

const key = z.string().regex(/^[a-z][a-z0-9-]*$/, 'a key is lower-case letters, digits and dashes');
const version = z.string().regex(/^v\d+$/, 'a version is "v" and a number');

const menu = {
  /** The entry in the References menu: its title, one line under it, and the menu's group. */
  menuTitle: z.string().min(1),
  description: z.string().min(1),
  /** Maintained by the community (the menus say so). */
  community: z.boolean().default(false),
};

const sdkEntry = z.strictObject({
  kind: z.literal('sdk'),
  key,
  group: z.literal('Client libraries'),
  ...menu,
  /** The long page's title: "JavaScript client library". */
  title: z.string().min(1),
  /** The package readers install. */
  package: z.string().min(1),
  /** The language of its examples (a Shiki language id). */
  language: z.string().min(1),
  /** Current first. Each has `specs/sdk/<key>/<version>.yaml` and `content/reference/<key>/<version>/introduction.mdx`. */
  versions: z.tuple([version], version),
  /** `content/reference/<key>/start.mdx`, the library's "first steps" page, exists. */
  start: z.literal(true),
  /**
   * Packages documented inside this reference, as sections after its own (`@plinth/ssr`'s two
   * functions return a JavaScript v2 client): their own spec, `specs/sdk/<key>/<version>.yaml`.
   */
  companions: z.array(z.strictObject({ key, version, package: z.string().min(1), in: version })).default([]),
});

const cliEntry = z.strictObject({ kind: z.literal('cli'), key: z.literal('cli'), group: z.literal('Platform tools'), ...menu });

const apiEntry = z.strictObject({
  kind: z.literal('api'),
  key,
  group: z.literal('Platform tools'),
  ...menu,
  /** The key of its "first steps" page, `content/reference/<start>/start.mdx`, if it has one. */
  start: key.optional(),
});

const configEntry = z.strictObject({
  kind: z.literal('config'),
  /** The service: `specs/self-hosting/<service>.yaml`; its reference's key is `self-hosting-<service>` (configKey). */
  service: key,
  group: z.literal('Self-hosting'),
  ...menu,
});

/** The key of a self-hosted service's reference, in its addresses: `self-hosting-auth`. */
export const configKey = (service: string): string => `self-hosting-${service}`;

export const referenceEntrySchema = z.discriminatedUnion('kind', [sdkEntry, cliEntry, apiEntry, configEntry]);
export type ReferenceEntry = z.infer<typeof referenceEntrySchema>;
export type SdkEntry = z.infer<typeof sdkEntry>;

/** The key an entry's reference has in its addresses (src/lib/site-urls.ts): a service's is `self-hosting-<service>`. */
export const referenceKey = (entry: ReferenceEntry): string => (entry.kind === 'config' ? configKey(entry.service) : entry.key);

const ENTRIES = [
  {
    kind: 'sdk',
    key: 'javascript',
    group: 'Client libraries',
    menuTitle: 'JavaScript',
    title: 'JavaScript client library',
    description: 'The @plinth/plinth-js client, v2 and v1.',
    package: '@plinth/plinth-js',
    language: 'ts',
    versions: ['v2', 'v1'],
    start: true,
    companions: [{ key: 'javascript-ssr', version: 'v0', package: '@plinth/ssr', in: 'v2' }],
  },
  {
    kind: 'sdk',
    key: 'dart',
    group: 'Client libraries',
    menuTitle: 'Flutter',
    title: 'Flutter client library',
    description: 'The plinth_flutter client, v2 and v1.',
    package: 'plinth_flutter',
    language: 'dart',
    versions: ['v2', 'v1'],
    start: true,
  },
  {
    kind: 'sdk',
    key: 'swift',
    group: 'Client libraries',
    menuTitle: 'Swift',
    title: 'Swift client library',
    description: 'The plinth-swift client, v2 and v1.',
    package: 'plinth-swift',
    language: 'swift',
    versions: ['v2', 'v1'],
    start: true,
  },
  {
    kind: 'sdk',
    key: 'python',
    group: 'Client libraries',
    menuTitle: 'Python',
    title: 'Python client library',
    description: 'The plinth-py client.',
    package: 'plinth-py',
    language: 'python',
    versions: ['v2'],
    start: true,
  },
  {
    kind: 'sdk',
    key: 'csharp',
    group: 'Client libraries',
    menuTitle: 'C#',
    title: 'C# client library',
    description: 'The plinth-csharp client (community).',
    community: true,
    package: 'plinth-csharp',
    language: 'csharp',
    versions: ['v0'],
    start: true,
  },
  {
    kind: 'sdk',
    key: 'kotlin',
    group: 'Client libraries',
    menuTitle: 'Kotlin',
    title: 'Kotlin client library',
    description: 'The plinth-kt client, v2 and v1 (community).',
    community: true,
    package: 'plinth-kt',
    language: 'kotlin',
    versions: ['v2', 'v1'],
    start: true,
  },
  // The CLI's version is the site's (site.cli.version), named in its menu line by src/nav/references.ts.
  { kind: 'cli', key: 'cli', group: 'Platform tools', menuTitle: 'CLI Commands', description: 'Every command and flag of the plinth CLI.' },
  {
    kind: 'api',
    key: 'api',
    group: 'Platform tools',
    menuTitle: 'Management API',
    description: 'Every operation of the Management API.',
    start: 'management-api',
  },
  { kind: 'config', service: 'auth', group: 'Self-hosting', menuTitle: 'Auth server', description: 'Configuration of the self-hosted auth service.' },
  { kind: 'config', service: 'storage', group: 'Self-hosting', menuTitle: 'Storage server', description: 'Configuration of the self-hosted storage service.' },
  {
    kind: 'config',
    service: 'realtime',
    group: 'Self-hosting',
    menuTitle: 'Realtime server',
    description: 'Configuration of the self-hosted realtime service.',
  },
  {
    kind: 'config',
    service: 'analytics',
    group: 'Self-hosting',
    menuTitle: 'Analytics server',
    description: 'Configuration of the self-hosted analytics service.',
  },
  {
    kind: 'config',
    service: 'functions',
    group: 'Self-hosting',
    menuTitle: 'Functions server',
    description: 'Configuration of the self-hosted functions service.',
  },
] as const satisfies readonly z.input<typeof referenceEntrySchema>[];

/** Parses registry entries, every problem at once, each with the entry's position and field. */
export function parseRegistry(entries: readonly unknown[]): ReferenceEntry[] {
  const result = z.array(referenceEntrySchema).safeParse(entries);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - entry ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`src/references.config.ts: the registry of references is malformed:\n${lines.join('\n')}`);
}

/** Every reference, in menu order, validated. */
export const REFERENCES: readonly ReferenceEntry[] = parseRegistry(ENTRIES);

/** The keys of the client libraries, as a type. */
export type SdkLibrary = Extract<(typeof ENTRIES)[number], { kind: 'sdk' }>['key'];
/** The self-hosted services, as a type. */
export type SelfHostedService = Extract<(typeof ENTRIES)[number], { kind: 'config' }>['service'];

export const sdkEntries = REFERENCES.filter((e): e is SdkEntry => e.kind === 'sdk') as (SdkEntry & { key: SdkLibrary })[];
export const SDK_LIBRARY_KEYS = sdkEntries.map((e) => e.key) as [SdkLibrary, ...SdkLibrary[]];
/** Every library key a spec file may name: the libraries and their companions. */
export const SDK_SPEC_KEYS = [...SDK_LIBRARY_KEYS, ...sdkEntries.flatMap((e) => e.companions.map((c) => c.key))] as [string, ...string[]];
export const SELF_HOSTED_SERVICES = REFERENCES.flatMap((e) => (e.kind === 'config' ? [e.service as SelfHostedService] : [])) as [
  SelfHostedService,
  ...SelfHostedService[],
];

/** What a registry check needs of the disk: whether a file exists, and the files of a folder. */
export interface RegistryDisk {
  exists(file: string): boolean;
  /** Names of the entries of a folder (relative to the project root); [] when it does not exist. */
  list(folder: string): string[];
}

/**
 * Every way the registry and the files disagree: a spec file without its entry, an entry (or
 * version, or companion) without its spec, a missing introduction or start page. Pure over
 * `disk`, so a unit test proves each failure; src/reference/registry.ts throws them together.
 */
export function registryProblems(entries: readonly ReferenceEntry[], disk: RegistryDisk): string[] {
  const problems: string[] = [];
  const need = (file: string, what: string) => {
    if (!disk.exists(file)) problems.push(`${file} is missing: ${what}`);
  };
  const known = new Map<string, Set<string>>();
  for (const e of entries) {
    if (e.kind === 'sdk') {
      known.set(e.key, new Set(e.versions));
      for (const v of e.versions) {
        need(`specs/sdk/${e.key}/${v}.yaml`, `the spec of ${e.menuTitle} ${v} (registry entry "${e.key}")`);
        need(`content/reference/${e.key}/${v}/introduction.mdx`, `the introduction of ${e.menuTitle} ${v} (registry entry "${e.key}")`);
      }
      need(`content/reference/${e.key}/start.mdx`, `the start page of ${e.menuTitle} (registry entry "${e.key}")`);
      for (const c of e.companions) {
        known.set(c.key, new Set([...(known.get(c.key) ?? []), c.version]));
        if (!e.versions.includes(c.in)) problems.push(`registry entry "${e.key}": companion ${c.key} is placed in ${c.in}, which is not one of its versions`);
        need(`specs/sdk/${c.key}/${c.version}.yaml`, `the spec of ${c.package} ${c.version} (companion in registry entry "${e.key}")`);
      }
    } else if (e.kind === 'cli') {
      need('content/reference/cli/introduction.mdx', 'the introduction of the CLI reference');
    } else if (e.kind === 'api') {
      need(`content/reference/${e.key}/introduction.mdx`, `the introduction of ${e.menuTitle}`);
      if (e.start) need(`content/reference/${e.start}/start.mdx`, `the start page of ${e.menuTitle}`);
    } else {
      need(`specs/self-hosting/${e.service}.yaml`, `the spec of ${e.menuTitle} (registry entry "${e.service}")`);
    }
  }
  for (const library of disk.list('specs/sdk')) {
    const versions = known.get(library);
    for (const file of disk.list(`specs/sdk/${library}`)) {
      const match = /^(v\d+)\.yaml$/.exec(file);
      if (!match) continue;
      if (!versions) problems.push(`specs/sdk/${library}/${file} has no registry entry: add "${library}" to src/references.config.ts (or remove the spec)`);
      else if (!versions.has(match[1]!))
        problems.push(`specs/sdk/${library}/${file}: version ${match[1]} is not in the registry entry "${library}"'s versions`);
    }
  }
  for (const file of disk.list('specs/self-hosting')) {
    const service = /^([a-z][a-z0-9-]*)\.yaml$/.exec(file)?.[1];
    if (service && !entries.some((e) => e.kind === 'config' && e.service === service))
      problems.push(`specs/self-hosting/${file} has no registry entry: add the service "${service}" to src/references.config.ts (or remove the spec)`);
  }
  return problems;
}
