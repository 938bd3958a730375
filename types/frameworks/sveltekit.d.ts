 
/**
 * SvelteKit's modules as the guides' SvelteKit samples use them. A route's generated `./$types`
 * module is checked as `$types` (tools/typecheck/typecheck.ts rewrites the specifier). See README.md.
 */
declare module '$env/static/public' {
  export const PUBLIC_PLINTH_URL: string;
  export const PUBLIC_PLINTH_ANON_KEY: string;
}
declare module '$env/dynamic/private' {
  export const env: Record<string, string | undefined>;
}
declare module '$lib/*';
declare module '@sveltejs/kit' {
  export type Cookies = {
    get(name: string): string | undefined;
    getAll(): { name: string; value: string }[];
    set(name: string, value: string, options: Record<string, any> & { path: string }): void;
    delete(name: string, options: Record<string, any> & { path: string }): void;
  };
  export interface RequestEvent {
    url: URL;
    request: Request;
    cookies: Cookies;
    locals: App.Locals;
    params: Record<string, string>;
    fetch: typeof fetch;
  }
  export type Handle = (input: { event: RequestEvent; resolve: (event: RequestEvent, opts?: { filterSerializedResponseHeaders?: (name: string) => boolean }) => Promise<Response> }) => Promise<Response>;
  export type RequestHandler = (event: RequestEvent) => Response | Promise<Response>;
  export function redirect(status: number, location: string): never;
  export function error(status: number, body?: string | { message: string }): never;
  export function fail<T>(status: number, data?: T): any;
}
declare module '$types' {
  import type { RequestEvent } from '@sveltejs/kit';
  export type PageLoad = (event: any) => any;
  export type PageServerLoad = (event: RequestEvent & { parent: () => Promise<any> }) => any;
  export type LayoutLoad = (event: any) => any;
  export type LayoutServerLoad = (event: RequestEvent) => any;
  export type Actions = Record<string, (event: RequestEvent) => any>;
  export type RequestHandler = (event: RequestEvent) => Response | Promise<Response>;
  export type PageData = any;
  export type LayoutData = any;
}
declare namespace App {
  interface Locals {
    plinth: import('@plinth/plinth-js').PlinthClient;
    [key: string]: any;
  }
}
