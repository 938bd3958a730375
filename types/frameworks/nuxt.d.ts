 
/** Nuxt 3's auto-imported helpers and its server (h3), as the guides' Nuxt samples use them. See README.md. */
declare function defineNuxtConfig(config: Record<string, any>): Record<string, any>;
declare function defineNuxtPlugin(plugin: (nuxtApp: any) => any): any;
declare function defineNuxtRouteMiddleware(middleware: (to: any, from: any) => any): any;
declare function useRuntimeConfig(event?: any): { public: Record<string, string>; [key: string]: any };
declare function useNuxtApp(): { $plinth: import('@plinth/plinth-js').PlinthClient; [key: string]: any };
declare function navigateTo(to: string, options?: { external?: boolean; replace?: boolean }): any;
declare function useRoute(): { query: Record<string, string | string[] | undefined>; params: Record<string, string>; path: string };
declare function useState<T>(key: string, init?: () => T): { value: T };
declare function defineEventHandler<T>(handler: (event: any) => T | Promise<T>): any;
declare function getQuery(event: any): Record<string, string | string[] | undefined>;
declare function sendRedirect(event: any, location: string, code?: number): Promise<void>;
declare function parseCookies(event: any): Record<string, string>;
declare function setCookie(event: any, name: string, value: string, options?: Record<string, any>): void;
declare function readBody<T = any>(event: any): Promise<T>;
declare function createError(input: { statusCode: number; statusMessage?: string; message?: string }): Error;

declare module 'h3' {
  export function defineEventHandler<T>(handler: (event: any) => T | Promise<T>): any;
  export function getQuery(event: any): Record<string, string | string[] | undefined>;
  export function sendRedirect(event: any, location: string, code?: number): Promise<void>;
  export function parseCookies(event: any): Record<string, string>;
  export function setCookie(event: any, name: string, value: string, options?: Record<string, any>): void;
  export function readBody<T = any>(event: any): Promise<T>;
  export function createError(input: { statusCode: number; statusMessage?: string; message?: string }): Error;
}
