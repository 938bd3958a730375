import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, parse as parseYaml } from 'yaml';
import { editDistance } from '../../lib/nearest-routes';
import { readConfinedFile } from '../../sources/confined-file';
import { PAGE_LIMITS } from '../../sources/limits';
import { parseSpecFile, readSpecFile, SpecError, SpecErrors, type LocatedDocument } from '../../sources/spec-file';
import { readErrorFacts, readLibraryFunctions, type ErrorFacts, type FactClientClass, type FactCode, type FactService, type LibraryFunctions } from './facts';
import {
  allEntries,
  entryId,
  ERROR_SERVICES,
  functionKey,
  type CatalogueEntry,
  type ClientErrors,
  type EntryKind,
  type EntryRef,
  type ErrorCatalogue,
  type ErrorService,
  type FunctionRef,
  type GuideLink,
  type ServiceCatalogue,
  SERVICE_SECTIONS,
} from './model';

export { SERVICE_SECTIONS };
import { errorSpecFile, errorSpecSchema, guideRoute, type ErrorEntrySpec, type ErrorGroupKey, type ErrorSpec } from './schema';

/**
 * Reads a service's error catalogue (specs/errors/<service>.yaml, our words) together with the
 * facts (errors.json, the client libraries' functions) into the catalogue model. Every problem of
 * a file is reported at once, with file, line and what is wrong: a service the facts do not have,
 * an entry for a code (or status, SQLSTATE…) the facts do not list, a code of the facts without an
 * entry, an empty cause or fix, a function that no client library of the service has, a method of
 * the facts that is not mapped to functions, a client class or field the facts do not name, a
 * guide link to a page that does not exist, a `see:` that names no entry.
 */

/** What a catalogue is checked against. */
export interface ErrorCatalogueContext {
  facts: ErrorFacts;
  libraries: LibraryFunctions[];
  /** The title of the guide at `route` (`/guides/auth/passwords`), or undefined when there is no such page. */
  guideTitle(route: string): string | undefined;
}

/** The facts and guides of the repository at `root` (the facts beside it, in ../shared/reference). */
export function errorCatalogueContext(root = process.cwd()): ErrorCatalogueContext {
  return {
    facts: readErrorFacts(path.resolve(root, '..', 'shared', 'reference', 'errors.json')),
    libraries: readLibraryFunctions(path.resolve(root, '..', 'shared', 'reference', 'client-libs')),
    guideTitle: guideTitles(root),
  };
}

