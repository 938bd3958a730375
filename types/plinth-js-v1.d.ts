/**
 * The Plinth JavaScript client v1 (`@plinth/plinth-js` 1.x), for the guides' samples that still show
 * the v1 API. It declares every function of the v1 client's reference (the facts in
 * shared/reference/client-libs/javascript-v1.json); tests/typecheck/declarations.test.ts proves that
 * nothing of the reference is missing. v1 samples are type-checked in their own program, never with
 * the v2 declaration (types/plinth-js.d.ts), since both declare the same module.
 *
 * What differs from v2, as the reference shows it:
 * - auth signs in with one `signIn()` (email and password, magic link, phone, OAuth provider, OIDC
 *   token, refresh token), reads the session synchronously with `session()` and `user()`, and keeps
 *   the admin and email calls under `auth.api`;
 * - results are not discriminated: most calls resolve to `{ data: T | null, error: E | null }`, auth
 *   calls to `{ user, session, error }` or `{ user, data, error }`, and errors are `ApiError`/`Error`;
 * - realtime listens per table with `from(table).on(event, callback).subscribe()` (subscriptions,
 *   not channels);
 * - storage returns `{ Key }` for uploads and spells URLs `signedURL`/`publicURL`;
 * - writes return the written rows unless `returning: 'minimal'`.
 *
 * Where the reference names a result type without describing its fields, `data` is declared as
 * `OpaqueData` (fields read as `unknown`).
 */
 
declare module '@plinth/plinth-js' {
  // ---------------------------------------------------------------------------------------------
  // Client
  // ---------------------------------------------------------------------------------------------

  /** A result whose fields this file does not declare yet. */
  export type OpaqueData = Record<string, unknown>;

  /** The `fetch` the client uses; the global one by default. */
  export type Fetch = typeof fetch;

  export type GenericObject = { [key: string]: string };

  export interface RealtimeClientOptions {
    /** The WebSocket to connect with (the library types it as an instance, though it is given the class). */
    transport?: WebSocket;
    timeout?: number;
    heartbeatIntervalMs?: number;
    longpollerTimeout?: number;
    logger?: Function;
    encode?: Function;
    decode?: Function;
    /** Milliseconds to wait before reconnecting, by attempt number. */
    reconnectAfterMs?: Function;
    headers?: { [key: string]: string };
    params?: { [key: string]: string };
  }

  /** The auth client's options that `createClient` passes on. */
  export interface PlinthAuthClientOptions {
    /** Where the session is kept; `localStorage` by default. */
    localStorage?: {
      getItem(key: string): string | null;
      setItem(key: string, value: string): void;
      removeItem(key: string): void;
    };
    /** The cookie the session is kept in on servers. */
    cookieOptions?: {
      name?: string;
      /** Seconds. */
      lifetime?: number;
      domain?: string;
      path?: string;
      sameSite?: string;
    };
  }

  export interface PlinthClientOptions {
    /** The Postgres schema `from()` and `rpc()` use. Default `public`. */
    schema?: string;
    /** Headers sent with every request. */
    headers?: GenericObject;
    /** Refresh the access token before it expires. Default true. */
    autoRefreshToken?: boolean;
    /** Share the session between the app's browser tabs. */
    multiTab?: boolean;
    /** Keep the session in storage between page loads. Default true. */
    persistSession?: boolean;
    /** Read a session from the URL after a redirect sign-in. Default true. */
    detectSessionInUrl?: boolean;
    /** Where the session is kept; `localStorage` by default. */
    localStorage?: PlinthAuthClientOptions['localStorage'];
    realtime?: RealtimeClientOptions;
    fetch?: Fetch;
    /** Throw errors instead of returning them in `error`. */
    shouldThrowOnError?: boolean;
    /** The cookie the session is kept in on servers. */
    cookieOptions?: PlinthAuthClientOptions['cookieOptions'];
  }

