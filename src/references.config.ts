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

/**
 * One language a client library's code is written in: how a fence names it, what highlights it,
 * what reads it, and the files written in it.
 */
const codeLanguage = z.strictObject({
  /** The Shiki language that highlights it (src/content/highlight.ts). */
  shiki: z.string().min(1),
  /** The words a code fence may name it by (```kt), the Shiki id among them. */
  fences: z.array(z.string().regex(/^[a-z][a-z0-9#+-]*$/, 'a fence word is lower case')).min(1),
  /** The tree-sitter grammar (a file of tree-sitter-wasms: `tree-sitter-<grammar>.wasm`) that reads its samples. */
  grammar: z.string().min(1),
  /** File extensions of files in it, without the dot: a block titled `lib/main.dart` is a whole Dart file. */
  extensions: z.array(z.string().regex(/^[a-z0-9]+$/)).default([]),
  /**
   * What proves its samples parse: `tree-sitter`, its grammar (tools/content/parse-samples.ts,
   * whole-files.ts); `typescript`, TypeScript's own compiler, which type-checks them
   * (tools/typecheck/typecheck.ts).
   */
  syntax: z.enum(['tree-sitter', 'typescript']).default('tree-sitter'),
  /**
   * The grammar's node types that make a whole file of substance (an import, a declaration, a call,
   * an assignment): a titled block holding none is not the file it names. Needed when `syntax` is
   * `tree-sitter`.
   */
  substance: z.array(z.string()).optional(),
});

/**
 * How the code of a client library is written and read: its languages, how a few statements are
 * wrapped to parse as a file, and how a sample makes or names its client. The call reader
 * (src/content/call-chains.ts), the call links, highlighting, the sample checks and the facts
 * checks read this; nothing else names a library's language.
 */
const clientCode = z.strictObject({
  languages: z.array(codeLanguage).min(1),
  /**
   * A sample of statements is parsed again inside this when it does not parse as a file (Dart's
   * grammar reads statements only in a function); `indent` is put before each of its lines (Python).
   */
  body: z.strictObject({ open: z.string().min(1), close: z.string(), indent: z.string().optional() }).optional(),
  /**
   * Calls that make a client, as the library's initializing examples write them: `x =
   * createPlinthClient(…)` makes `x` a client whatever its name. A dotted name (`Plinth.Client`) is
   * matched token by token, after `new` where the language writes it.
   */
  constructors: z.array(z.string().regex(/^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/)).min(1),
  /** Paths that are the client wherever a sample writes them (Dart's shared `Plinth.instance.client`). */
  clientPaths: z.array(z.string().regex(/^[A-Za-z_]\w*(\.[A-Za-z_]\w*)+$/)).default([]),
  /**
   * Modules a sample imports the library's names from by name (`import { createClient } from
   * '@plinth/plinth-js'`, Python's `from plinth import create_client`); each name must be one the
   * facts give. Languages that import a whole package (Dart, Swift, Kotlin, C#) leave it empty.
   */
  modules: z.array(z.string().min(1)).default([]),
  /** A `{ … }` right after a call is its last argument (Swift's and Kotlin's trailing closures). */
  trailingClosures: z.boolean().default(false),
  /**
   * How a sample's names compare with the facts' (the facts check, tools/content/client-calls.ts):
   * `exact`; `pascal`, where a facts name in camelCase is written with a capital first (C# methods:
   * the facts' `invoke()` is `Invoke()`); `acronyms`, where an initialism the facts write as a word
   * is written in capitals (Swift's API guidelines: the facts' `createSignedUrl()` is
   * `createSignedURL()`). Nothing else is folded: Dart's `verifyOTP` is not the facts' `verifyOtp`.
   */
  nameCase: z.enum(['exact', 'pascal', 'acronyms']).default('exact'),
});

const sdkEntry = z.strictObject({
  kind: z.literal('sdk'),
  key,
  group: z.literal('Client libraries'),
  ...menu,
  /** The long page's title: "JavaScript client library". */
  title: z.string().min(1),
  /** The package readers install. */
  package: z.string().min(1),
  /** The fence of its examples: one of `code`'s languages' fence words. */
  language: z.string().min(1),
  /** How its code is written and read (see clientCode). */
  code: clientCode,
  /**
   * Words a question names the library by, beside its key, its menu title and its fence words:
   * the platforms and frameworks it is used from ("insert a row from my iOS app" is Swift's).
   */
  searchWords: z.array(z.string().regex(/^[a-z0-9#.+-]+$/, 'a search word is lower case')).default([]),
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
export type ClientCode = z.infer<typeof clientCode>;
export type CodeLanguage = z.infer<typeof codeLanguage>;

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
    code: {
      languages: [
        { shiki: 'typescript', syntax: 'typescript', fences: ['ts', 'typescript'], grammar: 'typescript', extensions: ['ts', 'mts', 'cts'] },
        { shiki: 'tsx', syntax: 'typescript', fences: ['tsx'], grammar: 'tsx', extensions: ['tsx'] },
        // JavaScript is read with the TSX grammar: React samples fenced ```js hold JSX.
        { shiki: 'javascript', syntax: 'typescript', fences: ['js', 'javascript'], grammar: 'tsx', extensions: ['js', 'mjs', 'cjs'] },
        { shiki: 'jsx', syntax: 'typescript', fences: ['jsx'], grammar: 'tsx', extensions: ['jsx'] },
      ],
      constructors: ['createClient', 'createServerClient', 'createBrowserClient'],
      modules: ['@plinth/plinth-js', '@plinth/ssr'],
    },
    searchWords: ['node', 'nextjs', 'react'],
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
    code: {
      languages: [
        {
          shiki: 'dart',
          fences: ['dart'],
          grammar: 'dart',
          extensions: ['dart'],
          substance: [
            'import_or_export',
            'library_name',
            'part_directive',
            'part_of_directive',
            'class_definition',
            'enum_declaration',
            'mixin_declaration',
            'extension_declaration',
            'type_alias',
            'function_signature',
            'getter_signature',
            'setter_signature',
            'static_final_declaration_list',
            'initialized_identifier_list',
          ],
        },
      ],
      body: { open: 'Future<void> sample() async {', close: '}' },
      // Plinth.initialize(…) sets up the shared client that Plinth.instance.client then is.
      constructors: ['PlinthClient', 'Plinth.initialize'],
      clientPaths: ['Plinth.instance.client'],
    },
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
    code: {
      languages: [
        {
          shiki: 'swift',
          fences: ['swift'],
          grammar: 'swift',
          extensions: ['swift'],
          substance: [
            'import_declaration',
            'class_declaration',
            'protocol_declaration',
            'function_declaration',
            'property_declaration',
            'typealias_declaration',
            'call_expression',
            'try_expression',
            'await_expression',
            'assignment',
          ],
        },
      ],
      body: { open: 'func sample() async throws {', close: '}' },
      constructors: ['PlinthClient'],
      trailingClosures: true,
      nameCase: 'acronyms',
    },
    searchWords: ['ios', 'swiftui'],
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
    code: {
      languages: [
        {
          shiki: 'python',
          fences: ['python', 'py'],
          grammar: 'python',
          extensions: ['py'],
          substance: [
            'import_statement',
            'import_from_statement',
            'future_import_statement',
            'function_definition',
            'class_definition',
            'decorated_definition',
            'if_statement',
            'for_statement',
            'while_statement',
            'with_statement',
            'try_statement',
            'assignment',
            'augmented_assignment',
            'call',
            'await',
          ],
        },
      ],
      body: { open: 'async def sample():', close: '', indent: '    ' },
      constructors: ['create_client', 'acreate_client'],
      modules: ['plinth'],
    },
    searchWords: ['django'],
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
    code: {
      languages: [
        {
          shiki: 'csharp',
          fences: ['csharp', 'cs'],
          grammar: 'c_sharp',
          extensions: ['cs'],
          substance: [
            'using_directive',
            'namespace_declaration',
            'file_scoped_namespace_declaration',
            'class_declaration',
            'struct_declaration',
            'record_declaration',
            'interface_declaration',
            'enum_declaration',
            'delegate_declaration',
            'local_declaration_statement',
            'for_each_statement',
            'for_statement',
            'if_statement',
            'while_statement',
            'try_statement',
            'invocation_expression',
            'assignment_expression',
            'await_expression',
          ],
        },
      ],
      body: { open: 'async Task Sample() {', close: '}' },
      constructors: ['Plinth.Client'],
      nameCase: 'pascal',
    },
    searchWords: ['.net', 'dotnet', 'unity'],
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
    code: {
      languages: [
        {
          shiki: 'kotlin',
          fences: ['kotlin', 'kt', 'kts'],
          grammar: 'kotlin',
          extensions: ['kt', 'kts'],
          substance: [
            'package_header',
            'import_list',
            'import_header',
            'class_declaration',
            'object_declaration',
            'function_declaration',
            'property_declaration',
            'type_alias',
            'call_expression',
            'assignment',
          ],
        },
      ],
      body: { open: 'suspend fun sample() {', close: '}' },
      constructors: ['createPlinthClient'],
      trailingClosures: true,
    },
    searchWords: ['android'],
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
  const lines = result.success ? codeProblems(result.data) : result.error.issues.map((issue) => `entry ${issue.path.join('.')}: ${issue.message}`);
  if (result.success && !lines.length) return result.data;
  throw new Error(`src/references.config.ts: the registry of references is malformed:\n${lines.map((l) => `  - ${l}`).join('\n')}`);
}

/**
 * What the schema cannot see in the libraries' code descriptors: a fence word or Shiki language
 * two libraries claim (a block must belong to one library), and examples fenced in a language the
 * library does not have.
 */
function codeProblems(entries: readonly ReferenceEntry[]): string[] {
  const problems: string[] = [];
  const owner = new Map<string, string>();
  for (const e of entries) {
    if (e.kind !== 'sdk') continue;
    const words = e.code.languages.flatMap((l) => [...new Set([l.shiki, ...l.fences])]);
    for (const word of words) {
      const other = owner.get(word);
      if (other && other !== e.key) problems.push(`entry "${e.key}": the fence "${word}" is also "${other}"'s: a code block belongs to one library`);
      owner.set(word, e.key);
    }
    for (const l of e.code.languages)
      if (!l.fences.includes(l.shiki)) problems.push(`entry "${e.key}": the fences of ${l.shiki} must include "${l.shiki}" itself`);
    if (!words.includes(e.language))
      problems.push(`entry "${e.key}": its examples' language "${e.language}" is none of its code languages' fences (${words.join(', ')})`);
  }
  return problems;
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

/** A client library's code descriptor, by the library a spec names (a companion is written as the library it is placed in). */
export function clientCodeOf(library: string, entries: readonly ReferenceEntry[] = REFERENCES): (ClientCode & { library: string }) | undefined {
  for (const e of entries) {
    if (e.kind !== 'sdk') continue;
    if (e.key === library || e.companions.some((c) => c.key === library)) return { ...e.code, library: e.key };
  }
  return undefined;
}

/** The library a code fence's word belongs to (```kt → kotlin), with the language it names. */
export function fenceLibrary(fence: string, entries: readonly ReferenceEntry[] = REFERENCES): { entry: SdkEntry; language: CodeLanguage } | undefined {
  const word = fence.toLowerCase();
  for (const e of entries) {
    if (e.kind !== 'sdk') continue;
    const language = e.code.languages.find((l) => l.shiki === word || l.fences.includes(word));
    if (language) return { entry: e, language };
  }
  return undefined;
}

/**
 * The words that name each client library in a question, lower case, to its key: its key, its
 * menu title ("flutter"), its fence words ("kt") and its search words ("ios"). The search's names
 * table carries them (builder/search-names.ts), so the dialog and the MCP server read one list.
 */
export function libraryWords(entries: readonly ReferenceEntry[] = REFERENCES): Record<string, string> {
  const words: Record<string, string> = {};
  for (const entry of entries) {
    if (entry.kind !== 'sdk') continue;
    for (const word of [entry.key, entry.menuTitle, ...entry.code.languages.flatMap((l) => l.fences), ...entry.searchWords].map((w) => w.toLowerCase())) {
      if (words[word] !== undefined && words[word] !== entry.key)
        throw new Error(`the search word "${word}" names two client libraries: ${words[word]} and ${entry.key}`);
      words[word] = entry.key;
    }
  }
  return words;
}

/** The library versions whose facts a spec is held to: every library's and companion's, current first. */
export function sdkSpecVersions(entries: readonly ReferenceEntry[] = REFERENCES): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of entries) {
    if (e.kind !== 'sdk') continue;
    out[e.key] = [...e.versions];
    for (const c of e.companions) out[c.key] = [...new Set([...(out[c.key] ?? []), c.version])];
  }
  return out;
}

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
