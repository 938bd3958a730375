 
/**
 * Apollo Client 3 (`@apollo/client` and its `link/context` and `utilities` entry points), as the
 * GraphQL guide "With Apollo" uses it in a React app. Only what that sample calls is declared, with
 * `any` wherever Apollo's own types are not what the sample is about. See README.md.
 */
declare module '@apollo/client' {
  import type { ReactNode } from 'react';

  /** A parsed GraphQL document, as `gql` returns it. */
  export interface DocumentNode {
    readonly kind: 'Document';
    readonly [key: string]: any;
  }

  /** Parses a GraphQL document written in a template literal. */
  export function gql(literals: TemplateStringsArray, ...placeholders: any[]): DocumentNode;

  export type StoreObject = Record<string, any>;

  /** Apollo's default cache id: `__typename` plus `id` or `_id`. */
  export function defaultDataIdFromObject(object: StoreObject): string | undefined;

  export class ApolloLink {
    concat(next: ApolloLink): ApolloLink;
    static from(links: ApolloLink[]): ApolloLink;
  }

  export class HttpLink extends ApolloLink {
    constructor(options?: { uri?: string; headers?: Record<string, string>; fetch?: typeof fetch; [option: string]: any });
  }

  export class InMemoryCache {
    constructor(options?: {
      dataIdFromObject?: (object: StoreObject) => string | undefined;
      typePolicies?: Record<string, any>;
      possibleTypes?: Record<string, string[]>;
      [option: string]: any;
    });
  }

  export class ApolloClient<TCacheShape = any> {
    constructor(options: { link?: ApolloLink; cache: InMemoryCache; uri?: string; [option: string]: any });
    readonly cache: TCacheShape;
    query<TData = any, TVariables = Record<string, any>>(options: {
      query: DocumentNode;
      variables?: TVariables;
      [option: string]: any;
    }): Promise<{ data: TData; [key: string]: any }>;
    mutate<TData = any, TVariables = Record<string, any>>(options: {
      mutation: DocumentNode;
      variables?: TVariables;
      [option: string]: any;
    }): Promise<{ data?: TData | null; [key: string]: any }>;
    /** Empties the cache without refetching active queries. */
    clearStore(): Promise<any[]>;
    /** Empties the cache and refetches active queries. */
    resetStore(): Promise<any>;
  }

  export function ApolloProvider(props: { client: ApolloClient<any>; children?: ReactNode }): any;

  export interface QueryResult<TData, TVariables> {
    data: TData | undefined;
    loading: boolean;
    error?: Error;
    fetchMore(options: { variables?: Partial<TVariables>; [option: string]: any }): Promise<any>;
    refetch(variables?: Partial<TVariables>): Promise<any>;
    [key: string]: any;
  }

  export function useQuery<TData = any, TVariables = Record<string, any>>(
    query: DocumentNode,
    options?: { variables?: TVariables; skip?: boolean; [option: string]: any },
  ): QueryResult<TData, TVariables>;

  export function useMutation<TData = any, TVariables = Record<string, any>>(
    mutation: DocumentNode,
    options?: Record<string, any>,
  ): [
    (options?: { variables?: TVariables; [option: string]: any }) => Promise<{ data?: TData | null; [key: string]: any }>,
    { loading: boolean; error?: Error; data?: TData | null; [key: string]: any },
  ];
}

declare module '@apollo/client/link/context' {
  import type { ApolloLink } from '@apollo/client';

  /** A link that computes the context (such as headers) of each request, possibly asynchronously. */
  export function setContext(
    setter: (operation: any, previousContext: { headers?: Record<string, string>; [key: string]: any }) => any,
  ): ApolloLink;
}

declare module '@apollo/client/utilities' {
  /** A field policy that merges cursor-paginated pages of a Relay-style connection. */
  export function relayStylePagination(keyArgs?: any): any;
}
