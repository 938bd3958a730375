import { z } from 'zod';
import { withSafeUrls } from '../../sources/spec-urls';

/**
 * The source of a service's error catalogue: `specs/errors/<service>.yaml`. It holds our words
 * only, keyed by what the facts name (a code, a status, a SQLSTATE): the statuses, endpoints,
 * methods, retryability and uncertainty are read from ../shared/reference/errors.json when the
 * catalogue is loaded, never written here. The loader (./load.ts) checks every key against the
 * facts, both ways.
 */

// A missing field keeps zod's own message, which the spec reader words as "missing required field".
const prose = (field: string, hint: string) =>
  withSafeUrls(
    z
      .string({ error: (issue) => (issue.input === undefined ? undefined : `${field} must be text`) })
      .trim()
      .min(1, `${field} is empty: ${hint}`),
  );

/** A guide page: `/guides/<section>/<path>`, no fragment or query (the page is checked to exist). */
export const guideRoute = z
  .string()
  .regex(/^\/guides\/[a-z0-9_-]+(\/[a-z0-9_-]+)*$/, 'a guide link is a /guides/… path (lowercase, no trailing slash, no #fragment or ?query)');

export const errorEntrySchema = z.strictObject({
  /** What the reader did, or what happened, in their terms (Markdown, 1–3 sentences). */
  cause: prose('cause', 'say what the reader did, or what happened, in their terms'),
  /** A concrete thing to do (Markdown, 1–3 sentences). */
  fix: prose('fix', 'say what to do about it, concretely'),
  /** The guide page(s) that explain the fix. */
  guide: z.union([guideRoute, z.array(guideRoute).min(1)]).optional(),
  /** Related entries: a key of this service, or `<service>:<key>`. */
  see: z.array(z.string().min(1)).min(1).optional(),
});
export type ErrorEntrySpec = z.infer<typeof errorEntrySchema>;

/** A channel status or exception: may name the same status under other libraries' names. */
export const channelEntrySchema = errorEntrySchema.extend({ aliases: z.array(z.string().min(1)).min(1).optional() });

/** How to tell this service's errors apart in one language: the class, the fields, our sentence. */
export const clientCheckSchema = z.strictObject({
  /** The class (or the classes, when the library picks one by status) to check for. */
  class: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  code_field: z.string().min(1).optional(),
  status_field: z.string().min(1).optional(),
  how: prose('how', 'say how to check for a given error in this language'),
  /**
   * Code in the language that tells one error of the service apart, shown on the errors page and on
   * every function's page: `{{code}}` stands for an entry's key, `{{status}}` for its status. Written
   * for the error value a call returns (JavaScript's `error`) or throws (`error`; `e` in Kotlin and
   * C#), and proven like every sample (tests/reference/errors-samples.test.ts).
   */
  check: z.string().trim().min(1, 'check is empty: write the code, or leave the field out').optional(),
});

/**
 * A client function, as `<section>/<function id>` of the client libraries' facts, or
 * `<section>/*` for every function of a section.
 */
export const functionRef = z
  .string()
  .regex(/^[a-z0-9-]+\/([A-Za-z0-9][A-Za-z0-9-]*|\*)$/, 'a function is "<section>/<function id>" (or "<section>/*"), as in the client libraries\' facts');

const entries = <S extends z.ZodType>(schema: S) => z.record(z.string(), schema);

export const errorSpecSchema = z.strictObject({
  /** A service of the facts: auth, storage, realtime, postgrest, functions, management_api. */
  service: z.string().min(1),
  /** The service page's title. */
  title: z.string().trim().min(1),
  /** How the service reports errors: the body, the headers, the status quirks (Markdown). */
  description: prose('description', 'say how the service reports errors'),
  /** Per language of the facts' client errors. */
  clients: z.record(z.string(), clientCheckSchema).optional(),
  /**
   * Which client functions an entry can come from. Keys: a method as the facts write it
   * (`auth.signUp`, `from().upload`), `surface:<name>` (Realtime: every code surfacing there), or
   * `group:<yaml key>` (every entry of a group). Values: the functions, [] when no library has one.
   */
  methods: z.record(z.string(), z.array(functionRef)).optional(),
  /**
   * The client functions of the service's sections that no entry is tied to, keyed
   * `<section>/<function id>`, one line each (Markdown): `cannot_fail` says why the call cannot fail
   * (it sends no request, or returns no error); `general_errors` what it can fail with in general.
   */
  cannot_fail: z.record(z.string(), prose('cannot_fail', 'say in one line why the call cannot fail')).optional(),
  general_errors: z.record(z.string(), prose('general_errors', 'say in one line what the call can fail with')).optional(),
  codes: entries(errorEntrySchema).optional(),
  // auth
  oauth_server_errors: entries(errorEntrySchema).optional(),
  redirect_errors: entries(errorEntrySchema).optional(),
  client_side_codes: entries(errorEntrySchema).optional(),
  hook_errors: errorEntrySchema.optional(),
  // storage
  legacy_errors: entries(errorEntrySchema).optional(),
  // postgrest
  common_sqlstates: entries(errorEntrySchema).optional(),
  /** One text for every retired code. */
  retired_codes: errorEntrySchema.optional(),
  // functions, management_api
  statuses: entries(errorEntrySchema).optional(),
  // realtime
  websocket_handshake_statuses: entries(errorEntrySchema).optional(),
  rest_api_statuses: entries(errorEntrySchema).optional(),
  channel_statuses: entries(channelEntrySchema).optional(),
});
export type ErrorSpec = z.infer<typeof errorSpecSchema>;
export type ErrorGroupKey = Exclude<keyof ErrorSpec, 'service' | 'title' | 'description' | 'clients' | 'methods' | 'cannot_fail' | 'general_errors'>;

export const errorSpecFile = (service: string) => `specs/errors/${service}.yaml`;
