import { anchorUrl } from '../../lib/site-urls';
import { ERROR_SERVICES, type CatalogueEntry, type ErrorService } from './model';

/**
 * Where the catalogue is read: one guide page per service, and on it one anchor per entry. The one
 * home of these addresses: the service pages (content/guides/…, through the ErrorCodes component),
 * the errors sections of the client libraries' items, the Management API's responses, the search
 * records and the MCP server all ask `errorUrl`. Browser-safe and pure.
 */

/** Each service's errors page: its guide route (the page is `content/guides/<route after /guides/>.mdx`). */
export const ERROR_PAGES: Readonly<Record<ErrorService, string>> = {
  auth: '/guides/auth/debugging/error-codes',
  storage: '/guides/storage/debugging/error-codes',
  realtime: '/guides/realtime/error_codes',
  postgrest: '/guides/api/rest/error-codes',
  functions: '/guides/functions/status-codes',
  management_api: '/guides/platform/management-api-errors',
};

/** Each service's name, as headings and search results give it. */
export const ERROR_SERVICE_NAMES: Readonly<Record<ErrorService, string>> = {
  auth: 'Auth',
  storage: 'Storage',
  realtime: 'Realtime',
  postgrest: 'Data API',
  functions: 'Edge Functions',
  management_api: 'Management API',
};

/** The MDX file of a service's errors page, from the project root. */
export const errorPageFile = (service: ErrorService): string => `content${ERROR_PAGES[service]}.mdx`;

/** The service whose errors page is `route`, or undefined for any other page. */
export const errorPageService = (route: string): ErrorService | undefined => ERROR_SERVICES.find((s) => ERROR_PAGES[s] === route);

/**
 * The address of a service's errors page, or with an entry (or its anchor) the address of that
 * entry on it: `errorUrl('auth')` is `/guides/auth/debugging/error-codes`, `errorUrl('auth',
 * 'invalid_credentials')` and `errorUrl(entry)` add `#invalid_credentials`.
 */
export function errorUrl(service: ErrorService, anchor?: string): string;
export function errorUrl(entry: Pick<CatalogueEntry, 'service' | 'anchor'>): string;
export function errorUrl(target: ErrorService | Pick<CatalogueEntry, 'service' | 'anchor'>, anchor?: string): string {
  const [service, id] = typeof target === 'string' ? [target, anchor] : [target.service, target.anchor];
  const page = ERROR_PAGES[service];
  return id === undefined ? page : anchorUrl(page, id);
}
