/**
 * The Plinth JavaScript client (`@plinth/plinth-js`), as every guide's code samples use it.
 *
 * This is the one declaration of the client API shared by all guides: the tests type-check the
 * samples against it (tests/typecheck), so a renamed call, a misspelt option or a wrong argument in a
 * sample fails the build of the docs. Declare a call here only if the product has it.
 *
 * Every async call resolves to `{ data, error }` and never throws for API errors: when `error` is
 * null, `data` holds the result; otherwise `data` is null (or, for auth calls, its fields are).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- table rows, user metadata and message payloads
   are JSON whose shape only the app knows: like the real client, they are `any` unless the caller
   passes a type (`from<Row>()`, `rpc<Result>()`, `invoke<T>()`). Everything else is strict. */
declare module '@plinth/plinth-js' {
  // ---------------------------------------------------------------------------------------------
  // Client
  // ---------------------------------------------------------------------------------------------

  export interface PlinthClientOptions {
    auth?: {
      /** Keep the session in storage between page loads. Default true in browsers. */
      persistSession?: boolean;
      /** Refresh the access token before it expires. Default true. */
      autoRefreshToken?: boolean;
      /** Read a session from the URL after a redirect sign-in. Default true in browsers. */
      detectSessionInUrl?: boolean;
    };
    global?: {
      /** Headers sent with every request, for example a user's `Authorization` in a function. */
      headers?: Record<string, string>;
    };
  }

  export interface PlinthClient {
    readonly auth: AuthClient;
    readonly storage: StorageClient;
    readonly functions: FunctionsClient;
    /** Query a table or view through the Data API. Rows are untyped unless you pass `Row`. */
    from<Row extends Record<string, any> = any>(table: string): QueryBuilder<Row>;
    /** Call a Postgres function through the Data API. */
    rpc<Result = any>(fn: string, args?: Record<string, unknown>): FilterBuilder<any, Result>;
    /** A Realtime channel; nothing is sent until you call `subscribe()`. */
    channel(name: string, options?: ChannelOptions): RealtimeChannel;
    /** Unsubscribe from a channel and close it. */
    removeChannel(channel: RealtimeChannel): Promise<ChannelSendResult>;
  }

  /** A client for browsers and other single-user environments. */
  export function createClient(plinthUrl: string, plinthKey: string, options?: PlinthClientOptions): PlinthClient;

  /** A client for browser code of server-rendered apps: it keeps the session in cookies. */
  export function createBrowserClient(plinthUrl: string, plinthKey: string, options?: PlinthClientOptions): PlinthClient;

  /**
   * A client for server code (server components, route handlers, middleware): it reads the session
   * from the request's cookies with `getAll` and writes refreshed tokens with `setAll`.
   */
  export function createServerClient(
    plinthUrl: string,
    plinthKey: string,
    options: PlinthClientOptions & { cookies: CookieMethods },
  ): PlinthClient;

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

  export interface CookieToSet {
    name: string;
    value: string;
    options: CookieOptions;
  }

  export interface CookieMethods {
    /** Every cookie of the incoming request. */
    getAll(): { name: string; value: string }[] | Promise<{ name: string; value: string }[]>;
    /** Cookies to write; may throw where cookies cannot be set (for example in a server component). */
    setAll?(cookiesToSet: CookieToSet[]): void | Promise<void>;
  }

  // ---------------------------------------------------------------------------------------------
  // Auth
  // ---------------------------------------------------------------------------------------------

  export interface AuthError extends Error {
    name: 'AuthError';
    /** HTTP status of the failed request, when there was one. */
    status?: number;
    /** A stable error code, such as `otp_expired` or `invalid_credentials`. */
    code?: string;
  }

  export interface User {
    id: string;
    aud: string;
    role?: string;
    email?: string;
    phone?: string;
    email_confirmed_at?: string;
    phone_confirmed_at?: string;
    last_sign_in_at?: string;
    created_at: string;
    updated_at?: string;
    is_anonymous?: boolean;
    /** Data the user may edit, such as `full_name` or `avatar_url`. */
    user_metadata: Record<string, any>;
    /** Data only the server may edit, such as the sign-in provider. */
    app_metadata: { provider?: string; providers?: string[]; [key: string]: any };
  }

  export interface Session {
    access_token: string;
    refresh_token: string;
    token_type: 'bearer';
    /** Seconds until the access token expires. */
    expires_in: number;
    /** Unix time (seconds) at which the access token expires. */
    expires_at?: number;
    provider_token?: string | null;
    provider_refresh_token?: string | null;
    user: User;
  }

  export type AuthChangeEvent =
    | 'INITIAL_SESSION'
    | 'SIGNED_IN'
    | 'SIGNED_OUT'
    | 'TOKEN_REFRESHED'
    | 'USER_UPDATED'
    | 'PASSWORD_RECOVERY';

