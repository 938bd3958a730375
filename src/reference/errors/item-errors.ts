import type { RefErrorGroup, RefErrors } from '../model';
import { errorsOfFunction } from './lookup';
import { ERROR_SERVICES, SERVICE_SECTIONS, type CatalogueEntry, type ClientErrors, type ErrorCatalogue, type ErrorService } from './model';
import { ERROR_SERVICE_NAMES, errorUrl } from './pages';

/**
 * The errors section of a client library function's item: the catalogue's entries tied to it
 * (lookup.ts), grouped by the service that answers them, with how the library tells them apart and
 * a check in its language; for a function no entry is tied to, the catalogue's line on why it
 * cannot fail or what it can fail with. Pure: the SDK loader calls it for every item.
 */

/** A function of one library version, as its spec names it. */
export interface ItemFunction {
  library: string;
  version: string;
  section: string;
  id: string;
  /** An overview entry (`using-…`, "Overview"): it introduces its section, and is no function. */
  overview?: boolean;
  /** The library version readers get by default (the registry's first): only its pages show the checks, which are written for it. */
  current: boolean;
}

/** The service whose calls a section's functions make, or undefined (creating a client, the SSR helpers). */
export const serviceOfSection = (section: string): ErrorService | undefined => ERROR_SERVICES.find((s) => SERVICE_SECTIONS[s].includes(section));

/** What a function of a section no service answers (creating a client) says about its errors. */
export const CLIENT_NOTE =
  'Creating a client sends no request, so no service answers it with an error code; each call made with the client can fail as its own page describes.';

/** What an older version's errors section says about the checks, which are written for the current version. */
export const OLDER_VERSION_NOTE =
  'The codes come from the server, so they are the same in every version of the library; the current version’s reference shows how its error classes tell them apart.';

/** An entry's status as the section shows it: `400`, `409, 422 or 400`; undefined when the facts give none. */
export function statusText(statuses: readonly number[]): string | undefined {
  if (!statuses.length) return undefined;
  if (statuses.length === 1) return String(statuses[0]);
  return `${statuses.slice(0, -1).join(', ')} or ${statuses.at(-1)}`;
}

/** Kinds whose key is a code a library's field holds (not a status, a text or a channel status). */
const CODE_KINDS: ReadonlySet<CatalogueEntry['kind']> = new Set(['code', 'sqlstate', 'client-code']);

/**
 * A client's check written out for one of `entries`: the first whose key and status can stand for
 * the check's `{{code}}` and `{{status}}` (a code of a code-like kind; one status). Undefined when
 * the client has no check, or none of the entries fits it.
 */
export function checkFor(client: Pick<ClientErrors, 'check'>, entries: readonly CatalogueEntry[]): { code: string; key?: string } | undefined {
  const template = client.check;
  if (!template) return undefined;
  const wantsCode = template.includes('{{code}}');
  const wantsStatus = template.includes('{{status}}');
  if (!wantsCode && !wantsStatus) return { code: template };
  const fits = entries.filter((e) => (!wantsCode || (CODE_KINDS.has(e.kind) && /^[A-Za-z0-9_]+$/.test(e.key))) && (!wantsStatus || e.statuses.length === 1));
  // The error most particular to the call: the one fewest functions share (`invalid_credentials`
  // for a password sign-in rather than `validation_failed`), confirmed ones first.
  const entry = fits.reduce<CatalogueEntry | undefined>((best, e) => {
    if (!best) return e;
    const rank = (x: CatalogueEntry) => [Number(x.uncertain), x.functions.length];
    const [a, b] = [rank(e), rank(best)];
    return a[0]! < b[0]! || (a[0] === b[0] && a[1]! < b[1]!) ? e : best;
  }, undefined);
  if (!entry) return undefined;
  return { code: template.replaceAll('{{code}}', entry.key).replaceAll('{{status}}', String(entry.statuses[0])), key: entry.key };
}

/** Whether a library reports an entry that only some libraries have (a client-side code, a channel status). */
const reportsIn = (entry: CatalogueEntry, library: string) => !entry.clients || entry.clients.includes(library);

/** The errors section of one function's item, in the language `lang` of its reference's examples. */
export function itemErrors(catalogue: ErrorCatalogue, fn: ItemFunction, lang: string): RefErrors {
  const service = serviceOfSection(fn.section);
  const serviceOf = (s: ErrorService) => catalogue.services.find((c) => c.service === s);
  const page = (s: ErrorService) => ({ name: serviceOf(s)?.title ?? ERROR_SERVICE_NAMES[s], href: errorUrl(s) });
  if (fn.overview) {
    const where = service ? ` All ${ERROR_SERVICE_NAMES[service]} errors are on [${page(service).name}](${page(service).href}).` : '';
    return { note: `This entry introduces its section; the page of each function lists the errors it can return.${where}`, groups: [] };
  }
  const clientOf = (s: ErrorService) => serviceOf(s)?.clients.find((c) => c.library === fn.library);
  const explained = (s: ErrorService, entries: CatalogueEntry[]): Pick<RefErrorGroup, 'how' | 'check'> => {
    const client = fn.current ? clientOf(s) : undefined;
    if (!client) return {};
    const check = checkFor(client, entries);
    return { how: client.how, ...(check && { check: { lang, ...check } }) };
  };
  const entries = errorsOfFunction(catalogue, fn).entries.filter((e) => reportsIn(e, fn.library));
  const versionNote = fn.current ? {} : { versionNote: OLDER_VERSION_NOTE };
  if (entries.length) {
    const services = ERROR_SERVICES.filter((s) => entries.some((e) => e.service === s));
    return {
      groups: services.map((s) => {
        const own = entries.filter((e) => e.service === s);
        return {
          title: ERROR_SERVICE_NAMES[s],
          page: page(s),
          ...explained(s, own),
          errors: own.map((e) => ({
            key: e.key,
            href: errorUrl(e),
            ...(statusText(e.statuses) !== undefined && { status: statusText(e.statuses) }),
            retry: e.retryable,
            uncertain: e.uncertain,
            cause: e.cause,
          })),
        };
      }),
      ...versionNote,
    };
  }
  if (!service) return { note: CLIENT_NOTE, groups: [] };
  const line = serviceOf(service)?.withoutCodes[`${fn.section}/${fn.id}`];
  if (!line)
    throw new Error(
      `${fn.library} ${fn.version} ${fn.section}/${fn.id}: no error of the catalogue is tied to it, and specs/errors/${service}.yaml says nothing of it under cannot_fail or general_errors`,
    );
  if (!line.fails) return { note: line.line, groups: [] };
  return { note: line.line, groups: [{ title: ERROR_SERVICE_NAMES[service], page: page(service), ...explained(service, []), errors: [] }], ...versionNote };
}