/** A guide's title from its frontmatter, for the pages under content/guides/ (index.mdx is its folder's page). */
export function guideTitles(root = process.cwd()): (route: string) => string | undefined {
  const known = new Map<string, string | undefined>();
  return (route) => {
    if (known.has(route)) return known.get(route);
    const rest = route.replace(/^\/guides\//, '');
    const file = [`content/guides/${rest}.mdx`, `content/guides/${rest}/index.mdx`].find((f) => existsSync(path.join(root, f)));
    let title: string | undefined;
    if (file) {
      const text = readConfinedFile(root, 'content', file, PAGE_LIMITS.maxReadBytes);
      const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
      const parsed = front ? (parseYaml(front) as { title?: unknown } | null) : null;
      title = typeof parsed?.title === 'string' ? parsed.title : rest;
    }
    known.set(route, title);
    return title;
  };
}

/** The facts of one entry, before our words join them. */
interface FactItem {
  kind: EntryKind;
  key: string;
  anchor: string;
  name?: string;
  httpStatus: number | number[] | null;
  when?: string;
  notes?: string;
  endpoints: string[];
  methods: string[];
  retryable: boolean | null;
  uncertain: boolean;
  docsStatus?: number;
  legacyError?: string;
  group?: string;
  surfaces?: string[];
  headers?: Record<string, string>;
  clients?: string[];
  operations?: string[];
  operationCount?: number;
  messages: string[];
}

interface GroupDef {
  key: ErrorGroupKey;
  title: string;
  /** What the facts call one item, in messages ("code", "status"…). */
  noun: string;
  /** One text in the YAML for all the group's items (hook_errors, retired_codes). */
  single?: boolean;
  /** Items the YAML may describe without every one being required (channel statuses: only the ones that are errors). */
  open?: boolean;
  items(facts: FactService): FactItem[];
}

/** An anchor: the key itself when it is a safe id (a letter first, then letters, digits, `_`, `-`), otherwise a slug. */
export function anchorOf(key: string, prefix = ''): string {
  if (!prefix && /^[A-Za-z][A-Za-z0-9_-]*$/.test(key)) return key;
  const slug = key.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');
  return prefix ? `${prefix}-${slug}` : /^[A-Za-z]/.test(slug) ? slug : `code-${slug}`;
}

const statusList = (status: number | number[] | null): number[] => (status === null ? [] : Array.isArray(status) ? status : [status]);

function codeItem(c: FactCode, kind: EntryKind, anchor: string, extra: Partial<FactItem> = {}): FactItem {
  return {
    kind,
    key: c.code,
    anchor,
    httpStatus: c.http_status ?? null,
    when: c.when,
    notes: c.notes,
    endpoints: c.endpoints ?? [],
    methods: c.methods ?? [],
    retryable: c.retryable ?? null,
    uncertain: c.uncertain === true,
    docsStatus: c.docs_status,
    legacyError: c.legacy_error,
    group: c.group,
    surfaces: c.surfaces,
    headers: c.headers,
    messages: c.legacy_error ? [c.legacy_error] : [],
    ...extra,
  };
}

const plain = (kind: EntryKind, key: string, anchor: string, rest: Partial<FactItem>): FactItem => ({
  kind,
  key,
  anchor,
  httpStatus: null,
  endpoints: [],
  methods: [],
  retryable: null,
  uncertain: false,
  messages: [],
  ...rest,
});

/**
 * Every name the facts' channel statuses give, with the libraries that use it: the names listed
 * (`CHANNEL_ERROR`, `channelError`, `PushTimeout`), the types they belong to (`RealtimeSubscribeStatus`,
 * `RealtimeException.Reason` and `RealtimeException`), and exceptions described in a sentence
 * (`NotConnectedError (socket not connected)`). A description comes from the facts' `meaning`, or
 * the sentence the name was found in.
 */
export function channelNames(facts: FactService): Map<string, { libraries: string[]; description?: string }> {
  const names = new Map<string, { libraries: string[]; description?: string }>();
  const add = (name: string, library: string, description?: string) => {
    const known = names.get(name) ?? { libraries: [] };
    if (!known.libraries.includes(library)) known.libraries.push(library);
    known.description ??= description;
    names.set(name, known);
  };
  for (const [library, groups] of Object.entries(facts.channel_statuses ?? {})) {
    const meaning = (groups.meaning ?? {}) as Record<string, string>;
    for (const [group, value] of Object.entries(groups)) {
      if (group === 'meaning' || group === 'note') continue;
      // A type's name: `RealtimeChannel.Status`, `ChannelState` (not `subscribe_callback`).
      if (/^[A-Z][A-Za-z0-9]*(\.[A-Z][A-Za-z0-9]*)?$/.test(group)) {
        add(group, library);
        if (group.includes('.')) add(group.split('.')[0]!, library);
      }
      for (const text of Array.isArray(value) ? value : [value]) {
        if (typeof text !== 'string') continue;
        if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(text)) add(text, library, meaning[text]);
        else {
          // "NotConnectedError (socket not connected)", "RealtimeSubscribeException(status, details) from .stream()"
          const named = /^([A-Z][A-Za-z0-9_]*)\s*\(/.exec(text);
          if (named) add(named[1]!, library, text);
        }
      }
    }
  }
  return names;
}

const SQLSTATE_ANCHOR = (code: string) => `sqlstate-${code}`;

/** The groups of each service, in page order, and where their items come from in the facts. */
export const GROUPS: Record<ErrorService, GroupDef[]> = {
  auth: [
    { key: 'codes', title: 'Error codes', noun: 'code', items: (f) => (f.codes ?? []).map((c) => codeItem(c, 'code', anchorOf(c.code))) },
    {
      key: 'oauth_server_errors',
      title: 'OAuth server errors',
      noun: 'OAuth error',
      items: (f) => {
        const o = f.oauth_server_errors;
        return (o?.codes ?? []).map((c) =>
          plain('oauth', c.code, anchorOf(c.code, 'oauth'), { httpStatus: o!.http_status, when: c.when, endpoints: [o!.endpoint] }),
        );
      },
    },
    {
      key: 'redirect_errors',
      title: 'Errors in redirect URLs',
      noun: 'redirect error',
      items: (f) => {
        const r = f.response_format?.redirect_errors as { endpoints: string[]; delivery: string; error_param_by_status: Record<string, string> } | undefined;
        return Object.entries(r?.error_param_by_status ?? {}).map(([status, error]) =>
          plain('redirect', error, anchorOf(error, 'redirect'), { httpStatus: Number(status), when: r!.delivery, endpoints: r!.endpoints }),
        );
      },
    },
    {
      key: 'client_side_codes',
      title: 'Codes set by the client libraries',
      noun: 'client-side code',
      items: (f) =>
        (f.client_side_codes ?? []).map((c) =>
          plain('client-code', c.code, anchorOf(c.code), { when: c.when, uncertain: c.uncertain === true, clients: c.clients }),
        ),
    },
    {
      key: 'hook_errors',
      title: 'Errors from auth hooks',
      noun: 'hook error',
      single: true,
      items: (f) =>
        f.hook_errors
          ? [plain('hook', 'auth hook error', 'hook-errors', { when: f.hook_errors.effect, endpoints: ['any endpoint that runs an auth hook'] })]
          : [],
    },
  ],
  storage: [
    { key: 'codes', title: 'Error codes', noun: 'code', items: (f) => (f.codes ?? []).map((c) => codeItem(c, 'code', anchorOf(c.code))) },
    {
      key: 'legacy_errors',
      title: 'Legacy error texts',
      noun: 'legacy error',
      items: (f) => (f.legacy_errors ?? []).map((e) => plain('legacy', e.error, anchorOf(e.error, 'legacy'), { httpStatus: e.status, when: e.when })),
    },
  ],
  realtime: [
    { key: 'codes', title: 'Error codes', noun: 'code', items: (f) => (f.codes ?? []).map((c) => codeItem(c, 'code', anchorOf(c.code))) },
    {
      key: 'websocket_handshake_statuses',
      title: 'WebSocket connection statuses',
      noun: 'handshake status',
      items: (f) =>
        (f.websocket_handshake_statuses ?? []).map((s) =>
          plain('handshake', String(s.http_status), `handshake-${s.http_status}`, { httpStatus: s.http_status, when: s.reasons.join('; ') }),
        ),
    },
    {
      key: 'rest_api_statuses',
      title: 'REST API statuses',
      noun: 'REST API status',
      // 2xx answers are not errors.
      items: (f) =>
        (f.rest_api?.statuses ?? [])
          .filter((s) => s.http_status >= 300)
          .map((s) =>
            plain('rest-status', String(s.http_status), `rest-${s.http_status}`, { httpStatus: s.http_status, when: s.when, endpoints: f.rest_api!.endpoints }),
          ),
    },
    {
      key: 'channel_statuses',
      title: 'Channel statuses and client exceptions',
      noun: 'channel status or exception name',
      open: true,
      items: (f) => [...channelNames(f)].map(([name, v]) => plain('channel-status', name, anchorOf(name), { when: v.description, clients: v.libraries })),
    },
  ],
  postgrest: [
    { key: 'codes', title: 'PostgREST error codes', noun: 'code', items: (f) => (f.codes ?? []).map((c) => codeItem(c, 'code', anchorOf(c.code))) },
    {
      key: 'common_sqlstates',
      title: 'Postgres errors (SQLSTATE)',
      noun: 'SQLSTATE',
      items: (f) => (f.common_sqlstates ?? []).map((c) => codeItem(c, 'sqlstate', SQLSTATE_ANCHOR(c.code), { name: c.name, messages: [c.name] })),
    },
    {
      key: 'retired_codes',
      title: 'Retired codes',
      noun: 'retired code',
      single: true,
      items: (f) => (f.retired_codes ?? []).map((c) => plain('retired', c, anchorOf(c), { endpoints: ['/rest/v1/*'] })),
    },
  ],
  functions: [
    { key: 'codes', title: 'Error codes', noun: 'code', items: (f) => (f.codes ?? []).map((c) => codeItem(c, 'code', anchorOf(c.code))) },
    {
      key: 'statuses',
      title: 'HTTP statuses',
      noun: 'status',
      items: (f) =>
        (f.statuses ?? []).map((s) =>
          plain('status', String(s.http_status), `status-${s.http_status}`, { httpStatus: s.http_status, when: s.when, retryable: s.retryable ?? null }),
        ),
    },
  ],
  management_api: [
    {
      key: 'statuses',
      title: 'Error statuses',
      noun: 'declared status',
      items: (f) => {
        const declared = f.declared_error_statuses;
        const rate = f.rate_limit;
        return Object.entries(declared?.operations_declaring ?? {}).map(([status, count]) => {
          const n = Number(status);
          const listed = (declared as Record<string, unknown> | undefined)?.[`operations_declaring_${status}`];
          const isRateLimit = n === rate?.http_status;
          return plain('status', status, `status-${status}`, {
            httpStatus: n,
            // The facts state the conditions of the rate-limit status only (`rate_limit`); for the
            // others, no source says when they occur (`other_statuses`): they are uncertain.
            uncertain: !isRateLimit,
            when: isRateLimit ? String((rate as Record<string, unknown>).behaviour ?? '') || undefined : undefined,
            notes: isRateLimit ? undefined : f.other_statuses,
            operations: Array.isArray(listed) ? (listed as string[]) : undefined,
            operationCount: count,
          });
        });
      },
    },
  ],
};

/** Keys of the facts' service object already turned into entries or client classes; the rest is passed on as the service's facts. */
const ENTRY_FACTS = new Set(['codes', 'client_errors', 'client_side_codes', 'legacy_errors', 'common_sqlstates', 'statuses', 'websocket_handshake_statuses']);

/** What a client check's code may stand for: an entry's key, and its status. */
export const CHECK_PLACEHOLDERS: readonly string[] = ['code', 'status'];

const isService = (s: string): s is ErrorService => (ERROR_SERVICES as readonly string[]).includes(s);

/** Line and column of a mapping key in the document (the value's line is one below for a nested map). */
function keyError(located: LocatedDocument, text: string, file: string, parent: (string | number)[], key: string, problem: string): SpecError {
  const node = parent.length ? located.doc.getIn(parent, true) : located.doc.contents;
  if (isMap(node)) {
    for (const pair of node.items) {
      if (isScalar(pair.key) && String(pair.key.value) === key && pair.key.range) {
        const offset = pair.key.range[0];
        const before = text.slice(0, offset);
        const line = before.split('\n').length;
        const column = offset - before.lastIndexOf('\n');
        return new SpecError(file, line, column, [...parent, key].join('.'), problem);
      }
    }
  }
  return located.error([...parent, key], problem);
}

function nearest(word: string, candidates: Iterable<string>): string | undefined {
  let best: string | undefined;
  let score = Infinity;
  for (const c of candidates) {
    const [a, b] = [word.toLowerCase(), c.toLowerCase()];
    // A name written with a prefix or suffix too many (`storage.getBucket` for `getBucket`) is as near as a typo.
    const d = a.includes(b) || b.includes(a) ? 1 : editDistance(a, b);
    if (d < score) [best, score] = [c, d];
  }
  return best !== undefined && score <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

const didYouMean = (word: string, candidates: Iterable<string>) => {
  const near = nearest(word, candidates);
  return near ? ` (did you mean "${near}"?)` : '';
};

/** The site links of a Markdown text: inline links, reference definitions and autolinks. */
function siteLinks(markdown: string): string[] {
  const out: string[] = [];
  for (const m of markdown.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) out.push(m[1]!);
  for (const m of markdown.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)) out.push(m[1]!);
  return out.filter((url) => url.startsWith('/'));
}

/** The facts' items of every service, for `see:` across services. */
function factItems(facts: ErrorFacts): Map<ErrorService, FactItem[]> {
  const out = new Map<ErrorService, FactItem[]>();
  for (const service of ERROR_SERVICES) {
    const f = facts.services[service];
    if (f)
      out.set(
        service,
        GROUPS[service].flatMap((g) => g.items(f)),
      );
  }
  return out;
}

/**
 * Parses and checks one service's file and joins it with the facts: the service's part of the
 * catalogue, or SpecErrors with every problem of the file.
 */
export function parseErrorSpec(text: string, file: string, context: ErrorCatalogueContext): ServiceCatalogue {
  const { data: spec, located } = parseSpecFile(text, file, errorSpecSchema);
  const problems: SpecError[] = [];
  const keyProblem = (parent: (string | number)[], key: string, problem: string) => problems.push(keyError(located, text, file, parent, key, problem));

  const services = Object.keys(context.facts.services);
  if (!isService(spec.service) || !context.facts.services[spec.service]) {
    throw new SpecErrors([
      located.error(
        ['service'],
        `no service "${spec.service}" in the error facts${didYouMean(spec.service, services)}; the services are ${services.join(', ')}`,
      ),
    ]);
  }
  const service = spec.service;
  const expected = /specs\/errors\/([^/]+)\.yaml$/.exec(file)?.[1];
  if (expected && expected !== service)
    problems.push(located.error(['service'], `this file is ${file}: its service must be "${expected}", or the file must be named ${errorSpecFile(service)}`));
  const facts = context.facts.services[service]!;
  const groups = GROUPS[service];
  const allItems = factItems(context.facts);

  // Which groups this service has; a group of another service is a mistake.
  const groupKeys = new Set<string>(groups.map((g) => g.key));
  const specGroups = Object.keys(spec).filter(
    (k) => !['service', 'title', 'description', 'clients', 'methods', 'cannot_fail', 'general_errors'].includes(k),
  ) as ErrorGroupKey[];
  for (const key of specGroups)
    if (!groupKeys.has(key)) keyProblem([], key, `${service} has no "${key}" in its facts; its groups are ${[...groupKeys].join(', ')}`);

  // Guide links: in `guide:`, and in every cause and fix.
  const guideLinks = (entry: ErrorEntrySpec, at: (string | number)[]): GuideLink[] => {
    const routes = entry.guide === undefined ? [] : Array.isArray(entry.guide) ? entry.guide : [entry.guide];
    const links: GuideLink[] = [];
    routes.forEach((route, i) => {
      const where = Array.isArray(entry.guide) ? [...at, 'guide', i] : [...at, 'guide'];
      const title = context.guideTitle(route);
      if (title === undefined)
        problems.push(located.error(where, `guide ${route} does not exist: no content/guides/${route.slice('/guides/'.length)}.mdx (or …/index.mdx)`));
      else links.push({ href: route, title });
    });
    for (const field of ['cause', 'fix'] as const) {
      for (const url of siteLinks(entry[field])) {
        if (!guideRoute.safeParse(url).success)
          problems.push(
            located.error(
              [...at, field],
              `link ${url}: link a guide page as /guides/<section>/<page>, without #fragment or ?query (only guide pages are checked here)`,
            ),
          );
        else if (context.guideTitle(url) === undefined)
          problems.push(
            located.error([...at, field], `link ${url}: the guide does not exist: no content/guides/${url.slice('/guides/'.length)}.mdx (or …/index.mdx)`),
          );
      }
    }
    return links;
  };

  // `see:`: an anchor or a key, of this service or `<service>:…`.
  const resolveSee = (entry: ErrorEntrySpec, at: (string | number)[]): EntryRef[] => {
    const refs: EntryRef[] = [];
    (entry.see ?? []).forEach((ref, i) => {
      const where = [...at, 'see', i];
      const split = /^([a-z_]+):(.+)$/.exec(ref);
      const target = split && isService(split[1]!) ? (split[1] as ErrorService) : service;
      const name = split && isService(split[1]!) ? split[2]! : ref;
      if (split && !isService(split[1]!)) {
        problems.push(located.error(where, `see ${ref}: no service "${split[1]}" (services: ${ERROR_SERVICES.join(', ')})`));
        return;
      }
      const items = allItems.get(target) ?? [];
      const byAnchor = items.find((it) => it.anchor === name);
      const byKey = items.filter((it) => it.key === name);
      const found = byAnchor ?? (byKey.length === 1 ? byKey[0] : undefined);
      if (!found && byKey.length > 1)
        problems.push(
          located.error(where, `see ${ref}: several ${target} entries are "${name}"; name one by its anchor: ${byKey.map((it) => it.anchor).join(', ')}`),
        );
      else if (!found)
        problems.push(
          located.error(
            where,
            `see ${ref}: no ${target} entry "${name}"${didYouMean(
              name,
              items.map((it) => it.key),
            )}`,
          ),
        );
      else refs.push({ service: target, key: found.key, anchor: found.anchor, id: entryId(target, found.anchor) });
    });
    return refs;
  };

  // Functions: every method the facts name for the service is mapped; every mapped function exists.
  const sections = SERVICE_SECTIONS[service];
  const known = new Set(context.libraries.flatMap((l) => [...l.functions]));
  const factMethods = new Map<string, string[]>();
  const entryItems = groups.flatMap((g) => g.items(facts).map((it) => ({ group: g, item: it })));
  for (const { item } of entryItems) for (const m of item.methods) factMethods.set(m, [...(factMethods.get(m) ?? []), item.key]);
  const surfaces = new Set(Object.keys(facts.surfaces_legend ?? {}));
  const methodMap = spec.methods ?? {};
  for (const [key, refs] of Object.entries(methodMap)) {
    const surface = /^surface:(.+)$/.exec(key)?.[1];
    const group = /^group:(.+)$/.exec(key)?.[1];
    if (surface !== undefined && !surfaces.has(surface))
      keyProblem(['methods'], key, `no surface "${surface}" in ${service}'s facts${surfaces.size ? ` (surfaces: ${[...surfaces].join(', ')})` : ''}`);
    else if (group !== undefined && !groupKeys.has(group))
      keyProblem(['methods'], key, `no group "${group}" for ${service} (groups: ${[...groupKeys].join(', ')})`);
    else if (surface === undefined && group === undefined && !factMethods.has(key))
      keyProblem(
        ['methods'],
        key,
        `the facts name no ${service} method "${key}"${didYouMean(key, factMethods.keys())}; a key is a method as the facts write it, surface:<name> or group:<group>`,
      );
    refs.forEach((ref, i) => {
      const [section, id] = ref.split('/') as [string, string];
      const where = ['methods', key, i];
      if (!sections.includes(section))
        problems.push(
          located.error(
            where,
            `unknown method ${ref}: section "${section}" is not one of ${service}'s (${sections.join(', ') || 'none: the service has no client library functions'})`,
          ),
        );
      else if (id !== '*' && !known.has(ref)) {
        const inSection = [...known].filter((k) => k.startsWith(`${section}/`));
        problems.push(
          located.error(
            where,
            `unknown method ${ref}: no client library has a function "${id}" in section "${section}"${didYouMean(ref, inSection)} (../shared/reference/client-libs/*.json)`,
          ),
        );
      }
    });
  }
  for (const [method, codes] of factMethods) {
    if (method in methodMap) continue;
    const problem = `the facts name the method "${method}" (for ${codes.slice(0, 3).join(', ')}${codes.length > 3 ? ', …' : ''}) but methods: does not map it to functions: write "${method}: [<section>/<function id>, …]" ([] when no client library has it)`;
    if (spec.methods) keyProblem([], 'methods', problem);
    else problems.push(located.error([], problem));
  }
  // A broken mapping leaves functions unreached that are not: their lines are asked for once it is fixed.
  const mappingBroken = problems.length > 0;
  const resolve = (refs: readonly string[]): FunctionRef[] => {
    const out = new Map<string, FunctionRef>();
    for (const library of context.libraries) {
      for (const ref of refs) {
        const [section, id] = ref.split('/') as [string, string];
        const ids = id === '*' ? [...library.functions].filter((f) => f.startsWith(`${section}/`)) : library.functions.has(ref) ? [ref] : [];
        for (const f of ids) {
          const fn = { library: library.library, version: library.version, section, id: f.slice(section.length + 1) };
          out.set(functionKey(fn), fn);
        }
      }
    }
    return [...out.values()];
  };

  // Entries: the facts' items joined with our words; every item has words, every word an item.
  const result: ServiceCatalogue['groups'] = [];
  for (const group of groups) {
    const items = group.items(facts);
    const yaml = spec[group.key];
    if (!items.length) continue;
    if (yaml === undefined) {
      problems.push(
        located.error(
          [],
          `missing "${group.key}": the facts list ${items.length} ${group.noun}${items.length === 1 ? '' : 's'} for ${service} (${items
            .slice(0, 3)
            .map((i) => i.key)
            .join(', ')}${items.length > 3 ? ', …' : ''}), each needs a cause and a fix`,
        ),
      );
      continue;
    }
    const entryOf = (item: FactItem): { spec: ErrorEntrySpec; at: (string | number)[] } | undefined => {
      if (group.single) return { spec: yaml as ErrorEntrySpec, at: [group.key] };
      const map = yaml as Record<string, ErrorEntrySpec>;
      return Object.hasOwn(map, item.key) ? { spec: map[item.key]!, at: [group.key, item.key] } : undefined;
    };
    if (!group.single) {
      const keys = new Set(items.map((i) => i.key));
      for (const key of Object.keys(yaml as object)) {
        if (!keys.has(key))
          keyProblem([group.key], key, `unknown ${group.noun} "${key}": the facts have no ${service} ${group.noun} "${key}"${didYouMean(key, keys)}`);
      }
    }
    const entries: CatalogueEntry[] = [];
    for (const item of items) {
      const found = entryOf(item);
      if (!found) {
        if (!group.open) keyProblem([], group.key, `the facts' ${group.noun} "${item.key}" has no entry: add "${item.key}:" with its cause and fix`);
        continue;
      }
      const aliases = (found.spec as { aliases?: string[] }).aliases;
      const names = group.key === 'channel_statuses' ? channelNames(facts) : undefined;
      const clients = new Set(item.clients ?? []);
      aliases?.forEach((alias, i) => {
        const known = names?.get(alias);
        if (!known)
          problems.push(
            located.error(
              [...found.at, 'aliases', i],
              `alias "${alias}" is not a channel status or exception name of any library's facts${didYouMean(alias, names?.keys() ?? [])}`,
            ),
          );
        else known.libraries.forEach((l) => clients.add(l));
      });
      const mapped = [...item.methods, ...(item.surfaces ?? []).map((s) => `surface:${s}`), `group:${group.key}`].flatMap((m) => methodMap[m] ?? []);
      entries.push({
        id: entryId(service, item.anchor),
        service,
        kind: item.kind,
        key: item.key,
        anchor: item.anchor,
        ...(item.name !== undefined && { name: item.name }),
        httpStatus: item.httpStatus,
        statuses: statusList(item.httpStatus),
        ...(item.when !== undefined && { when: item.when }),
        ...(item.notes !== undefined && { notes: item.notes }),
        endpoints: item.endpoints,
        methods: item.methods,
        functions: resolve(mapped),
        retryable: item.retryable,
        uncertain: item.uncertain,
        ...(item.docsStatus !== undefined && { docsStatus: item.docsStatus }),
        ...(item.legacyError !== undefined && { legacyError: item.legacyError }),
        ...(item.group !== undefined && { group: item.group }),
        ...(item.surfaces !== undefined && { surfaces: item.surfaces }),
        ...(item.headers !== undefined && { headers: item.headers }),
        ...(clients.size > 0 && { clients: [...clients] }),
        ...(aliases !== undefined && { aliases }),
        ...(item.operations !== undefined && { operations: item.operations }),
        ...(item.operationCount !== undefined && { operationCount: item.operationCount }),
        messages: [...item.messages, ...(aliases ?? [])],
        cause: found.spec.cause,
        fix: found.spec.fix,
        guides: guideLinks(found.spec, found.at),
        see: resolveSee(found.spec, found.at),
      });
    }
    result.push({ id: group.key, title: group.title, entries });
  }

  // Client libraries: one check per language of the facts, with a class and fields the facts name.
  const clients: ClientErrors[] = [];
  const classFacts = facts.client_errors;
  const channel = facts.channel_statuses ? channelNames(facts) : undefined;
  const languages = classFacts ? Object.keys(classFacts) : Object.keys(facts.channel_statuses ?? {});
  if (languages.length && !spec.clients) problems.push(located.error([], `missing "clients": say how to check ${service}'s errors in ${languages.join(', ')}`));
  if (!languages.length && spec.clients) keyProblem([], 'clients', `${service} has no client library errors in its facts: remove "clients"`);
  for (const [language, check] of Object.entries(spec.clients ?? {})) {
    if (!languages.includes(language)) {
      keyProblem(
        ['clients'],
        language,
        `the facts have no ${service} client errors for "${language}"${didYouMean(language, languages)} (languages: ${languages.join(', ')})`,
      );
      continue;
    }
    const classes: FactClientClass[] = classFacts?.[language] ?? [];
    const at = ['clients', language];
    const names = Array.isArray(check.class) ? check.class : [check.class];
    const classAt = (i: number) => (Array.isArray(check.class) ? [...at, 'class', i] : [...at, 'class']);
    if (classFacts) {
      const found = names.map((name, i) => {
        const cls = classes.find((c) => c.name === name);
        if (!cls)
          problems.push(
            located.error(
              classAt(i),
              `${language} has no ${service} error class "${name}" in the facts${didYouMean(
                name,
                classes.map((c) => c.name),
              )} (classes: ${classes.map((c) => c.name).join(', ')})`,
            ),
          );
        return cls;
      });
      for (const field of ['code_field', 'status_field'] as const) {
        const name = check[field];
        if (name === undefined) continue;
        for (const cls of found)
          if (cls && !cls.fields.includes(name))
            problems.push(located.error([...at, field], `${cls.name} has no field "${name}" in the facts (fields: ${cls.fields.join(', ') || 'none'})`));
      }
    } else {
      names.forEach((name, i) => {
        const libraries = channel?.get(name)?.libraries ?? [];
        if (!libraries.includes(language))
          problems.push(
            located.error(
              classAt(i),
              `"${name}" is not a channel status or exception name of ${language}'s facts${didYouMean(
                name,
                [...(channel ?? new Map<string, { libraries: string[] }>())].filter(([, v]) => v.libraries.includes(language)).map(([k]) => k),
              )}`,
            ),
          );
      });
      for (const field of ['code_field', 'status_field'] as const)
        if (check[field] !== undefined) problems.push(located.error([...at, field], `the facts give no fields for ${service}'s client names: remove ${field}`));
    }
    if (check.check !== undefined)
      for (const m of check.check.matchAll(/\{\{([^}]*)\}\}/g))
        if (!CHECK_PLACEHOLDERS.includes(m[1]!))
          problems.push(
            located.error(
              [...at, 'check'],
              `check: unknown placeholder {{${m[1]}}}${didYouMean(m[1]!, CHECK_PLACEHOLDERS)}; {{code}} stands for an entry's key and {{status}} for its status`,
            ),
          );
    clients.push({
      library: language,
      classes: classes.map((c) => ({
        name: c.name,
        fields: c.fields,
        when: c.when,
        ...(c.status !== undefined && { status: c.status }),
        ...(c.code !== undefined && { code: c.code }),
        ...(c.notes !== undefined && { notes: c.notes }),
        uncertain: c.uncertain === true,
      })),
      checkClasses: names,
      ...(check.code_field !== undefined && { codeField: check.code_field }),
      ...(check.status_field !== undefined && { statusField: check.status_field }),
      how: check.how,
      ...(check.check !== undefined && { check: check.check }),
    });
  }
  for (const language of languages)
    if (spec.clients && !spec.clients[language])
      problems.push(located.error(['clients'], `no check for ${language}: say which class and field tell ${service}'s errors apart in ${language}`));

  // Functions without codes: every function of the service's sections that no entry reaches has
  // its line, and every line names such a function.
  const reached = new Set(result.flatMap((g) => g.entries.flatMap((e) => e.functions.map((f) => `${f.section}/${f.id}`))));
  const unreached = [...known].filter((f) => sections.includes(f.split('/')[0]!) && !reached.has(f)).sort();
  const withoutCodes: ServiceCatalogue['withoutCodes'] = {};
  for (const [field, fails] of [
    ['cannot_fail', false],
    ['general_errors', true],
  ] as const) {
    for (const [ref, line] of Object.entries(spec[field] ?? {})) {
      const [section = '', id = ''] = ref.split('/');
      if (!/^[a-z0-9-]+\/[A-Za-z0-9][A-Za-z0-9-]*$/.test(ref))
        keyProblem([field], ref, `"${ref}" is not a function: write "<section>/<function id>", as in the client libraries' facts`);
      else if (!sections.includes(section))
        keyProblem(
          [field],
          ref,
          `unknown method ${ref}: section "${section}" is not one of ${service}'s (${sections.join(', ') || 'none: the service has no client library functions'})`,
        );
      else if (!known.has(ref))
        keyProblem(
          [field],
          ref,
          `unknown method ${ref}: no client library has a function "${id}" in section "${section}"${didYouMean(
            ref,
            [...known].filter((k) => k.startsWith(`${section}/`)),
          )} (../shared/reference/client-libs/*.json)`,
        );
      else if (reached.has(ref)) {
        const codes = result.flatMap((g) => g.entries.filter((e) => e.functions.some((f) => `${f.section}/${f.id}` === ref)).map((e) => e.key));
        keyProblem(
          [field],
          ref,
          `${ref} can return ${codes.slice(0, 3).join(', ')}${codes.length > 3 ? ', …' : ''}: its page lists those, so remove it from ${field}`,
        );
      } else if (Object.hasOwn(withoutCodes, ref)) keyProblem([field], ref, `${ref} is in both cannot_fail and general_errors: keep the one that is true`);
      else withoutCodes[ref] = { line, fails };
    }
  }
  const missing = mappingBroken ? [] : unreached.filter((f) => !Object.hasOwn(withoutCodes, f));
  if (missing.length) {
    const problem = `no entry reaches ${missing.join(', ')}: say in one line each why the call cannot fail (under cannot_fail) or what it can fail with (under general_errors)`;
    const at = spec.general_errors ? 'general_errors' : spec.cannot_fail ? 'cannot_fail' : undefined;
    if (at) keyProblem([], at, problem);
    else problems.push(located.error([], problem));
  }

  if (problems.length) throw new SpecErrors(problems);
  const passOn = Object.fromEntries(Object.entries(facts).filter(([k]) => !ENTRY_FACTS.has(k)));
  return { service, file, title: spec.title, description: spec.description, groups: result, clients, facts: passOn, withoutCodes };
}