  export type Provider =
    | 'apple'
    | 'azure'
    | 'bitbucket'
    | 'discord'
    | 'facebook'
    | 'figma'
    | 'github'
    | 'gitlab'
    | 'google'
    | 'kakao'
    | 'keycloak'
    | 'linkedin'
    | 'notion'
    | 'slack'
    | 'spotify'
    | 'twitch'
    | 'twitter'
    | 'workos'
    | 'zoom';

  /** Providers whose ID tokens `signInWithIdToken` accepts (native sign-in on mobile and one-tap). */
  export type IdTokenProvider = 'apple' | 'google' | 'azure' | 'facebook' | 'kakao';

  export type AuthResponse =
    | { data: { user: User | null; session: Session | null }; error: null }
    | { data: { user: null; session: null }; error: AuthError };

  export type AuthTokenResponse =
    | { data: { user: User; session: Session }; error: null }
    | { data: { user: null; session: null }; error: AuthError };

  export type UserResponse =
    | { data: { user: User }; error: null }
    | { data: { user: null }; error: AuthError };

  export type SessionResponse =
    | { data: { session: Session | null }; error: null }
    | { data: { session: null }; error: AuthError };

  export type OAuthResponse =
    | { data: { provider: Provider; url: string }; error: null }
    | { data: { provider: Provider; url: null }; error: AuthError };

  export type SignInWithOtpCredentials =
    | {
        email: string;
        options?: {
          /** Where the link in the email sends the user after Plinth Auth has verified it. */
          emailRedirectTo?: string;
          /** Create the user if the address is new. Default true. */
          shouldCreateUser?: boolean;
          /** Stored in `user_metadata` when the user is created. */
          data?: Record<string, unknown>;
          captchaToken?: string;
        };
      }
    | {
        phone: string;
        options?: {
          shouldCreateUser?: boolean;
          data?: Record<string, unknown>;
          channel?: 'sms' | 'whatsapp';
          captchaToken?: string;
        };
      };

  export type VerifyOtpParams =
    | { phone: string; token: string; type: 'sms' | 'phone_change' }
    | { email: string; token: string; type: 'email' | 'signup' | 'magiclink' | 'recovery' | 'invite' | 'email_change' }
    | { token_hash: string; type: 'email' | 'signup' | 'magiclink' | 'recovery' | 'invite' | 'email_change' };

  export type SignUpCredentials =
    | { email: string; password: string; options?: { emailRedirectTo?: string; data?: Record<string, unknown>; captchaToken?: string } }
    | { phone: string; password: string; options?: { data?: Record<string, unknown>; channel?: 'sms' | 'whatsapp'; captchaToken?: string } };

  export type SignInWithPasswordCredentials =
    | { email: string; password: string; options?: { captchaToken?: string } }
    | { phone: string; password: string; options?: { captchaToken?: string } };

  export interface SignInWithOAuthCredentials {
    provider: Provider;
    options?: {
      /** Where to send the user after sign-in. */
      redirectTo?: string;
      /** Space-separated scopes to request from the provider. */
      scopes?: string;
      /** Extra query parameters for the provider's authorization URL. */
      queryParams?: Record<string, string>;
      /** Return the URL instead of navigating the browser to it. */
      skipBrowserRedirect?: boolean;
    };
  }

  export interface SignInWithIdTokenCredentials {
    provider: IdTokenProvider;
    /** The ID token issued by the provider. */
    token: string;
    /** The raw nonce, when the token was requested with a hashed one. */
    nonce?: string;
    /** The provider's access token, when the ID token carries an `at_hash` claim. */
    access_token?: string;
  }

  export interface Subscription {
    id: string;
    unsubscribe(): void;
  }

  export interface AuthClient {
    /** Email a magic link (or text a one-time code to a phone). No password involved. */
    signInWithOtp(credentials: SignInWithOtpCredentials): Promise<
      | { data: { user: null; session: null; messageId?: string | null }; error: null }
      | { data: { user: null; session: null; messageId?: string | null }; error: AuthError }
    >;
    /** Check a one-time code or token hash and sign the user in. */
    verifyOtp(params: VerifyOtpParams): Promise<AuthResponse>;
    /** Create a user with a password. `session` is null until the address is confirmed, if confirmation is on. */
    signUp(credentials: SignUpCredentials): Promise<AuthResponse>;
    signInWithPassword(credentials: SignInWithPasswordCredentials): Promise<AuthTokenResponse>;
    /** Start a social login: in browsers this navigates to the provider. */
    signInWithOAuth(credentials: SignInWithOAuthCredentials): Promise<OAuthResponse>;
    /** Sign in with an ID token obtained natively from the provider. */
    signInWithIdToken(credentials: SignInWithIdTokenCredentials): Promise<AuthTokenResponse>;
    /** Trade the `code` of a magic-link or OAuth redirect for a session (PKCE flow). */
    exchangeCodeForSession(authCode: string): Promise<AuthTokenResponse>;
    /**
     * The current user, verified by Plinth Auth (a network request). Use this on servers for any
     * decision that needs a trusted identity.
     */
    getUser(jwt?: string): Promise<UserResponse>;
    /**
     * The session stored locally (browser storage or the request's cookies), refreshed if expired.
     * It is NOT verified: never trust it on a server.
     */
    getSession(): Promise<SessionResponse>;
    /** End the session (by default on every device) and clear it from storage. */
    signOut(options?: { scope?: 'global' | 'local' | 'others' }): Promise<{ error: AuthError | null }>;
    /** Called on every sign-in, sign-out and token refresh; call `unsubscribe()` to stop. */
    onAuthStateChange(
      callback: (event: AuthChangeEvent, session: Session | null) => void | Promise<void>,
    ): { data: { subscription: Subscription } };
  }

