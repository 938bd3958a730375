 
/**
 * Relay (`relay-runtime` and `react-relay`), as the GraphQL guide "With Relay" uses it in a React
 * app, and the artifacts the Relay compiler generates for that guide's documents (see the end of this
 * file). See README.md.
 */
declare module 'relay-runtime' {
  export type Variables = Record<string, any>;

  /** The operation Relay asks the network layer to run. */
  export interface RequestParameters {
    readonly name: string;
    readonly text: string | null | undefined;
    readonly operationKind: 'query' | 'mutation' | 'subscription';
    readonly [key: string]: any;
  }

  export interface GraphQLResponse {
    data?: any;
    errors?: any[];
    [key: string]: any;
  }

  export type FetchFunction = (
    request: RequestParameters,
    variables: Variables,
    cacheConfig: any,
    uploadables?: any,
  ) => Promise<GraphQLResponse> | any;

  export class Network {
    static create(fetchFn: FetchFunction, subscribe?: any): Network;
  }

  export class RecordSource {
    constructor(records?: any);
  }

  export class Store {
    constructor(source: RecordSource, options?: any);
  }

  export interface MissingFieldHandler {
    kind: 'scalar' | 'linked' | 'pluralLinked';
    handle(field: any, record: any, argValues: Record<string, any>, store: any): any;
  }

  export class Environment {
    constructor(config: {
      network: Network;
      store: Store;
      /** The cache key of a record; Relay's default reads the `id` field. */
      getDataID?: (fieldValue: any, typeName: string) => any;
      missingFieldHandlers?: MissingFieldHandler[];
      [option: string]: any;
    });
  }

  /** The shape of a generated operation type: its variables and its response. */
  export interface OperationType {
    readonly variables: Variables;
    readonly response: unknown;
    readonly rawResponse?: unknown;
  }

  export const ConnectionHandler: {
    getConnectionID(recordID: string, key: string, filters?: Record<string, any> | null): string;
    [member: string]: any;
  };
}

declare module 'react-relay' {
  import type { ReactNode } from 'react';
  import type { Environment, OperationType } from 'relay-runtime';

  export { ConnectionHandler } from 'relay-runtime';

  /** A document written with the `graphql` tag, replaced by the compiler's artifact at build time. */
  export type GraphQLTaggedNode = any;

  export function graphql(strings: TemplateStringsArray): GraphQLTaggedNode;

  export function RelayEnvironmentProvider(props: { environment: Environment; children?: ReactNode }): any;

  export function useLazyLoadQuery<TQuery extends OperationType>(
    query: GraphQLTaggedNode,
    variables: TQuery['variables'],
    options?: { fetchPolicy?: string; [option: string]: any },
  ): TQuery['response'];

  export function useFragment(fragment: GraphQLTaggedNode, key: any): any;

  export function usePaginationFragment<TQuery extends OperationType = any>(
    fragment: GraphQLTaggedNode,
    key: any,
  ): {
    data: any;
    loadNext(count: number, options?: { onComplete?: (error: Error | null) => void }): any;
    hasNext: boolean;
    isLoadingNext: boolean;
    refetch(variables: Partial<TQuery['variables']>, options?: any): any;
    [key: string]: any;
  };

  export function useMutation<TMutation extends OperationType = any>(
    mutation: GraphQLTaggedNode,
  ): [
    (config: {
      variables: TMutation['variables'];
      onCompleted?: (response: TMutation['response'], errors: any) => void;
      onError?: (error: Error) => void;
      [option: string]: any;
    }) => any,
    boolean,
  ];
}

/*
 * Artifacts the Relay compiler writes next to a component (`__generated__/<Name>.graphql.ts`) for the
 * documents of the "With Relay" guide. They exist only after `relay-compiler` has run, so the guide's
 * samples see them through these loose declarations: the operation types have the real shape
 * (`variables` and `response`), with `any` for the data the compiler would describe exactly.
 */
declare module '*/__generated__/AppQuery.graphql' {
  import type { OperationType } from 'relay-runtime';
  export interface AppQuery extends OperationType {
    readonly variables: Record<string, never>;
    readonly response: any;
  }
  const node: any;
  export default node;
}

declare module '*/__generated__/EventListPaginationQuery.graphql' {
  import type { OperationType } from 'relay-runtime';
  export interface EventListPaginationQuery extends OperationType {
    readonly variables: { count?: number | null; cursor?: string | null };
    readonly response: any;
  }
  const node: any;
  export default node;
}

declare module '*/__generated__/EventList_query.graphql' {
  /** The fragment reference a parent passes to the component that reads `EventList_query`. */
  export type EventList_query$key = any;
  const node: any;
  export default node;
}

declare module '*/__generated__/NewEventButtonMutation.graphql' {
  import type { OperationType } from 'relay-runtime';
  export interface NewEventButtonMutation extends OperationType {
    readonly variables: {
      objects: ReadonlyArray<{ title: string; city: string; startsAt: string }>;
      connections: ReadonlyArray<string>;
    };
    readonly response: any;
  }
  const node: any;
  export default node;
}
