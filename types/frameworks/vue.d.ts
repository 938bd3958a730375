 
/**
 * Vue 3's reactivity and lifecycle functions (`vue`), as the guides' Vue samples use them in plain
 * TypeScript modules (stores, composables). Single-file components (```vue blocks) are parsed, not
 * type-checked. See README.md.
 */
declare module 'vue' {
  export interface Ref<T = any> {
    value: T;
  }
  export function ref<T>(value: T): Ref<T>;
  export function ref<T = any>(): Ref<T | undefined>;
  export function shallowRef<T>(value: T): Ref<T>;
  export function computed<T>(getter: () => T): Readonly<Ref<T>>;
  export function reactive<T extends object>(target: T): T;
  export function readonly<T extends object>(target: T): Readonly<T>;
  export function watch(
    source: any,
    callback: (value: any, oldValue: any, onCleanup: (cleanup: () => void) => void) => void,
    options?: { immediate?: boolean; deep?: boolean },
  ): () => void;
  export function onMounted(hook: () => void): void;
  export function onUnmounted(hook: () => void): void;
  export function createApp(rootComponent: any, rootProps?: Record<string, unknown>): { mount(selector: string | Element): any; use(plugin: any, ...options: any[]): any; [key: string]: any };
}

/** A single-file component imported from TypeScript (`import App from './App.vue'`). */
declare module '*.vue' {
  const component: any;
  export default component;
}