  export interface PlinthClient {
    readonly auth: PlinthAuthClient;
    readonly storage: StorageClient;
    readonly functions: FunctionsClient;
    /** A table or view: query it, write to it or listen to its changes. Rows are untyped unless you pass `T`. */
    from<T = any>(table: string): PlinthQueryBuilder<T>;
    /** Call a Postgres function through the Data API. */
    rpc<T = any>(fn: string, params?: object, options?: { head?: boolean; count?: null | CountAlgorithm }): PostgrestFilterBuilder<T>;
    /** Stop a realtime subscription. */
    removeSubscription(subscription: RealtimeSubscription): Promise<{ data: { openSubscriptions: number }; error: Error | null }>;
    /** Stop every realtime subscription of this client. */
    removeAllSubscriptions(): Promise<{ data: { subscription: RealtimeSubscription }; error: Error | null }[]>;
    /** The realtime subscriptions this client has made. */
    getSubscriptions(): RealtimeSubscription[];
  }

  /** A client for browsers, servers and functions alike. */
  export function createClient(plinthUrl: string, plinthKey: string, options?: PlinthClientOptions): PlinthClient;

  // ---------------------------------------------------------------------------------------------
  // Auth
  // ---------------------------------------------------------------------------------------------

  export interface ApiError {
    message: string;
    /** HTTP status of the failed request. */
    status: number;
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

  /** An ID token from an OpenID Connect provider, to sign in with. */
  export interface OpenIDConnectCredentials {
    id_token: string;
    nonce: string;
    provider?: Provider;
    client_id?: string;
    issuer?: string;
  }

  /**
   * What `signIn` and `signUp` take; which fields decide how: email and password, email alone
   * (magic link), phone (and password), a provider (OAuth), `oidc` or a refresh token.
   */
  export interface UserCredentials {
    email?: string;
    phone?: string;
    password?: string;
    refreshToken?: string;
    provider?: Provider;
    oidc?: OpenIDConnectCredentials;
  }

  export interface UserAttributes {
    email?: string;
    phone?: string;
    password?: string;
    /** The code sent to confirm an email change. */
    email_change_token?: string;
    /** Replaces keys of `user_metadata`. */
    data?: object;
  }

  export interface AdminUserAttributes extends UserAttributes {
    user_metadata?: object;
    app_metadata?: object;
    /** Mark the email address as confirmed. */
    email_confirm?: boolean;
    /** Mark the phone number as confirmed. */
    phone_confirm?: boolean;
  }

  export interface Subscription {
    id: string;
    unsubscribe(): void;
  }

  /** The Auth server's API: email and admin calls (admin calls need the secret key). */
  export interface GoTrueApi {
    /** Email a link that signs the user in to set a new password. */
    resetPasswordForEmail(
      email: string,
      options?: { redirectTo?: string; captchaToken?: string },
    ): Promise<{ data: Record<string, never> | null; error: ApiError | null }>;
    /** The user an access token belongs to, verified by the Auth server. */
    getUser(jwt: string): Promise<{ user: User | null; data: User | null; error: ApiError | null }>;
    /** Every user of the project. */
    listUsers(): Promise<{ data: null; error: ApiError } | { data: User[]; error: null }>;
    /** Create a user; no confirmation email is sent. */
    createUser(
      attributes: AdminUserAttributes,
    ): Promise<{ user: null; data: null; error: ApiError } | { user: User; data: User; error: null }>;
    /** Delete a user. */
    deleteUser(uid: string): Promise<{ user: User | null; data: User | null; error: ApiError | null }>;
    /** Email an invitation link to a new user. */
    inviteUserByEmail(email: string, options?: { redirectTo?: string; data?: object }): Promise<{ data: User | null; error: ApiError | null }>;
    /** Text a one-time code to a phone number. */
    sendMobileOTP(
      phone: string,
      options?: { shouldCreateUser?: boolean; captchaToken?: string },
    ): Promise<{ data: Record<string, never> | null; error: ApiError | null }>;
    /** Make a signup, magic-link, recovery, invite or email-change link without sending it. */
    generateLink(
      type: 'signup' | 'magiclink' | 'recovery' | 'invite' | 'email_change_current' | 'email_change_new',
      email: string,
      options?: { password?: string; data?: object; redirectTo?: string },
    ): Promise<{ data: Session | User | null; error: ApiError | null }>;
    /** Change any attribute of a user. */
    updateUserById(uid: string, attributes: AdminUserAttributes): Promise<{ user: User | null; data: User | null; error: ApiError | null }>;
  }

