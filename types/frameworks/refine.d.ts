 
/**
 * Refine 5 (`@refinedev/core`) as the guides' Refine samples use it: the `<Refine>` component, the
 * data provider and auth provider contracts the samples implement with the Plinth client, and the
 * hooks that call them. Loose where Refine's exact generics are not what the samples are about.
 * See README.md.
 */
declare module '@refinedev/core' {
  import type { ComponentType, ReactNode } from 'react';

  export type BaseKey = string | number;
  export type BaseRecord = { id?: BaseKey; [key: string]: any };
  /** What a data provider throws; Refine shows `message` and reads `statusCode`. */
  export interface HttpError extends Record<string, any> {
    message: string;
    statusCode: number;
    errors?: Record<string, any>;
  }
  export type CrudSort = { field: string; order: 'asc' | 'desc' };
  export type CrudFilter = { field: string; operator: string; value: any } | { operator: 'or' | 'and'; value: CrudFilter[] };
  export type Pagination = { currentPage?: number; pageSize?: number; mode?: 'client' | 'server' | 'off' };
  export type MetaQuery = Record<string, any>;

  export interface DataProvider {
    getList: <TData extends BaseRecord = BaseRecord>(params: {
      resource: string;
      pagination?: Pagination;
      sorters?: CrudSort[];
      filters?: CrudFilter[];
      meta?: MetaQuery;
    }) => Promise<{ data: TData[]; total: number }>;
    getOne: <TData extends BaseRecord = BaseRecord>(params: { resource: string; id: BaseKey; meta?: MetaQuery }) => Promise<{ data: TData }>;
    create: <TData extends BaseRecord = BaseRecord, TVariables = {}>(params: { resource: string; variables: TVariables; meta?: MetaQuery }) => Promise<{ data: TData }>;
    update: <TData extends BaseRecord = BaseRecord, TVariables = {}>(params: {
      resource: string;
      id: BaseKey;
      variables: TVariables;
      meta?: MetaQuery;
    }) => Promise<{ data: TData }>;
    deleteOne: <TData extends BaseRecord = BaseRecord, TVariables = {}>(params: {
      resource: string;
      id: BaseKey;
      variables?: TVariables;
      meta?: MetaQuery;
    }) => Promise<{ data: TData }>;
    getApiUrl: () => string;
    [method: string]: any;
  }

  export type AuthActionResponse = {
    success: boolean;
    redirectTo?: string;
    error?: Error;
    successNotification?: { message: string; description?: string };
    [key: string]: unknown;
  };
  export type CheckResponse = { authenticated: boolean; redirectTo?: string; logout?: boolean; error?: Error };
  export type OnErrorResponse = { redirectTo?: string; logout?: boolean; error?: Error };
  export interface AuthProvider {
    login: (params: any) => Promise<AuthActionResponse>;
    logout: (params: any) => Promise<AuthActionResponse>;
    check: (params?: any) => Promise<CheckResponse>;
    onError: (error: any) => Promise<OnErrorResponse>;
    getIdentity?: (params?: any) => Promise<unknown>;
    getPermissions?: (params?: any) => Promise<unknown>;
    register?: (params: any) => Promise<AuthActionResponse>;
    forgotPassword?: (params: any) => Promise<AuthActionResponse>;
    updatePassword?: (params: any) => Promise<AuthActionResponse>;
  }

  export const Refine: ComponentType<{
    dataProvider: DataProvider | Record<string, DataProvider>;
    authProvider?: AuthProvider;
    routerProvider?: any;
    resources?: { name: string; [key: string]: any }[];
    options?: Record<string, any>;
    children?: ReactNode;
  }>;

  /** Renders its children once `authProvider.check` says the visitor is signed in, otherwise `fallback`. */
  export const Authenticated: ComponentType<{ key: string; fallback?: ReactNode; loading?: ReactNode; redirectOnFail?: string | boolean; children?: ReactNode }>;

  type QueryState<TData> = {
    data: TData | undefined;
    isLoading: boolean;
    isFetching: boolean;
    isError: boolean;
    error: HttpError | null;
    refetch: () => Promise<any>;
    [key: string]: any;
  };
  type MutationState<TData, TVariables> = {
    mutate: (variables: TVariables, options?: { onSuccess?: (data: TData) => void; onError?: (error: HttpError) => void }) => void;
    mutateAsync: (variables: TVariables) => Promise<TData>;
    isPending: boolean;
    data: TData | undefined;
    [key: string]: any;
  };

  export function useList<TData extends BaseRecord = BaseRecord>(props?: {
    resource?: string;
    pagination?: Pagination;
    sorters?: CrudSort[];
    filters?: CrudFilter[];
    meta?: MetaQuery;
    queryOptions?: Record<string, any>;
  }): { result: { data: TData[]; total: number | undefined }; query: QueryState<{ data: TData[]; total: number }> };

  export function useOne<TData extends BaseRecord = BaseRecord>(props: {
    resource?: string;
    id?: BaseKey;
    meta?: MetaQuery;
    queryOptions?: Record<string, any>;
  }): { result: TData | undefined; query: QueryState<{ data: TData }> };

  export function useUpdate<TData extends BaseRecord = BaseRecord, TVariables = {}>(props?: {
    resource?: string;
    id?: BaseKey;
    successNotification?: any;
    errorNotification?: any;
  }): {
    mutate: (params: { resource?: string; id?: BaseKey; values: TVariables; meta?: MetaQuery }, options?: { onSuccess?: (data: { data: TData }) => void; onError?: (error: HttpError) => void }) => void;
    mutateAsync: (params: { resource?: string; id?: BaseKey; values: TVariables; meta?: MetaQuery }) => Promise<{ data: TData }>;
    mutation: { isPending: boolean; error: HttpError | null; [key: string]: any };
  };

  export function useLogin<TVariables = {}>(): MutationState<AuthActionResponse, TVariables>;
  export function useLogout<TVariables = {}>(): MutationState<AuthActionResponse, TVariables | void>;
  export function useGetIdentity<TData = unknown>(): QueryState<TData>;
}
