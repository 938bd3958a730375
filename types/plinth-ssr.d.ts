/**
 * `@plinth/ssr`: a Plinth JavaScript client (v2) whose session lives in cookies, so the server of a
 * server-rendered app (Next.js, SvelteKit, Nuxt, Remix, Astro…) can read it. Neither function is in
 * `@plinth/plinth-js` itself: samples import them from here.
 *
 * It declares the two functions of the package's facts (shared/reference/client-libs/
 * javascript-ssr-v0.json) with their generic parameters, parameters and options;
 * tests/typecheck/declarations.test.ts proves them against the facts signature by signature. Both
 * return a `PlinthClient` of `@plinth/plinth-js`, so every v2 function applies to it.
 */

declare module '@plinth/ssr' {
  import type { PlinthClient, PlinthClientOptions } from '@plinth/plinth-js';

  /** The attributes of a cookie the client writes (those of the `cookie` package's serializer). */
  export interface CookieOptions {
    domain?: string;
    path?: string;
    expires?: Date;
    maxAge?: number;
    httpOnly?: boolean;
    secure?: boolean;
    sameSite?: 'lax' | 'strict' | 'none' | boolean;
    priority?: 'low' | 'medium' | 'high';
    partitioned?: boolean;
  }

  /** The session cookies' name (its prefix) and attributes. */
  export type CookieOptionsWithName = { name?: string } & CookieOptions;

  /** Every cookie of the request (or of `document.cookie`), as name and value. */
  export type GetAllCookies = () => Promise<{ name: string; value: string }[] | null> | { name: string; value: string }[] | null;

  /**
   * Writes the session's cookies, and the headers a response carrying them must have (so caches
   * never store one user's session for another). Where cookies cannot be written (a server
   * component), it may do nothing.
   */
  export type SetAllCookies = (cookies: { name: string; value: string; options: CookieOptions }[], headers: Record<string, string>) => Promise<void> | void;

  /** How the browser client reads and writes cookies; `document.cookie` when omitted. */
  export interface CookieMethodsBrowser {
    getAll?: GetAllCookies;
    setAll?: SetAllCookies;
    /** Keep the user object in the cookie too (`user-and-tokens`, the default), or only the tokens. */
    encode?: 'user-and-tokens' | 'tokens-only';
  }

  /** How the server client reads the request's cookies and writes the response's. */
  export interface CookieMethodsServer {
    getAll: GetAllCookies;
    /** Without it a refreshed session cannot be written back. */
    setAll?: SetAllCookies;
    encode?: 'user-and-tokens' | 'tokens-only';
  }

  /**
   * A client for browser code of a server-rendered app: one shared client per page (set
   * `isSingleton: false` for a new one), its session in cookies the server can read.
   */
  export function createBrowserClient<Database = any, SchemaName = 'public'>(
    plinthUrl: string,
    plinthKey: string,
    options?: PlinthClientOptions<SchemaName> & {
      cookies?: CookieMethodsBrowser;
      cookieOptions?: CookieOptionsWithName;
      cookieEncoding?: 'raw' | 'base64url';
      isSingleton?: boolean;
    },
  ): PlinthClient<Database, SchemaName>;

  /**
   * A client for server code (server components, route handlers, middleware, load functions): it
   * reads the session from the request's cookies with `getAll` and writes refreshed tokens with
   * `setAll`. Make a new one for every request.
   */
  export function createServerClient<Database = any, SchemaName = 'public'>(
    plinthUrl: string,
    plinthKey: string,
    options: PlinthClientOptions<SchemaName> & {
      cookies: CookieMethodsServer;
      cookieOptions?: CookieOptionsWithName;
      cookieEncoding?: 'raw' | 'base64url';
    },
  ): PlinthClient<Database, SchemaName>;
}

/** The same package imported from Deno code (`npm:` specifier). */
declare module 'npm:@plinth/ssr' {
  export * from '@plinth/ssr';
}
