 
/**
 * RedwoodJS as the guides' Redwood samples use it. Redwood makes `gql` available without an import
 * in SDL files (api side) and Cells (web side), resolves `src/…` imports on each side, and turns a
 * `…Cell` file's `QUERY`, `Loading`, `Empty`, `Failure` and `Success` exports into the component
 * its folder's import returns. See README.md.
 */
declare function gql(strings: TemplateStringsArray, ...values: unknown[]): any;

declare module '@redwoodjs/web' {
  import type { ComponentType } from 'react';
  /** Props of a Cell's `Success` component: the query's data fields, spread. */
  export type CellSuccessProps<TData = Record<string, any>> = TData & { updating?: boolean; queryResult?: any };
  /** Props of a Cell's `Failure` component. */
  export type CellFailureProps = { error?: Error; errorCode?: string; updating?: boolean; queryResult?: any };
  /** Sets the page's `<title>` and meta tags. */
  export const Metadata: ComponentType<{ title?: string; description?: string; [prop: string]: any }>;
}

declare module '@redwoodjs/router' {
  import type { ComponentType } from 'react';
  export const Router: ComponentType<any>;
  export const Route: ComponentType<{ path: string; page: ComponentType<any>; name: string; [prop: string]: any }>;
  export const Link: ComponentType<{ to: string; [prop: string]: any }>;
  export function navigate(to: string, options?: { replace?: boolean }): void;
  export const routes: Record<string, (params?: Record<string, string | number>) => string>;
}

/** Web-side components and Cells, imported by folder (`src/components/VolcanoesCell`). */
declare module 'src/components/*' {
  const Component: import('react').ComponentType<any>;
  export default Component;
}
