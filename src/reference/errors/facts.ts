import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { sdkEntries } from '../../references.config';
import { isOverviewEntry } from '../migration';

/**
 * The facts the error catalogue is checked against and filled from: the error facts
 * (../shared/reference/errors.json, described by errors.README.md beside it) and the client
 * libraries' functions (../shared/reference/client-libs/<library>-<version>.json). Only the parts the
 * catalogue uses are typed; a change of their shape fails here, with the path of what changed.
 */

export const FACTS_ROOT = (root = process.cwd()) => path.resolve(root, '..', 'shared', 'reference');

/** The error facts, from the project root (the content cache's key covers it). */
export const ERROR_FACTS_FILE = '../shared/reference/errors.json';

const httpStatus = z.union([z.number().int(), z.array(z.number().int()).min(1), z.null()]);

const factCode = z.looseObject({
  code: z.string().min(1),
  /** Realtime codes that surface only in logs or join replies have none. */
  http_status: httpStatus.optional(),
  when: z.string().min(1),
  endpoints: z.array(z.string()).optional(),
  methods: z.array(z.string()).optional(),
  retryable: z.boolean().optional(),
  uncertain: z.boolean().optional(),
  notes: z.string().optional(),
  docs_status: z.number().int().optional(),
  legacy_error: z.string().optional(),
  group: z.string().optional(),
  surfaces: z.array(z.string()).optional(),
  headers: z.record(z.string(), z.string()).optional(),
});
export type FactCode = z.infer<typeof factCode>;

const clientClass = z.looseObject({
  name: z.string().min(1),
  fields: z.array(z.string()),
  when: z.string(),
  status: z.number().int().optional(),
  code: z.string().optional(),
  notes: z.string().optional(),
  uncertain: z.boolean().optional(),
});
export type FactClientClass = z.infer<typeof clientClass>;
const clientErrors = z.record(z.string(), z.array(clientClass));

const statusEntry = z.looseObject({ http_status: z.number().int(), when: z.string(), retryable: z.boolean().optional() });

const service = z.looseObject({
  sources: z.string().optional(),
  response_format: z.record(z.string(), z.unknown()).optional(),
  codes: z.array(factCode).optional(),
  client_errors: clientErrors.optional(),
  // auth
  oauth_server_errors: z
    .looseObject({
      endpoint: z.string(),
      http_status: z.number().int(),
      body_fields: z.array(z.string()),
      codes: z.array(z.looseObject({ code: z.string(), when: z.string() })),
    })
    .optional(),
  hook_errors: z.looseObject({ hook_reply_shape: z.unknown(), effect: z.string(), hook_http_status_handling: z.array(z.unknown()) }).optional(),
  client_side_codes: z.array(z.looseObject({ code: z.string(), clients: z.array(z.string()), when: z.string(), uncertain: z.boolean().optional() })).optional(),
  csharp_failure_reasons: z.array(z.looseObject({ reason: z.string(), detected_from: z.string(), uncertain: z.boolean().optional() })).optional(),
  // storage
  postgres_mapping: z.array(z.unknown()).optional(),
  legacy_errors: z.array(z.looseObject({ error: z.string(), status: z.number().int(), when: z.string() })).optional(),
  // realtime
  base_url: z.string().optional(),
  surfaces_legend: z.record(z.string(), z.string()).optional(),
  websocket_handshake_statuses: z.array(z.looseObject({ http_status: z.number().int(), reasons: z.array(z.string()) })).optional(),
  rest_api: z.looseObject({ endpoints: z.array(z.string()), statuses: z.array(statusEntry) }).optional(),
  channel_statuses: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  // postgrest
  retired_codes: z.array(z.string()).optional(),
  sqlstate_status_mapping: z.array(z.unknown()).optional(),
  common_sqlstates: z.array(factCode.extend({ name: z.string() })).optional(),
  // functions
  statuses: z.array(statusEntry).optional(),
  // management_api
  declared_error_statuses: z
    .looseObject({
      operations_read: z.number().int(),
      operations_declaring: z.record(z.string(), z.number().int()),
    })
    .optional(),
  rate_limit: z.looseObject({ http_status: z.number().int(), uncertain: z.boolean().optional() }).optional(),
  other_statuses: z.string().optional(),
});
export type FactService = z.infer<typeof service>;

export const errorFactsSchema = z.looseObject({ services: z.record(z.string(), service) });
export type ErrorFacts = z.infer<typeof errorFactsSchema>;

/** The error facts, validated: a shape the catalogue does not know fails with the path inside the file. */
export function parseErrorFacts(data: unknown, file: string): ErrorFacts {
  const result = errorFactsSchema.safeParse(data);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  at ${i.path.join('.')}: ${i.message}`);
    throw new Error(`${file}: the error facts are not in the shape the catalogue reads:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function readErrorFacts(file = path.join(FACTS_ROOT(), 'errors.json')): ErrorFacts {
  return parseErrorFacts(JSON.parse(readFileSync(file, 'utf8')) as unknown, file);
}

/** One library version's functions, as its facts list them: `section/id`, overview entries (`using-…`, "Overview") left out. */
export interface LibraryFunctions {
  library: string;
  version: string;
  /** `section/id` → true, for every function that is not an overview entry. */
  functions: Set<string>;
}

interface ClientLibFacts {
  sections: { id: string; functions: { id: string; title: string }[] }[];
}

/** The function lists of every library version of the registry (companions such as @plinth/ssr have no error facts). */
export function readLibraryFunctions(dir = path.join(FACTS_ROOT(), 'client-libs')): LibraryFunctions[] {
  return sdkEntries.flatMap((entry) =>
    entry.versions.map((version) => {
      const facts = JSON.parse(readFileSync(path.join(dir, `${entry.key}-${version}.json`), 'utf8')) as ClientLibFacts;
      const functions = new Set(facts.sections.flatMap((s) => s.functions.filter((f) => !isOverviewEntry(f)).map((f) => `${s.id}/${f.id}`)));
      return { library: entry.key, version, functions };
    }),
  );
}
