/**
 * The docs as the MCP server offers them, read only from what the build wrote into the site folder
 * (`out/`): the search index (`pagefind/`, searched as the site searches it), the pages' Markdown
 * twins (`<page>.md`), the reference data and the error catalogue (`_mcp/`, builder/mcp-data.ts). Nothing else under the
 * folder, and nothing outside it, can be read: every path a client names is resolved, checked to be
 * inside the folder and to end in `.md`, and symbolic links are followed before that check.
 */
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import {
  MCP_DATA_DIR,
  MCP_ERRORS_FILE,
  type McpIndex,
  type McpPage,
  type McpReferenceFile,
  type McpReferenceItem,
  type McpReferenceSummary,
} from '../src/lib/mcp-data';
import { markdownText } from '../src/lib/markdown-text';
import { editDistance } from '../src/lib/nearest-routes';
import { deterministicSearch, siteSearch, type SearchTables } from '../src/lib/question-search';
import { scopeOfReference } from '../src/lib/search/scopes';
import { checkFor } from '../src/reference/errors/item-errors';
import { lookupErrors, type MatchKind } from '../src/reference/errors/lookup';
import { ERROR_SERVICES, type CatalogueEntry, type ErrorService, type LookupCatalogue } from '../src/reference/errors/model';
import { ERROR_SERVICE_NAMES, errorUrl } from '../src/reference/errors/pages';
import { cleanUrl } from '../src/lib/search-results';
import { absoluteUrl, site } from '../src/site.config';
import { loadNodePagefind, type NodePagefind } from './pagefind-node';
import { readSearchTables } from './search-tables';

/** A mistake of the client's (an unknown page, reference or item; a path outside the docs): its message says what to send instead. */
export const badRequest = (message: string) => new McpError(ErrorCode.InvalidParams, message);

export interface SearchHit {
  title: string;
  /** The page's address on the site, and with `.md` its Markdown twin (guides and long reference pages). */
  url: string;
  /** The same, absolute. */
  link: string;
  breadcrumbs: string[];
  /** Plain text around the matched words. */
  excerpt: string;
  /** For a reference item or parameter: which reference and version. */
  reference?: { key: string; label: string; version?: string };
  /** For a reference item: its id, as get_reference_item takes it with `reference.key` and `reference.version`. */
  id?: string;
}

/** One catalogue entry as `lookup_error` answers it. */
export interface ErrorAnswer {
  /** How the query matched: its key exactly, ignoring case, as a code inside the text, a message it is known by, or shared words. */
  match: MatchKind;
  service: ErrorService;
  service_name: string;
  key: string;
  /** A SQLSTATE's condition name (`unique_violation`). */
  name?: string;
  kind: CatalogueEntry['kind'];
  /** The status the service answers with: one, several (`when` says which), or null where it varies or is not known. */
  http_status: number | number[] | null;
  /** The facts' note of when it happens. */
  when?: string;
  /** Markdown: what the reader did, or what happened. */
  cause: string;
  /** Markdown: what to do about it. */
  fix: string;
  /** Whether the same request may succeed later; null where the facts do not say. */
  retryable: boolean | null;
  /** True when the facts mark the entry uncertain: `caution` says what to take with care. */
  uncertain: boolean;
  caution?: string;
  /** The entry on its service's errors page, absolute. */
  url: string;
  /** Texts the same error is known by (a legacy message, a condition name). */
  also_known_as?: string[];
  /** The client methods that can get it, in the facts' notation (`auth.signInWithPassword`). */
  methods: string[];
  /** How each client library reports this service's errors: the class to check, its fields, and a check for this entry where one fits. */
  clients: { library: string; classes: string[]; code_field?: string; status_field?: string; check?: string }[];
  guides: { title: string; url: string }[];
  see: { service: ErrorService; key: string; url: string }[];
}

export interface ReferenceItemAnswer {
  reference: { key: string; label: string; version?: string };
  id: string;
  title: string;
  url: string;
  markdown: string;
}

/**
 * Pagefind's excerpt as Markdown text: its `<mark>` tags dropped, its entities decoded, and the
 * text escaped for Markdown (a client may render a result as Markdown: page text that reads
 * `<img src=x>` or `[a](javascript:…)` must stay text).
 */
export function plainExcerpt(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
  return markdownText(html.replace(/<\/?mark>/g, '').replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name]!));
}

