/**
 * The error catalogue: every error a reader can meet from a Plinth service, with the facts
 * (../shared/reference/errors.json: statuses, when, endpoints, methods, retryable, uncertain) and
 * our words (specs/errors/<service>.yaml: cause, fix, guide links). Built by ./load.ts; shaped to
 * be rendered three ways without going back to the sources:
 * - a page per service: `groups` in order, each entry with its `anchor`;
 * - per client function: `byFunction` names the entries a function can return, and `clients`
 *   says which error class the language raises and which field holds the code;
 * - a lookup by code or by message text (./lookup.ts).
 */

/** The services of the facts, in the facts' order. */
export const ERROR_SERVICES = ['auth', 'storage', 'realtime', 'postgrest', 'functions', 'management_api'] as const;
export type ErrorService = (typeof ERROR_SERVICES)[number];

/** The client library sections whose functions reach each service (the client libraries' facts' section ids). */
export const SERVICE_SECTIONS: Record<ErrorService, readonly string[]> = {
  auth: ['auth', 'auth-mfa', 'auth-admin'],
  storage: ['storage'],
  realtime: ['realtime'],
  postgrest: ['database', 'filters', 'modifiers'],
  functions: ['edge-functions'],
  management_api: [],
};

/**
 * What an entry is. `code`: a service's error code; the others are the per-service extras of the
 * facts (an OAuth server error, an `error` value in a redirect URL, a code only a client library
 * sets, the auth hook error reply, a legacy Storage error text, a Postgres SQLSTATE, a retired
 * PostgREST code, an HTTP status that carries no code, a status of the Realtime WebSocket
 * handshake or REST API, a client's channel status or exception).
 */
export type EntryKind =
  'code' | 'oauth' | 'redirect' | 'client-code' | 'hook' | 'legacy' | 'sqlstate' | 'retired' | 'status' | 'handshake' | 'rest-status' | 'channel-status';

/** A guide page, checked to exist, with its title. */
export interface GuideLink {
  href: string;
  title: string;
}

/** Another entry of the catalogue (`see:`). */
export interface EntryRef {
  service: ErrorService;
  key: string;
  anchor: string;
  /** `${service}:${anchor}`, the entry's id in the catalogue. */
  id: string;
}

/** A client library function an entry can come from, in one library version. */
export interface FunctionRef {
  /** The registry's library key (`javascript`, `dart`, …). */
  library: string;
  version: string;
  /** The function's section and id in the library's facts (and so its item page). */
  section: string;
  id: string;
}

export interface CatalogueEntry {
  /** `${service}:${anchor}`: unique in the catalogue. */
  id: string;
  service: ErrorService;
  kind: EntryKind;
  /** As the reader sees it: `invalid_credentials`, `PGRST116`, `23505`, `401`, `Bucket not found`, `CHANNEL_ERROR`. */
  key: string;
  /** The anchor on the service's page: the key where it is a safe id, otherwise prefixed or slugged. */
  anchor: string;
  /** A name that goes with the key: a SQLSTATE's condition name (`unique_violation`). */
  name?: string;
  /** The facts' `http_status` exactly: one status, several (the case decides: `when` says which), or null (varies, or no source states it). */
  httpStatus: number | number[] | null;
  /** The same as a list: [] when the facts give none. */
  statuses: number[];
  /** The facts' description of when it happens (facts' words, for context; `cause` is ours); absent when the facts give none. */
  when?: string;
  /** The facts' notes. */
  notes?: string;
  /** Paths under `https://<project-ref>.plinth.co` (or the facts' descriptions such as `any`). */
  endpoints: string[];
  /** The client methods the facts name, in the facts' notation (`auth.signUp`, `from().upload`). */
  methods: string[];
  /** Those methods as functions of each client library version that has them. */
  functions: FunctionRef[];
  /** The facts' judgment whether the same request may succeed later; null when the facts do not say. */
  retryable: boolean | null;
  /** The facts mark it uncertain: show it with care, never as a plain fact. */
  uncertain: boolean;
  /** Storage: the status the published error table gives, where it differs from the server's. */
  docsStatus?: number;
  /** Storage: the legacy `error` text of the same error (`Bucket not found`). */
  legacyError?: string;
  /** Functions: the facts' group (`implementation`, `authentication`, `request`, `server`). */
  group?: string;
  /** Realtime: where the code surfaces (`join_reply`, `logs`, …; legend in the service's `surfacesLegend`). */
  surfaces?: string[];
  /** Response headers the facts name (PostgREST's `WWW-Authenticate`). */
  headers?: Record<string, string>;
  /** Client-side codes and channel statuses: the libraries that have it. */
  clients?: string[];
  /** Channel statuses: the same status under other names in other libraries. */
  aliases?: string[];
  /** Management API: the operations declaring the status, where the facts list them, and how many declare it. */
  operations?: string[];
  operationCount?: number;
  /** Texts a reader may paste that mean this entry, besides its key (a legacy error text, a condition name, an alias). */
  messages: string[];
  /** Ours (Markdown): what the reader did, or what happened, in their terms. */
  cause: string;
  /** Ours (Markdown): what to do about it. */
  fix: string;
  guides: GuideLink[];
  see: EntryRef[];
}

