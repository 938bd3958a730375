import { checkFor } from '../../reference/errors/item-errors';
import { referenceUrls } from '../../lib/site-urls';
import { SDK_LIBRARIES } from '../../reference/loaders/sdk';
import {
  allEntries,
  retryText,
  type CatalogueEntry,
  type ClientErrors,
  type ErrorCatalogue,
  type ErrorService,
  type ServiceCatalogue,
} from '../../reference/errors/model';
import { ERROR_PAGES, errorUrl } from '../../reference/errors/pages';

/**
 * What the errors pages show, from the catalogue, as plain data that the components' two
 * renderings (HTML and the twin's Markdown, ./index.ts) both write out, so they say the same:
 * each entry under its anchor (status, whether retrying helps, what is not confirmed, cause, fix,
 * guides, where it comes from, related entries), a service's response fields, and each client
 * library's way of telling the errors apart.
 */

/** Inline content: text, code, a link, strong text, or Markdown from the catalogue (one paragraph). */
export type Inline = string | { code: string } | { link: string; text: Inline[] } | { strong: Inline[] } | { markdown: string };

export interface EntryView {
  anchor: string;
  heading: Inline[];
  /** Paragraphs, in order. */
  lines: Inline[][];
}

const LIBRARY_NAMES: Record<string, string> = Object.fromEntries(Object.entries(SDK_LIBRARIES).map(([key, meta]) => [key, meta.label]));

/** A library as readers know it (`dart` → Flutter); a name the registry does not know (`dart (unreleased main branch)`) as the facts write it. */
export const libraryName = (library: string): string => LIBRARY_NAMES[library] ?? library;

const joined = (parts: Inline[][], word = 'and'): Inline[] =>
  parts.flatMap((part, i) => [...(i === 0 ? [] : [i === parts.length - 1 ? ` ${word} ` : ', ']), ...part]);

const codes = (values: readonly string[]): Inline[] => joined(values.map((v) => [{ code: v }]));

/** What the status of an entry is, in words. */
function statusLine(entry: CatalogueEntry): Inline[] {
  const { statuses } = entry;
  if (!statuses.length) {
    if (entry.surfaces?.length) return [`No HTTP status: it shows in ${entry.surfaces.map((s) => s.replace(/_/g, ' ')).join(', ')}`];
    return ['HTTP status: not stated'];
  }
  if (statuses.length === 1) return [`HTTP status: ${statuses[0]}`];
  return [`HTTP status: ${statuses.slice(0, -1).join(', ')} or ${statuses.at(-1)}, depending on the case`];
}

/** Why an uncertain entry is not confirmed, from what the facts hold about it (after "Not confirmed:"). */
export function uncertainReason(entry: CatalogueEntry): string {
  if (entry.docsStatus !== undefined)
    return `Storage's published error table gives ${entry.docsStatus} for this code, while the server's code sends ${entry.statuses.join(' or ') || 'another status'}.`;
  if (entry.service === 'management_api')
    return 'operations declare this status, but no source states when the API answers it; the cause and fix say what the status generally means.';
  return 'the sources this entry comes from do not settle it, so take its status and cause as likely rather than certain.';
}

const isStatusKey = (entry: CatalogueEntry) => /^\d+$/.test(entry.key) && entry.kind !== 'sqlstate';

/** The Management API's rate limit, as its facts give it (`rate_limit`), for its 429 entry. */
function rateLimitLines(entry: CatalogueEntry, facts: Record<string, unknown> | undefined): Inline[][] {
  const rate = facts?.rate_limit as
    | {
        http_status?: number;
        standard_limit?: { requests: number; window_seconds: number };
        stricter_endpoints?: { endpoint: string; requests: number; window_seconds: number; also?: string }[];
        uncertain?: boolean;
      }
    | undefined;
  if (!rate || String(rate.http_status) !== entry.key) return [];
  const lines: Inline[][] = [];
  if (rate.standard_limit) lines.push([`The limit: ${rate.standard_limit.requests} requests per ${rate.standard_limit.window_seconds} seconds.`]);
  if (rate.stricter_endpoints?.length)
    lines.push([
      `Operations with a stricter limit${rate.uncertain ? ' (not confirmed: the published limits name paths that were matched to the paths of this API)' : ''}: `,
      ...joined(
        rate.stricter_endpoints.map((l) => [{ code: l.endpoint }, `, ${l.requests} requests per ${l.window_seconds} seconds${l.also ? ` (${l.also})` : ''}`]),
        'and',
      ),
      '.',
    ]);
  return lines;
}