  export interface PlinthAuthClient {
    readonly api: GoTrueApi;
    /** Create a user with an email address or phone number and a password. */
    signUp(
      credentials: UserCredentials,
      options?: { redirectTo?: string; data?: object; captchaToken?: string },
    ): Promise<{ user: User | null; session: Session | null; error: ApiError | null }>;
    /** Sign in: with a password, a magic link or code (no password), an OAuth provider, an OIDC token or a refresh token. */
    signIn(
      credentials: UserCredentials,
      options?: {
        redirectTo?: string;
        shouldCreateUser?: boolean;
        scopes?: string;
        captchaToken?: string;
        queryParams?: { [key: string]: string };
      },
    ): Promise<{ session: Session | null; user: User | null; provider?: Provider; url?: string | null; error: ApiError | null }>;
    /** Called on every sign-in, sign-out and token refresh; call `data.unsubscribe()` to stop. */
    onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void): {
      data: Subscription | null;
      error: ApiError | null;
    };
    /** End the session and clear it from storage. */
    signOut(): Promise<{ error: ApiError | null }>;
    /** The current session, from memory (no request). */
    session(): Session | null;
    /** The signed-in user, from memory (no request, not verified). */
    user(): User | null;
    /** Change the signed-in user's email, phone, password or metadata. */
    update(attributes: UserAttributes): Promise<{ data: User | null; user: User | null; error: ApiError | null }>;
    /** Make requests with this access token (for example a user's, on a server). */
    setAuth(access_token: string): Session;
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

  interface PostgrestResponseBase {
    status: number;
    statusText: string;
  }

  export type PostgrestResponse<T> =
    | (PostgrestResponseBase & { data: T[]; error: null; count: number | null })
    | (PostgrestResponseBase & { data: null; error: PostgrestError; count: null });

  export type PostgrestSingleResponse<T> =
    | (PostgrestResponseBase & { data: T; error: null; count: number | null })
    | (PostgrestResponseBase & { data: null; error: PostgrestError; count: null });

  export type PostgrestMaybeSingleResponse<T> = PostgrestSingleResponse<T | null>;

  /** How to count rows: exact (`count(*)`), from the planner's estimate, or exact for small counts. */
  export type CountAlgorithm = 'exact' | 'planned' | 'estimated';

  /** Whether writes return the written rows (`representation`, the default) or nothing (`minimal`). */
  export type Returning = 'minimal' | 'representation';

  /** A PostgREST operator, such as `eq`, `is` or `in`. */
  export type FilterOperator = string;

  /** A request that can still be filtered, ordered and limited; it runs when awaited. */
  export interface PostgrestFilterBuilder<T> extends PromiseLike<PostgrestResponse<T>> {
    /** Rows whose `column` equals `value`. */
    eq(column: keyof T, value: T[keyof T]): this;
    /** Rows whose `column` does not equal `value`. */
    neq(column: keyof T, value: T[keyof T]): this;
    /** Rows whose `column` is greater than `value`. */
    gt(column: keyof T, value: T[keyof T]): this;
    /** Rows whose `column` is greater than or equal to `value`. */
    gte(column: keyof T, value: T[keyof T]): this;
    /** Rows whose `column` is less than `value`. */
    lt(column: keyof T, value: T[keyof T]): this;
    /** Rows whose `column` is less than or equal to `value`. */
    lte(column: keyof T, value: T[keyof T]): this;
    /** Rows whose `column` matches `pattern` (`%` for any characters), case-sensitively. */
    like(column: keyof T, pattern: string): this;
    /** Rows whose `column` matches `pattern`, ignoring case. */
    ilike(column: keyof T, pattern: string): this;
    /** Rows whose `column` IS `null`, `true` or `false`. */
    is(column: keyof T, value: boolean | null): this;
    /** Rows whose `column` is one of `values`. */
    in(column: keyof T, values: T[keyof T][]): this;
    /** Rows whose array, range or jsonb `column` contains every element of `value`. */
    contains(column: keyof T, value: string | T[keyof T][] | object): this;
    /** Rows whose array, range or jsonb `column` is contained in `value`. */
    containedBy(column: keyof T, value: string | T[keyof T][] | object): this;
    /** Rows whose range `column` is entirely after `range`. */
    rangeGt(column: keyof T, range: string): this;
    /** Rows whose range `column` does not extend before `range`. */
    rangeGte(column: keyof T, range: string): this;
    /** Rows whose range `column` is entirely before `range`. */
    rangeLt(column: keyof T, range: string): this;
    /** Rows whose range `column` does not extend after `range`. */
    rangeLte(column: keyof T, range: string): this;
    /** Rows whose range `column` is next to `range`, with nothing in between. */
    rangeAdjacent(column: keyof T, range: string): this;
    /** Rows whose array or range `column` shares an element with `value`. */
    overlaps(column: keyof T, value: string | T[keyof T][]): this;
    /** Rows whose text or tsvector `column` matches the full-text `query`. */
    textSearch(column: keyof T, query: string, options?: { config?: string; type?: 'plain' | 'phrase' | 'websearch' | null }): this;
    /** Rows whose columns equal all the given values. */
    match(query: Record<string, unknown>): this;
    /** Rows that do NOT pass a filter, written as PostgREST does: `.not('status', 'eq', 'done')`. */
    not(column: keyof T, operator: FilterOperator, value: any): this;
    /** Rows that pass any of the filters, written as PostgREST does: `'id.eq.1,name.eq.Han'`. */
    or(filters: string, options?: { foreignTable?: string }): this;
    /** Any PostgREST filter by its operator. */
    filter(column: keyof T, operator: FilterOperator, value: any): this;
    /** Sort by `column`, ascending by default; chain again for more columns. */
    order(column: keyof T, options?: { ascending?: boolean; nullsFirst?: boolean; foreignTable?: string }): this;
    /** At most `count` rows. */
    limit(count: number, options?: { foreignTable?: string }): this;
    /** Rows `from` to `to`, both included, counting from 0. */
    range(from: number, to: number, options?: { foreignTable?: string }): this;
    /** Expect exactly one row and return it instead of an array; zero or several rows is an error. */
    single(): PromiseLike<PostgrestSingleResponse<T>>;
    /** Like `single()`, but zero rows gives `data: null` instead of an error. */
    maybeSingle(): PromiseLike<PostgrestMaybeSingleResponse<T>>;
  }