  // ---------------------------------------------------------------------------------------------
  // Data API (PostgREST-style query builder)
  // ---------------------------------------------------------------------------------------------

  export interface PostgrestError {
    /** Postgres's or the API's message. */
    message: string;
    details: string | null;
    hint: string | null;
    /** The SQLSTATE (such as `23505` for a unique violation) or an API error code. */
    code: string;
  }

  export type PostgrestResponse<T> =
    | { data: T; error: null; count: number | null; status: number; statusText: string }
    | { data: null; error: PostgrestError; count: null; status: number; statusText: string };

  type Column<Row> = Extract<keyof Row, string>;
  type FilterValue = string | number | boolean | null;

  export interface SelectOptions {
    /** Also count the matching rows, returned in `count`. */
    count?: 'exact' | 'planned' | 'estimated';
    /** Return only the count, no rows. */
    head?: boolean;
  }

  /** A request that runs when awaited, resolving to `{ data, error }`. */
  export type PostgrestBuilder<Result> = PromiseLike<PostgrestResponse<Result>>;

  /** A read or write that can still be narrowed with filters, ordered and limited. */
  export interface FilterBuilder<Row, Result> extends PostgrestBuilder<Result> {
    /** Rows whose `column` equals `value`. */
    eq<C extends Column<Row>>(column: C, value: FilterValue): FilterBuilder<Row, Result>;
    /** Rows whose `column` is one of `values`. */
    in<C extends Column<Row>>(column: C, values: readonly FilterValue[]): FilterBuilder<Row, Result>;
    /** Rows whose columns equal all the given values. */
    match(query: { [C in Column<Row>]?: FilterValue }): FilterBuilder<Row, Result>;
    order(column: Column<Row>, options?: { ascending?: boolean; nullsFirst?: boolean }): FilterBuilder<Row, Result>;
    limit(count: number): FilterBuilder<Row, Result>;
    /** Expect exactly one row and return it instead of an array; zero or several rows is an error. */
    single(): PostgrestBuilder<Result extends (infer R)[] ? R : Result>;
  }

  /** A write whose result has no rows unless you chain `select()`. */
  export interface MutationBuilder<Row> extends FilterBuilder<Row, null> {
    /** Return the written rows, with these columns. */
    select(columns?: string): FilterBuilder<Row, Row[]>;
  }

  export interface QueryBuilder<Row> {
    /** Read rows; `columns` is a comma-separated list such as `'id, title'`, default `'*'`. */
    select(columns?: string, options?: SelectOptions): FilterBuilder<Row, Row[]>;
    insert(values: Partial<Row> | Partial<Row>[], options?: { count?: 'exact' | 'planned' | 'estimated' }): MutationBuilder<Row>;
    /** Change the rows matched by the filters you chain (always add one). */
    update(values: Partial<Row>, options?: { count?: 'exact' | 'planned' | 'estimated' }): MutationBuilder<Row>;
    /** Insert, or update the row whose primary key (or `onConflict` columns) already exists. */
    upsert(
      values: Partial<Row> | Partial<Row>[],
      options?: { onConflict?: string; ignoreDuplicates?: boolean; count?: 'exact' | 'planned' | 'estimated' },
    ): MutationBuilder<Row>;
    /** Delete the rows matched by the filters you chain (always add one). */
    delete(options?: { count?: 'exact' | 'planned' | 'estimated' }): MutationBuilder<Row>;
  }

  // ---------------------------------------------------------------------------------------------
  // Storage
  // ---------------------------------------------------------------------------------------------

  export interface StorageError extends Error {
    name: 'StorageError';
    statusCode?: string;
  }

  export type StorageResponse<T> = { data: T; error: null } | { data: null; error: StorageError };

  export interface FileObject {
    id: string | null;
    name: string;
    bucket_id?: string;
    owner?: string;
    created_at: string | null;
    updated_at: string | null;
    last_accessed_at: string | null;
    metadata: Record<string, any> | null;
  }

