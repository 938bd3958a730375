 
/**
 * SolidJS (`solid-js`, `solid-js/web`) as the guides' Solid samples use it: signals, resources,
 * lifecycle helpers and the `Show`/`For` control-flow components. The samples' JSX is checked with
 * the repository's JSX settings, so they stick to attributes Solid and React share (no `class`,
 * `for` or style objects). See README.md.
 */
declare module 'solid-js' {
  export type Accessor<T> = () => T;
  export type Setter<T> = (value: T | ((previous: T) => T)) => T;
  export function createSignal<T>(): [Accessor<T | undefined>, Setter<T | undefined>];
  export function createSignal<T>(value: T, options?: { equals?: false | ((a: T, b: T) => boolean) }): [Accessor<T>, Setter<T>];
  export type Resource<T> = Accessor<T | undefined> & { loading: boolean; error: any; state: 'unresolved' | 'pending' | 'ready' | 'refreshing' | 'errored'; latest: T | undefined };
  export type ResourceActions<T> = { mutate: Setter<T | undefined>; refetch: () => void };
  export function createResource<T>(fetcher: () => T | Promise<T>): [Resource<T>, ResourceActions<T>];
  export function createResource<T, S>(
    source: Accessor<S | false | null | undefined>,
    fetcher: (source: S) => T | Promise<T>,
  ): [Resource<T>, ResourceActions<T>];
  export function createEffect(fn: () => void): void;
  export function createMemo<T>(fn: () => T): Accessor<T>;
  export function onMount(fn: () => void): void;
  export function onCleanup(fn: () => void): void;
  /** Children are elements, or a function of an accessor to the (truthy) `when` value. */
  export function Show<T>(props: {
    when: T | undefined | null | false;
    keyed?: boolean;
    fallback?: any;
    children: ((item: Accessor<NonNullable<T>>) => any) | string | number | boolean | object | null | undefined;
  }): any;
  export function For<T>(props: { each: readonly T[] | undefined | null | false; fallback?: any; children: (item: T, index: Accessor<number>) => any }): any;
  export type Component<P = Record<string, never>> = (props: P) => any;
  export type ParentComponent<P = Record<string, never>> = (props: P & { children?: any }) => any;
}

declare module 'solid-js/web' {
  /** Mounts the app's root component into `element`; returns a function that unmounts it. */
  export function render(code: () => any, element: HTMLElement | null): () => void;
}