  /** A table or view, before choosing what to do with it. */
  export interface PlinthQueryBuilder<T> {
    /** Read rows; `columns` is a comma-separated list such as `'id, title'`, default `'*'`. */
    select(columns?: string, options?: { head?: boolean; count?: null | CountAlgorithm }): PostgrestFilterBuilder<T>;
    /** Insert rows; they come back in `data` unless `returning: 'minimal'`. */
    insert(values: Partial<T> | Partial<T>[], options?: { returning?: Returning; count?: null | CountAlgorithm }): PostgrestFilterBuilder<T>;
    /** Insert, or with `upsert: true` update rows that exist (deprecated form of `upsert()`). */
    insert(
      values: Partial<T> | Partial<T>[],
      options?: { upsert?: boolean; onConflict?: string; returning?: Returning; count?: null | CountAlgorithm },
    ): PostgrestFilterBuilder<T>;
    /** Change the rows matched by the filters you chain (always add one). */
    update(values: Partial<T>, options?: { returning?: Returning; count?: null | CountAlgorithm }): PostgrestFilterBuilder<T>;
    /** Insert, or update the row whose primary key (or `onConflict` columns) already exists. */
    upsert(
      values: Partial<T> | Partial<T>[],
      options?: { onConflict?: string; returning?: Returning; count?: null | CountAlgorithm; ignoreDuplicates?: boolean },
    ): PostgrestFilterBuilder<T>;
    /** Delete the rows matched by the filters you chain (always add one). */
    delete(options?: { returning?: Returning; count?: null | CountAlgorithm }): PostgrestFilterBuilder<T>;
    /** Listen to this table's inserts, updates or deletes (`*` for all); call `subscribe()` to start. */
    on(event: PlinthEventTypes, callback: (payload: PlinthRealtimePayload<T>) => void): PlinthRealtimeClient;
  }

  // ---------------------------------------------------------------------------------------------
  // Realtime
  // ---------------------------------------------------------------------------------------------

  export type PlinthEventTypes = 'INSERT' | 'UPDATE' | 'DELETE' | '*';

  export interface PlinthRealtimePayload<T> {
    commit_timestamp: string;
    eventType: 'INSERT' | 'UPDATE' | 'DELETE';
    schema: string;
    table: string;
    /** The row after the change (empty for DELETE). */
    new: T;
    /** The row before the change: its primary key, or every column with replica identity full. */
    old: T;
    errors: string[] | null;
  }