/**
 * The site address a client means by `urlOrPath`: an absolute URL of the site (or of any host: its
 * path), a site path with or without a leading slash, `.md`, `.html`, query, fragment or trailing
 * slash. Throws for an empty path or one with `..` segments, backslashes or NUL characters.
 */
export function routeOf(urlOrPath: string): string {
  let raw = urlOrPath.trim();
  if (raw.startsWith(site.url)) raw = raw.slice(site.url.length) || '/';
  else if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      throw badRequest(`"${urlOrPath}" is not a URL or path of the docs`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw badRequest(`"${urlOrPath}" is not a URL or path of the docs: give an https URL or a path such as /guides/auth/passwords`);
    raw = parsed.pathname;
  }
  raw = raw.split(/[?#]/)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw badRequest(`"${urlOrPath}" has a malformed escape`);
  }
  if (/[\\\0]/.test(decoded) || decoded.split('/').some((s) => s === '..' || s === '.'))
    throw badRequest(`"${urlOrPath}" is not a page of the docs: paths may not contain "..", "." segments, backslashes or NUL`);
  const route = `/${decoded.replace(/^\/+/, '')}`
    .replace(/\.(md|html)$/, '')
    .replace(/\/index$/, '')
    .replace(/(.)\/+$/, '$1');
  return route;
}

/** The `#fragment` of a URL or path a client gave, decoded; undefined without one. */
export function fragmentOf(urlOrPath: string): string | undefined {
  const hash = urlOrPath.trim().split('#')[1];
  if (!hash) return undefined;
  try {
    return decodeURIComponent(hash);
  } catch {
    return undefined;
  }
}

/** A turn of the event loop: the static site's requests waiting meanwhile are served. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Runs searches one at a time, each after a turn of the event loop, and each of their Pagefind
 * searches after another (`turn`): a search's work is synchronous (WebAssembly, typo correction),
 * and the calls of a JSON-RPC batch all start at once, so a 100-call batch held a page request of
 * the static site for tens of seconds when its calls merely yielded between searches.
 */
export function searchQueue(): <T>(run: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (run) => {
    const next = tail.then(turn).then(run);
    tail = next.catch(() => undefined);
    return next;
  };
}

/** The docs of one built site folder, loaded on first use and kept. */
export class DocsSite {
  readonly root: string;
  private index?: Promise<McpIndex>;
  private pagefind?: Promise<NodePagefind>;
  private tables?: Promise<SearchTables>;
  private readonly queued = searchQueue();
  private files = new Map<string, Promise<McpReferenceFile>>();
  private errors?: Promise<LookupCatalogue>;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private async readJson<T>(relative: string): Promise<T> {
    try {
      return JSON.parse(await readFile(path.join(this.root, MCP_DATA_DIR, relative), 'utf8')) as T;
    } catch (error) {
      throw new Error(
        `The docs data ${path.join(this.root, MCP_DATA_DIR, relative)} could not be read (${(error as Error).message}): run \`npm run build\` first`,
      );
    }
  }

  /** Versions, pages and references as the build listed them. */
  data(): Promise<McpIndex> {
    this.index ??= this.readJson<McpIndex>('index.json');
    return this.index;
  }

  private referenceFile(summary: McpReferenceSummary): Promise<McpReferenceFile> {
    let file = this.files.get(summary.file);
    if (!file) {
      file = this.readJson<McpReferenceFile>(summary.file);
      this.files.set(summary.file, file);
    }
    return file;
  }

  /** Checks that the folder holds a build (index and search), so a server fails at start rather than on its first call. */
  async ready(): Promise<void> {
    await this.data();
    await this.search('sessions', { limit: 1 });
  }

  async listReferences() {
    const { versions, references } = await this.data();
    return {
      versions,
      references: references.map((r) => ({
        key: r.key,
        version: r.version,
        label: r.label,
        title: r.title,
        description: r.description,
        url: absoluteUrl(r.page),
        markdown: absoluteUrl(`${r.page}.md`),
        current: r.current,
        items: r.items,
      })),
    };
  }

  /**
   * The site's search (src/lib/question-search.ts on the site's Pagefind index), best first,
   * narrowed to a guides section (`auth`) or a reference (`javascript`, every version) if asked.
   */
  search(
    query: string,
    options: { limit?: number; section?: string; reference?: string } = {},
  ): Promise<{ versions: McpIndex['versions']; results: SearchHit[] }> {
    return this.queued(() => this.searchNow(query, options));
  }

  private async searchNow(
    query: string,
    { limit = 10, section, reference }: { limit?: number; section?: string; reference?: string },
  ): Promise<{ versions: McpIndex['versions']; results: SearchHit[] }> {
    const data = await this.data();
    if (section !== undefined && reference !== undefined) throw badRequest('Give section (guides) or reference, not both: no page is in both');
    if (section !== undefined) {
      const sections = [...new Set(data.pages.flatMap((p) => (p.section === undefined ? [] : [p.section])))].sort();
      if (!sections.includes(section)) throw badRequest(`Unknown section "${section}". Sections: ${sections.join(', ')}`);
    }
    const refPages = reference === undefined ? undefined : data.references.filter((r) => r.key === reference);
    if (refPages && !refPages.length)
      throw badRequest(`Unknown reference "${reference}". References: ${[...new Set(data.references.map((r) => r.key))].join(', ')}`);
    this.pagefind ??= loadNodePagefind(this.root);
    this.tables ??= readSearchTables(this.root);
    const [pagefind, tables] = await Promise.all([this.pagefind, this.tables]);
    // Pagefind searches the scope of the filter row the filter is in (guides, a library, the CLI…);
    // a guides section, or one self-hosted service among the five, is then picked out below.
    const scope = section !== undefined ? 'guides' : reference !== undefined ? scopeOfReference(reference) : undefined;
    const exact = scope === undefined || scope === reference;
    const ranked =
      (await siteSearch(
        {
          search: async (q, o) => {
            await turn();
            return deterministicSearch(pagefind, tables.terms, q, o);
          },
        },
        query,
        tables,
        // Within one library, its own items: not another library's same function in its place.
        { language: reference },
        exact ? { want: limit, scope } : { want: 300, depth: 300, scope },
      )) ?? [];
    const pages = new Map(data.pages.map((p) => [p.url, p]));
    // A guide of the section; a reference's page (its records point at the long page's anchors), an item's own page, or its start page.
    const wanted = (url: string) => {
      const route = url.split('#')[0]!;
      if (section !== undefined) return pages.get(route)?.section === section;
      if (refPages)
        return refPages.some((r) => route === r.page || route.startsWith(r.page.replace(/[^/]+$/, ''))) || pages.get(route)?.reference === reference;
      return true;
    };
    const results: SearchHit[] = [];
    // Without a filter only the first `limit` results are loaded; with one, at most 300 are looked at.
    for (const result of ranked.slice(0, exact ? limit : 300)) {
      if (results.length >= limit) break;
      const hit = await result.data();
      const url = cleanUrl(hit.url);
      if (!wanted(url)) continue;
      // A name's item has no excerpt (no text of it matched): where it is stands in for one.
      results.push(await this.describeHit(url, hit.meta.title ?? url, plainExcerpt(hit.excerpt) || (hit.meta.where ?? ''), pages, data));
    }
    return { versions: data.versions, results };
  }

  private async describeHit(url: string, title: string, excerpt: string, pages: Map<string, McpPage>, data: McpIndex): Promise<SearchHit> {
    const [route, anchor] = url.split('#') as [string, string | undefined];
    const hit: SearchHit = { title, url, link: absoluteUrl(url), breadcrumbs: [], excerpt };
    const page = pages.get(route.replace(/(.)\/$/, '$1'));
    // The long page (an anchor names the item) or an item's own page, of the reference version whose prefix is longest.
    const refs = data.references
      .filter((r) => route === r.page || route.startsWith(r.page.replace(/[^/]+$/, '')))
      .sort((a, b) => b.page.length - a.page.length);
    for (const ref of refs) {
      const file = await this.referenceFile(ref);
      const item =
        route === ref.page
          ? anchor
            ? (file.items.find((i) => i.id === anchor || i.anchors.includes(anchor) || i.url === `${route}#${anchor}`) ??
              file.items.find((i) => i.id === file.variables.find((v) => v.id === anchor)?.item))
            : undefined
          : file.items.find((i) => i.url === route);
      if (route !== ref.page && !item) continue;
      hit.reference = { key: ref.key, label: ref.label, version: ref.version };
      const variable = anchor ? file.variables.find((v) => v.id === anchor) : undefined;
      if (variable) hit.id = variable.id;
      else if (item) hit.id = item.id;
      hit.breadcrumbs = ['Home', 'Reference', ref.label, ...(item ? [item.section, item.title] : [])];
      return hit;
    }
    hit.breadcrumbs = page?.breadcrumbs ?? ['Home', title];
    return hit;
  }

  /**
   * The catalogue entries an error code or message means (src/reference/errors/lookup.ts, as the
   * errors pages' own lookup): best first, at most `limit`, each with its page and how each client
   * library reports it. No entry is an empty list with a `hint`, not a failure.
   */
  async lookupError(query: string, options: { service?: string; limit?: number } = {}): Promise<{ results: ErrorAnswer[]; hint?: string }> {
    const { service, limit = 5 } = options;
    if (service !== undefined && !(ERROR_SERVICES as readonly string[]).includes(service))
      throw badRequest(`Unknown service "${service}". Services: ${ERROR_SERVICES.join(', ')}`);
    this.errors ??= this.readJson<LookupCatalogue>(MCP_ERRORS_FILE);
    const catalogue = await this.errors;
    const found = lookupErrors(catalogue, query, { service: service as ErrorService | undefined, limit });
    const results = found.map(({ entry, match }) => errorAnswer(catalogue, entry, match));
    if (results.length) return { results };
    const where = service === undefined ? 'any service' : ERROR_SERVICE_NAMES[service as ErrorService];
    return {
      results,
      hint: `No error of ${where} is known by "${query.trim()}". Give the code (invalid_credentials, PGRST116, 23505) or the message's words as the error showed them${service === undefined ? '' : ', or leave out service'}; search_docs finds pages that mention it.`,
    };
  }

  /** A page's Markdown twin, by its address; an item page's address gives the item. */
  async getPage(urlOrPath: string): Promise<{ url: string; markdown: string }> {
    const route = routeOf(urlOrPath);
    // A long reference page (114,000–535,000 characters) asked for at an item's anchor: that item alone.
    const fragment = fragmentOf(urlOrPath);
    if (fragment) {
      const part = await this.itemAtAnchor(route, fragment);
      if (part) return part;
    }
    const notAPage = () => badRequest(`"${urlOrPath}" is not a page of the docs`);
    const file = path.resolve(this.root, `.${route}.md`);
    if (!file.startsWith(`${this.root}${path.sep}`)) throw notAPage();
    // A link inside the folder could point outside it: the file's real path must be inside the folder's.
    const real = await realpath(file).catch(() => undefined);
    if (real) {
      if (!real.startsWith(`${await realpath(this.root)}${path.sep}`)) throw notAPage();
      return { url: absoluteUrl(route), markdown: await readFile(real, 'utf8') };
    }
    const item = await this.itemByUrl(route);
    if (item) return { url: absoluteUrl(route), markdown: item.markdown };
    throw badRequest(
      `No page at ${route}. Use search_docs to find a page, or list_references for the references; guide addresses look like /guides/auth/passwords`,
    );
  }

  /** The item (or variable) at `#anchor` of a reference's long page, as Markdown; undefined when `route` is no long page or the anchor no item. */
  private async itemAtAnchor(route: string, anchor: string): Promise<{ url: string; markdown: string } | undefined> {
    const { references } = await this.data();
    const ref = references.find((r) => r.page === route);
    if (!ref) return undefined;
    const file = await this.referenceFile(ref);
    const variable = file.variables.find((v) => v.id === anchor);
    if (variable) return { url: absoluteUrl(`${route}#${anchor}`), markdown: variable.markdown };
    const item = file.items.find((i) => i.id === anchor || i.url === `${route}#${anchor}`) ?? file.items.find((i) => i.anchors.includes(anchor));
    return item ? { url: absoluteUrl(item.url), markdown: item.markdown } : undefined;
  }

  private async itemByUrl(route: string): Promise<McpReferenceItem | undefined> {
    const { references, itemPages } = await this.data();
    const file = Object.hasOwn(itemPages, route) ? itemPages[route] : undefined;
    const ref = file === undefined ? undefined : references.find((r) => r.file === file);
    return ref && (await this.referenceFile(ref)).items.find((i) => i.url === route);
  }

  /** One item (function, command, endpoint) or variable of a reference, as Markdown. */
  async getReferenceItem(reference: string, version: string | undefined, id: string): Promise<ReferenceItemAnswer> {
    const { references } = await this.data();
    const versions = references.filter((r) => r.key === reference);
    if (!versions.length) throw badRequest(`Unknown reference "${reference}". References: ${[...new Set(references.map((r) => r.key))].join(', ')}`);
    const ref = version === undefined ? (versions.find((r) => r.current) ?? versions[0]!) : versions.find((r) => r.version === version);
    if (!ref)
      throw badRequest(
        `${versions[0]!.label.replace(/ v\d+$/, '')} has no version "${version}". Versions: ${versions.map((r) => r.version ?? '(one version)').join(', ')}`,
      );
    const file = await this.referenceFile(ref);
    const answer = (item: { id: string; title: string; url: string; markdown: string }): ReferenceItemAnswer => ({
      reference: { key: ref.key, label: ref.label, version: ref.version },
      ...item,
      url: absoluteUrl(item.url),
    });
    const wanted = id.trim();
    const loose = wanted.toLowerCase().replace(/\(\)$/, '');
    const item =
      file.items.find((i) => i.id === wanted) ??
      file.items.find(
        (i) => i.id.toLowerCase() === loose || i.aliases.some((a) => a.toLowerCase() === loose) || i.title.toLowerCase().replace(/\(\)$/, '') === loose,
      ) ??
      // A CLI command asked for without the binary's name: "db push" or "db-push" for plinth-db-push.
      file.items.find((i) => i.id === `plinth-${loose.replace(/\s+/g, '-')}`);
    if (item) return answer(item);
    const variable = file.variables.find((v) => v.id === wanted || v.id.toLowerCase() === loose);
    if (variable) return answer({ id: variable.id, title: variable.id, url: `${ref.page}#${variable.id}`, markdown: variable.markdown });
    const owner = file.items.find((i) => i.anchors.includes(wanted));
    if (owner) return answer(owner);
    const ids = [...file.items.map((i) => i.id), ...file.variables.map((v) => v.id)];
    const near = ids
      .map((candidate) => ({ candidate, distance: editDistance(loose, candidate.toLowerCase()) }))
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 5)
      .map((c) => c.candidate);
    throw badRequest(`${ref.label} has no item "${id}". Closest ids: ${near.join(', ')}. search_docs with reference "${ref.key}" finds items by what they do`);
  }
}