  export type FileBody = ArrayBuffer | ArrayBufferView | Blob | File | FormData | ReadableStream<Uint8Array> | URLSearchParams | string;

  export interface UploadOptions {
    /** Overwrite an existing file at the same path (needs an update policy). Default false. */
    upsert?: boolean;
    /** Seconds for the `cache-control: max-age` header. Default '3600'. */
    cacheControl?: string;
    /** The file's MIME type; taken from the file when omitted. */
    contentType?: string;
  }

  export interface StorageBucketApi {
    upload(path: string, fileBody: FileBody, options?: UploadOptions): Promise<StorageResponse<{ id: string; path: string; fullPath: string }>>;
    download(path: string): Promise<StorageResponse<Blob>>;
    /** The URL of a file in a public bucket. Makes no request and does not check the file exists. */
    getPublicUrl(path: string, options?: { download?: boolean | string }): { data: { publicUrl: string } };
    /** A URL that grants access to the file for `expiresIn` seconds, without a token. */
    createSignedUrl(path: string, expiresIn: number, options?: { download?: boolean | string }): Promise<StorageResponse<{ signedUrl: string }>>;
    remove(paths: string[]): Promise<StorageResponse<FileObject[]>>;
    list(
      path?: string,
      options?: { limit?: number; offset?: number; search?: string; sortBy?: { column: string; order: 'asc' | 'desc' } },
    ): Promise<StorageResponse<FileObject[]>>;
  }

  export interface StorageClient {
    from(bucketId: string): StorageBucketApi;
  }

  // ---------------------------------------------------------------------------------------------
  // Realtime
  // ---------------------------------------------------------------------------------------------

  export interface ChannelOptions {
    config?: {
      broadcast?: { self?: boolean; ack?: boolean };
      presence?: { key?: string };
      private?: boolean;
    };
  }

  export type ChannelSendResult = 'ok' | 'timed out' | 'error';
  export type ChannelStatus = 'SUBSCRIBED' | 'TIMED_OUT' | 'CLOSED' | 'CHANNEL_ERROR';

  export interface BroadcastMessage {
    type: 'broadcast';
    event: string;
    payload: Record<string, any>;
  }

  export type PostgresChangesEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

  export interface PostgresChangesFilter {
    event: PostgresChangesEvent;
    schema: string;
    table?: string;
    /** A row filter such as `room_id=eq.42`. */
    filter?: string;
  }

  export interface PostgresChangesPayload<Row = Record<string, any>> {
    schema: string;
    table: string;
    commit_timestamp: string;
    eventType: 'INSERT' | 'UPDATE' | 'DELETE';
    /** The row after the change (empty for DELETE). */
    new: Row | Record<string, never>;
    /** The row before the change: its primary key, or every column with replica identity full. */
    old: Partial<Row>;
    errors: string[] | null;
  }

  export interface RealtimeChannel {
    on(type: 'broadcast', filter: { event: string }, callback: (message: BroadcastMessage) => void): RealtimeChannel;
    on<Row extends Record<string, any> = Record<string, any>>(
      type: 'postgres_changes',
      filter: PostgresChangesFilter,
      callback: (payload: PostgresChangesPayload<Row>) => void,
    ): RealtimeChannel;
    on(type: 'presence', filter: { event: 'sync' | 'join' | 'leave' }, callback: (payload: Record<string, any>) => void): RealtimeChannel;
    subscribe(callback?: (status: ChannelStatus, error?: Error) => void): RealtimeChannel;
    send(message: { type: 'broadcast'; event: string; payload?: Record<string, any> }): Promise<ChannelSendResult>;
    /** Share this client's state with everyone on the channel (presence). */
    track(state: Record<string, any>): Promise<ChannelSendResult>;
  }

  // ---------------------------------------------------------------------------------------------
  // Edge Functions
  // ---------------------------------------------------------------------------------------------

  export interface FunctionsError extends Error {
    name: 'FunctionsHttpError' | 'FunctionsRelayError' | 'FunctionsFetchError';
    /** The failed response, for FunctionsHttpError. */
    context?: Response;
  }

  export interface FunctionsClient {
    invoke<T = any>(
      functionName: string,
      options?: {
        body?: Record<string, unknown> | unknown[] | string | Blob | ArrayBuffer | FormData | ReadableStream<Uint8Array>;
        headers?: Record<string, string>;
        method?: 'POST' | 'GET' | 'PUT' | 'PATCH' | 'DELETE';
      },
    ): Promise<{ data: T; error: null } | { data: null; error: FunctionsError }>;
  }
}

/** The same client imported from Deno code such as Edge Functions (`npm:` specifier). */
declare module 'npm:@plinth/plinth-js' {
  export * from '@plinth/plinth-js';
}