  /** Listeners of one table, not started yet. */
  export interface PlinthRealtimeClient {
    /** Listen to more events of the same table. */
    on(event: PlinthEventTypes, callback: (payload: PlinthRealtimePayload<any>) => void): PlinthRealtimeClient;
    /** Start listening; stop with `removeSubscription()`. */
    subscribe(callback?: (...args: unknown[]) => void): RealtimeSubscription;
  }

  /** The connection that carries the subscriptions (its own calls are not part of the reference). */
  export type RealtimeClient = object;

  /**
   * A message a subscription sends to the server and the replies it waits for. The client's internal
   * state: the reference lists these members as public; methods take arguments it does not describe.
   */
  export interface Push {
    channel: RealtimeSubscription;
    event: string;
    payload: { [key: string]: unknown };
    timeout: number;
    sent: boolean;
    timeoutTimer: number | undefined;
    ref: string;
    receivedResp: { status: string; response: Function } | null;
    recHooks: { status: string; callback: Function }[];
    refEvent: string | null;
    resend(...args: unknown[]): void;
    send(...args: unknown[]): void;
    updatePayload(...args: unknown[]): void;
    receive(...args: unknown[]): this;
    startTimeout(...args: unknown[]): void;
    trigger(...args: unknown[]): void;
    destroy(...args: unknown[]): void;
    _cancelRefEvent(...args: unknown[]): unknown;
    _cancelTimeout(...args: unknown[]): unknown;
    _matchReceive(...args: unknown[]): unknown;
    _hasReceived(...args: unknown[]): unknown;
  }

  /** A subscription's rejoin timer (internal). */
  export interface Timer {
    callback: Function;
    timerCalc: Function;
    timer: number | undefined;
    tries: number;
    reset(): void;
    scheduleTimeout(): void;
  }

  /**
   * A started subscription; pass it to `removeSubscription()` to stop it. Its members are the client's
   * internal state, which the reference lists as public; guides should not need them.
   */
  /** A subscription's lifecycle state. */
  export enum CHANNEL_STATES {
    closed = 'closed',
    errored = 'errored',
    joined = 'joined',
    joining = 'joining',
    leaving = 'leaving',
  }

  export interface RealtimeSubscription {
    topic: string;
    params: { [key: string]: unknown };
    socket: RealtimeClient;
    bindings: unknown[];
    timeout: number;
    state: CHANNEL_STATES;
    joinedOnce: boolean;
    joinPush: Push;
    rejoinTimer: Timer;
    pushBuffer: Push[];
    rejoinUntilConnected(...args: unknown[]): void;
    subscribe(...args: unknown[]): Push;
    onClose(...args: unknown[]): void;
    onError(...args: unknown[]): void;
    on(...args: unknown[]): void;
    off(...args: unknown[]): void;
    canPush(): boolean;
    push(...args: unknown[]): Push;
    updateJoinPayload(...args: unknown[]): void;
    unsubscribe(...args: unknown[]): Push;
    onMessage(...args: unknown[]): unknown;
    isMember(...args: unknown[]): boolean;
    joinRef(): string;
    rejoin(...args: unknown[]): void;
    trigger(...args: unknown[]): void;
    replyEventName(...args: unknown[]): string;
    isClosed(): boolean;
    isErrored(): boolean;
    isJoined(): boolean;
    isJoining(): boolean;
    isLeaving(): boolean;
  }

  // ---------------------------------------------------------------------------------------------
  // Storage
  // ---------------------------------------------------------------------------------------------

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

  /** A bucket; fields other than these read as `unknown`. */
  export interface Bucket {
    id: string;
    name: string;
    public: boolean;
    [field: string]: unknown;
  }

  /**
   * What `upload` and `update` accept; on Node.js also a `Buffer` or a stream. (These two names come
   * from Node's types, which Edge Function samples do not load: there the body is unchecked.)
   */
  export type FileBody = ArrayBuffer | ArrayBufferView | Blob | Buffer | File | FormData | NodeJS.ReadableStream | ReadableStream<Uint8Array> | URLSearchParams | string;

  export interface FileOptions {
    /** Seconds for the `cache-control: max-age` header. Default '3600'. */
    cacheControl?: string;
    /** The file's MIME type; taken from the file when omitted. */
    contentType?: string;
    /** Overwrite an existing file at the same path. Default false. */
    upsert?: boolean;
  }

