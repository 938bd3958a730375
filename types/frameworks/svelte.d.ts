 
/**
 * Svelte's stores and lifecycle functions (`svelte/store`, `svelte`), as the guides' Svelte samples
 * use them in plain TypeScript modules. Components (```svelte blocks) are neither parsed nor
 * type-checked. SvelteKit's own modules are in sveltekit.d.ts. See README.md.
 */
declare module 'svelte/store' {
  export type Subscriber<T> = (value: T) => void;
  export type Unsubscriber = () => void;
  export interface Readable<T> {
    subscribe(run: Subscriber<T>): Unsubscriber;
  }
  export interface Writable<T> extends Readable<T> {
    set(value: T): void;
    update(updater: (value: T) => T): void;
  }
  export function writable<T>(value: T): Writable<T>;
  export function readable<T>(value: T, start?: (set: (value: T) => void) => void | (() => void)): Readable<T>;
  export function derived<S, T>(store: Readable<S>, fn: (value: S) => T): Readable<T>;
  export function get<T>(store: Readable<T>): T;
}

declare module 'svelte' {
  export function onMount(fn: () => any): void;
  export function onDestroy(fn: () => any): void;
  export function mount(component: any, options: { target: Element | null; props?: Record<string, any> }): any;
}

/** A component imported from TypeScript (`import App from './App.svelte'`). */
declare module '*.svelte' {
  const component: any;
  export default component;
}