/** Assembles the services into the catalogue: the entries by id, and what each client function can return. */
export function assembleCatalogue(services: ServiceCatalogue[]): ErrorCatalogue {
  const catalogue: ErrorCatalogue = { services, entries: {}, byFunction: {} };
  for (const entry of allEntries(catalogue)) {
    if (catalogue.entries[entry.id]) throw new Error(`two error catalogue entries have the id ${entry.id}`);
    catalogue.entries[entry.id] = entry;
    for (const fn of entry.functions) (catalogue.byFunction[functionKey(fn)] ??= []).push(entry.id);
  }
  return catalogue;
}

/** The service files present in specs/errors/, each named after its service. */
export function errorSpecFiles(root = process.cwd()): string[] {
  const dir = path.join(root, 'specs', 'errors');
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.yaml'))
        .sort()
        .map((f) => `specs/errors/${f}`)
    : [];
}

/**
 * The whole catalogue: one file per service of the facts, every problem of every file at once.
 * A service of the facts without a file, or a file that names no service of the facts, fails.
 */
export function loadErrorCatalogue(root = process.cwd(), context = errorCatalogueContext(root)): ErrorCatalogue {
  const problems: SpecError[] = [];
  const services: ServiceCatalogue[] = [];
  const files = errorSpecFiles(root);
  for (const service of ERROR_SERVICES) {
    if (context.facts.services[service] && !files.includes(errorSpecFile(service)))
      problems.push(new SpecError(errorSpecFile(service), 1, 1, '', `missing: the error facts have the service "${service}", whose entries need this file`));
  }
  for (const file of files) {
    try {
      services.push(parseErrorSpec(readSpecFile(file, root), file, context));
    } catch (error) {
      if (error instanceof SpecErrors) problems.push(...error.problems);
      else throw error;
    }
  }
  if (problems.length) throw new SpecErrors(problems);
  services.sort((a, b) => ERROR_SERVICES.indexOf(a.service) - ERROR_SERVICES.indexOf(b.service));
  return assembleCatalogue(services);
}

export type { ErrorSpec };

let cached: { key: string; catalogue: ErrorCatalogue } | undefined;

/** What the catalogue is read from, by size and time: its files, the error facts and the client libraries' facts. */
function sourcesKey(root = process.cwd()): string {
  const facts = path.resolve(root, '..', 'shared', 'reference');
  const libs = path.join(facts, 'client-libs');
  const files = [...errorSpecFiles(root).map((f) => path.join(root, f)), path.join(facts, 'errors.json'), ...readdirSync(libs).map((f) => path.join(libs, f))];
  return files
    .map((f) => {
      const s = statSync(f);
      return `${f}:${s.size}:${s.mtimeMs}`;
    })
    .join('\n');
}

/**
 * The project's catalogue, loaded once per process in a build (the references, the errors pages and
 * the search records share it); under `next dev` and in tests, loaded again when one of its files
 * or facts changed since.
 */
export function errorCatalogue(): ErrorCatalogue {
  if (cached && process.env.NODE_ENV === 'production') return cached.catalogue;
  const key = sourcesKey();
  if (!cached || cached.key !== key) cached = { key, catalogue: loadErrorCatalogue() };
  return cached.catalogue;
}