  /** How `list` sorts: by a column (`name`, `created_at`…), `asc` or `desc`. */
  export interface SortBy {
    column?: string;
    order?: string;
  }

  export interface FetchParameters {
    /** Cancel the request when this signal aborts. */
    signal?: AbortSignal;
  }

  export interface SearchOptions {
    /** At most this many files. Default 100. */
    limit?: number;
    offset?: number;
    sortBy?: SortBy;
    /** Only names that contain this text. */
    search?: string;
  }

  export interface StorageFileApi {
    /** Upload a file to `path` in the bucket; fails if it exists, unless `upsert`. */
    upload(path: string, fileBody: FileBody, fileOptions?: FileOptions): Promise<{ data: { Key: string } | null; error: Error | null }>;
    /** Download a file. */
    download(path: string): Promise<{ data: Blob | null; error: Error | null }>;
    /** The files and folders under `path`. */
    list(path?: string, options?: SearchOptions, parameters?: FetchParameters): Promise<{ data: FileObject[] | null; error: Error | null }>;
    /** Replace the file at `path`. */
    update(path: string, fileBody: FileBody, fileOptions?: FileOptions): Promise<{ data: { Key: string } | null; error: Error | null }>;
    /** Move or rename a file within the bucket. */
    move(fromPath: string, toPath: string): Promise<{ data: { message: string } | null; error: Error | null }>;
    /** Copy a file within the bucket. */
    copy(fromPath: string, toPath: string): Promise<{ data: { message: string } | null; error: Error | null }>;
    /** Delete files. */
    remove(paths: string[]): Promise<{ data: FileObject[] | null; error: Error | null }>;
    /** A URL that grants access to the file for `expiresIn` seconds, without a token. */
    createSignedUrl(path: string, expiresIn: number): Promise<{ data: { signedURL: string } | null; error: Error | null; signedURL: string | null }>;
    /** Signed URLs for several files at once. */
    createSignedUrls(
      paths: string[],
      expiresIn: number,
    ): Promise<{ data: { error: string | null; path: string | null; signedURL: string }[] | null; error: Error | null }>;
    /** The URL of a file in a public bucket. Makes no request and does not check the file exists. */
    getPublicUrl(path: string): { data: { publicURL: string } | null; error: Error | null; publicURL: string | null };
  }

  export interface StorageClient {
    from(id: string): StorageFileApi;
    /** Create a bucket; public buckets serve files without a token. `data` is the bucket's name. */
    createBucket(id: string, options?: { public: boolean }): Promise<{ data: string | null; error: Error | null }>;
    /** A bucket by id. */
    getBucket(id: string): Promise<{ data: Bucket | null; error: Error | null }>;
    /** The project's buckets. */
    listBuckets(): Promise<{ data: Bucket[] | null; error: Error | null }>;
    /** Make a bucket public or private. */
    updateBucket(id: string, options: { public: boolean }): Promise<{ data: { message: string } | null; error: Error | null }>;
    /** Delete an empty bucket. */
    deleteBucket(id: string): Promise<{ data: { message: string } | null; error: Error | null }>;
    /** Delete every file of a bucket. */
    emptyBucket(id: string): Promise<{ data: { message: string } | null; error: Error | null }>;
  }

  // ---------------------------------------------------------------------------------------------
  // Edge Functions
  // ---------------------------------------------------------------------------------------------

  /** How to read the response body: pass one of its names (`'json'`, the default, `'text'`…). */
  export enum ResponseType {
    json,
    text,
    arrayBuffer,
    blob,
  }

  export interface FunctionInvokeOptions {
    headers?: { [key: string]: string };
    /** The request body: serialize JSON yourself (`JSON.stringify`). */
    body?: Blob | BufferSource | FormData | URLSearchParams | ReadableStream<Uint8Array> | string;
    responseType?: keyof typeof ResponseType;
  }

  export interface FunctionsClient {
    /** Call an Edge Function; the user's access token is sent along. */
    invoke<T = any>(functionName: string, invokeOptions?: FunctionInvokeOptions): Promise<{ data: T; error: null } | { data: null; error: Error }>;
  }
}

/** The same client imported from Deno code such as Edge Functions (`npm:` specifier). */
declare module 'npm:@plinth/plinth-js' {
  export * from '@plinth/plinth-js';
}