/** A catalogue entry as `lookup_error` gives it: our words, the facts, its page and each library's way to tell it apart. */
function errorAnswer(catalogue: LookupCatalogue, entry: CatalogueEntry, match: MatchKind): ErrorAnswer {
  const service = catalogue.services.find((s) => s.service === entry.service);
  const clients = (service?.clients ?? [])
    .filter((c) => !entry.clients || entry.clients.includes(c.library))
    .map((c) => {
      const check = checkFor(c, [entry]);
      return {
        library: c.library,
        classes: c.checkClasses,
        ...(c.codeField === undefined ? {} : { code_field: c.codeField }),
        ...(c.statusField === undefined ? {} : { status_field: c.statusField }),
        ...(check ? { check: check.code } : {}),
      };
    });
  return {
    match,
    service: entry.service,
    service_name: ERROR_SERVICE_NAMES[entry.service],
    key: entry.key,
    ...(entry.name === undefined ? {} : { name: entry.name }),
    kind: entry.kind,
    http_status: entry.httpStatus,
    ...(entry.when === undefined ? {} : { when: entry.when }),
    cause: entry.cause,
    fix: entry.fix,
    retryable: entry.retryable,
    uncertain: entry.uncertain,
    ...(entry.uncertain
      ? {
          caution:
            'Not confirmed: the sources disagree on this entry (its status, or whether the service still raises it). Say so rather than state it as fact.',
        }
      : {}),
    url: absoluteUrl(errorUrl(entry)),
    ...(entry.messages.length ? { also_known_as: entry.messages } : {}),
    methods: entry.methods,
    clients,
    guides: entry.guides.map((g) => ({ title: g.title, url: absoluteUrl(g.href) })),
    see: entry.see.map((r) => ({ service: r.service, key: r.key, url: absoluteUrl(errorUrl(r.service, r.anchor)) })),
  };
}