export interface EntryGroup {
  /** The YAML key the group's prose lives under (`codes`, `common_sqlstates`, …). */
  id: string;
  title: string;
  entries: CatalogueEntry[];
}

/** One error class of a client library, from the facts' `client_errors`. */
export interface ClientErrorClass {
  name: string;
  fields: string[];
  /** The facts' description of when the library raises it. */
  when: string;
  /** A fixed status or code the library sets on it. */
  status?: number;
  code?: string;
  notes?: string;
  uncertain: boolean;
}

/** How a library reports this service's errors, and how to tell one apart (ours, checked against the facts). */
export interface ClientErrors {
  library: string;
  /** The facts' classes (empty for Realtime, whose facts give channel statuses instead). */
  classes: ClientErrorClass[];
  /** The class to check for an error the service answered with (several when the library picks one by status). */
  checkClasses: string[];
  /** Its field that holds the error code, when it has one. */
  codeField?: string;
  /** Its field that holds the status, when it has one. */
  statusField?: string;
  /** Ours (Markdown): how to check for a given error in this language. */
  how: string;
  /** Ours: code that tells one error apart, `{{code}}` and `{{status}}` standing for an entry's key and status (see `checkFor`). */
  check?: string;
}

export interface ServiceCatalogue {
  service: ErrorService;
  /** The spec file the prose came from. */
  file: string;
  title: string;
  /** Ours (Markdown): how the service reports errors. */
  description: string;
  groups: EntryGroup[];
  /** Per library; empty for the Management API, which has no client library. */
  clients: ClientErrors[];
  /** The facts of the service that are not entries, as the facts give them (response shapes, mappings, limits, legends). */
  facts: Record<string, unknown>;
  /**
   * Ours, by `section/id`: for each function of the service no entry is tied to, one line (Markdown)
   * saying why it cannot fail (`fails: false`) or what it can fail with in general (`fails: true`).
   */
  withoutCodes: Record<string, { line: string; fails: boolean }>;
}

export interface ErrorCatalogue {
  services: ServiceCatalogue[];
  /** Entry id (`auth:invalid_credentials`) → entry. */
  entries: Record<string, CatalogueEntry>;
  /** `library/version/section/id` (functionKey) → the ids of the entries that function can return, in catalogue order. */
  byFunction: Record<string, string[]>;
}

export const functionKey = (ref: Pick<FunctionRef, 'library' | 'version' | 'section' | 'id'>): string =>
  `${ref.library}/${ref.version}/${ref.section}/${ref.id}`;

export const entryId = (service: ErrorService, anchor: string): string => `${service}:${anchor}`;

/**
 * The catalogue as the docs' MCP server reads it (`_mcp/errors.json`, builder/mcp-data.ts): every
 * service with its entries and client classes, without the raw facts the pages show as tables.
 */
export interface LookupCatalogue {
  services: Omit<ServiceCatalogue, 'facts' | 'withoutCodes'>[];
}

export function allEntries(catalogue: { services: readonly Pick<ServiceCatalogue, 'groups'>[] }): CatalogueEntry[] {
  return catalogue.services.flatMap((s) => s.groups.flatMap((g) => g.entries));
}

/** Whether retrying an error helps, as the errors sections and pages say it: the facts' `retryable`, or "Not stated". */
export const retryText = (retry: boolean | null): string => (retry === null ? 'Not stated' : retry ? 'Yes' : 'No');