/** One entry of a service's page; `facts` are its service's facts (the Management API's rate limit). */
export function entryView(entry: CatalogueEntry, catalogue: Pick<ErrorCatalogue, 'entries'>, facts?: Record<string, unknown>): EntryView {
  const heading: Inline[] = [isStatusKey(entry) ? entry.key : { code: entry.key }, ...(entry.name ? [' ', { code: entry.name }] : [])];
  const lines: Inline[][] = [];
  lines.push([...statusLine(entry), '. ', `Retry helps: ${retryText(entry.retryable).toLowerCase()}.`]);
  if (entry.uncertain) lines.push([{ strong: ['Not confirmed:'] }, ' ', uncertainReason(entry)]);
  lines.push([{ strong: ['Cause.'] }, ' ', { markdown: entry.cause }]);
  lines.push([{ strong: ['Fix.'] }, ' ', { markdown: entry.fix }]);
  if (entry.guides.length)
    lines.push([entry.guides.length === 1 ? 'Guide: ' : 'Guides: ', ...joined(entry.guides.map((g) => [{ link: g.href, text: [g.title] }])), '.']);
  if (entry.legacyError) lines.push(['Older ', { code: 'error' }, ' text of the same error: ', { code: entry.legacyError }, '.']);
  if (entry.aliases?.length) lines.push(['Also named ', ...codes(entry.aliases), '.']);
  if (entry.clients?.length)
    lines.push([
      entry.kind === 'client-code' ? 'Set by the client library, not the server: ' : 'In ',
      ...joined(entry.clients.map((c) => [libraryName(c)])),
      '.',
    ]);
  if (entry.methods.length) lines.push([entry.methods.length === 1 ? 'Client call: ' : 'Client calls: ', ...codes(entry.methods), '.']);
  if (entry.endpoints.length) lines.push([entry.endpoints.length === 1 ? 'Endpoint: ' : 'Endpoints: ', ...codes(entry.endpoints), '.']);
  if (entry.headers) lines.push(['Response headers: ', ...codes(Object.entries(entry.headers).map(([k, v]) => `${k}: ${v}`)), '.']);
  if (entry.operations?.length) {
    const item = referenceUrls('api').item;
    lines.push([
      `Declared by ${entry.operations.length === 1 ? 'one operation' : `${entry.operations.length} operations`}: `,
      ...joined(entry.operations.map((op) => [{ link: item(op), text: [{ code: op }] }])),
      '.',
    ]);
  } else if (entry.operationCount !== undefined) lines.push([`Declared by ${entry.operationCount} operations.`]);
  lines.push(...rateLimitLines(entry, facts));
  if (entry.see.length)
    lines.push([
      'See also ',
      ...joined(
        entry.see.map((ref) => {
          const other = catalogue.entries[ref.id];
          return [{ link: errorUrl(ref.service, ref.anchor), text: [other && isStatusKey(other) ? ref.key : { code: ref.key }] }];
        }),
      ),
      '.',
    ]);
  return { anchor: entry.anchor, heading, lines };
}

/** A service's part of the catalogue, or an error naming the services there are. */
export function serviceOf(catalogue: ErrorCatalogue, service: ErrorService): ServiceCatalogue {
  const found = catalogue.services.find((s) => s.service === service);
  if (!found) throw new Error(`the error catalogue has no service "${service}"`);
  return found;
}

/** The fields and headers of a service's error responses, from the facts' `response_format`: one line each. */
export function responseLines(service: ServiceCatalogue): Inline[][] {
  const format = (service.facts.response_format ?? {}) as Record<string, unknown>;
  const lines: Inline[][] = [];
  const names = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value && typeof value === 'object' ? Object.keys(value) : []);
  const fieldsOf = (shape: unknown) => names((shape as { fields?: unknown } | undefined)?.fields);
  if (format.base_url) lines.push(['Base URL: ', { code: String(format.base_url) }, '.']);
  if (fieldsOf(format.current_shape).length) lines.push(['Body fields: ', ...codes(fieldsOf(format.current_shape)), '.']);
  if (fieldsOf(format.legacy_shape).length) lines.push(['Body fields without the API version header: ', ...codes(fieldsOf(format.legacy_shape)), '.']);
  if (names(format.body_fields).length) lines.push(['Body fields: ', ...codes(names(format.body_fields)), '.']);
  for (const key of ['api_version_header', 'error_code_header', 'relay_error_header', 'proxy_status_header'] as const) {
    const value = format[key];
    const name = typeof value === 'string' ? (key === 'proxy_status_header' ? 'Proxy-Status' : value) : (value as { name?: string } | undefined)?.name;
    if (!name) continue;
    const what = {
      api_version_header: 'Request header that picks the body',
      error_code_header: 'Header with the error code',
      relay_error_header: 'Header set when the relay failed',
      proxy_status_header: 'Header naming the error',
    }[key];
    lines.push([`${what}: `, { code: name }, '.']);
  }
  const weak = format.weak_password_extra as { field?: string; values?: string[] } | undefined;
  if (weak?.field) lines.push(['A rejected password adds ', { code: weak.field }, ...(weak.values?.length ? [': ', ...codes(weak.values)] : []), '.']);
  return lines;
}

/** One client library's way of telling a service's errors apart, with a check for one of them. */
export interface ClientView {
  library: string;
  /** The tab's value, shared with the guides' `client-language` tabs (`js` for JavaScript). */
  value: string;
  label: string;
  how: string;
  check?: { lang: string; code: string; key?: string };
}

/** Each library's view; `example` picks the error the check is written for (any entry's key of the service), or the one fewest functions share. */
export function clientViews(service: ServiceCatalogue, example?: string): ClientView[] {
  const entries = service.groups.flatMap((g) => g.entries);
  const preferred = example === undefined ? entries : [...entries.filter((e) => e.key === example), ...entries.filter((e) => e.key !== example)];
  return service.clients.map((client: ClientErrors) => {
    const check = example === undefined ? checkFor(client, entries) : (checkFor(client, preferred.slice(0, 1)) ?? checkFor(client, entries));
    return {
      library: client.library,
      value: client.library === 'javascript' ? 'js' : client.library,
      label: libraryName(client.library),
      how: client.how,
      ...(check && { check: { lang: SDK_LIBRARIES[client.library as keyof typeof SDK_LIBRARIES]?.language ?? client.library, ...check } }),
    };
  });
}

/** Whether `route` is where `service`'s entries are: the one page each service's anchors are on. */
export const isServicePage = (service: ErrorService, route: string): boolean => ERROR_PAGES[service] === route;

/** Every key a page may name as the example of a service's checks. */
export const serviceKeys = (catalogue: ErrorCatalogue, service: ErrorService): Set<string> =>
  new Set(allEntries({ services: [serviceOf(catalogue, service)] }).map((e) => e.key));
