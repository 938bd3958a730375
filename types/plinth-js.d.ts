/**
 * The Plinth JavaScript client (`@plinth/plinth-js`), as every guide's code samples use it.
 *
 * This is the one declaration of the client API shared by all guides: the tests type-check the
 * samples against it (tests/typecheck), so a renamed call, a misspelt option or a wrong argument in a
 * sample fails the build of the docs. Declare a call here only if the product has it.
 *
 * It declares every function of the v2 client's reference (the facts in
 * shared/reference/client-libs/javascript-v2.json), with the real parameter names, options and
 * optionality; tests/typecheck/declarations.test.ts proves that nothing of the reference is missing.
 * The v1 client is declared separately, in plinth-js-v1.d.ts.
 *
 * Every async call resolves to `{ data, error }` and never throws for API errors: when `error` is
 * null, `data` holds the result; otherwise `data` is null (or, for auth calls, its fields are).
 * Where the reference names a result type without describing its fields, `data` is declared as
 * `OpaqueData` (fields read as `unknown`): spell those fields out here, from the product's
 * reference, when a guide needs them.
 */
 
declare module '@plinth/plinth-js' {
  // ---------------------------------------------------------------------------------------------
  // Client
  // ---------------------------------------------------------------------------------------------

  /** A result whose fields this file does not declare yet (see the header). */
  export type OpaqueData = Record<string, unknown>;

  /** A function of any signature, for hooks whose arguments the reference does not describe. */
  type AnyFunction = (...args: never[]) => unknown;

  /** The `fetch` the client uses; the global one by default. */
  export type Fetch = typeof fetch;

  /** Where auth keeps the session: `localStorage`-like, synchronous or not. */
  export interface SupportedStorage {
    getItem(key: string): string | null | Promise<string | null>;
    setItem(key: string, value: string): void | Promise<void>;
    removeItem(key: string): void | Promise<void>;
  }

  /** A WebSocket class, for runtimes without a global `WebSocket`. */
  export type WebSocketLikeConstructor = new (address: string | URL, subprotocols?: string | string[]) => object;

  /** What the heartbeat callback is told about each heartbeat. */
  export type HeartbeatStatus = 'sent' | 'ok' | 'error' | 'timeout' | 'disconnected';
  /** The server-side log level Realtime is asked to use for this client. */
  export type LogLevel = 'info' | 'warn' | 'error';
  /** Serializes a message before it is sent, then hands it to `callback`. */
  export type Encode<T> = (payload: object, callback: (encoded: any) => T) => T;
  /** Parses a received frame, then hands the message to `callback`. */
  export type Decode<T> = (rawPayload: ArrayBuffer | string, callback: (decoded: any) => T) => T;

  export interface RealtimeClientOptions {
    /** The WebSocket implementation to connect with. */
    transport?: WebSocketLikeConstructor;
    timeout?: number;
    heartbeatIntervalMs?: number;
    heartbeatCallback?: (status: HeartbeatStatus, latency?: number) => void;
    /** Protocol version. */
    vsn?: string;
    logger?: (kind: string, msg: string, data?: any) => void;
    encode?: Encode<void>;
    decode?: Decode<void>;
    /** Milliseconds to wait before reconnecting, by attempt number. */
    reconnectAfterMs?: (tries: number) => number;
    headers?: { [key: string]: string };
    params?: { [key: string]: any };
    log_level?: LogLevel;
    logLevel?: LogLevel;
    fetch?: Fetch;
    /** Send heartbeats from a Web Worker. */
    worker?: boolean;
    workerUrl?: string;
    accessToken?: () => Promise<string | null>;
    disconnectOnEmptyChannelsAfterMs?: number;
    sessionStorage?: Storage;
  }

  /** A lock the auth client takes around session changes, so tabs or requests do not refresh at once. */
  export type LockFunc = <R>(name: string, acquireTimeout: number, fn: () => Promise<R>) => Promise<R>;

  /** The auth part of the client's options. */
  export interface PlinthAuthClientOptions {
    /** Refresh the access token before it expires. Default true. */
    autoRefreshToken?: boolean;
    /** The storage key of the session. */
    storageKey?: string;
    /** Keep the session in storage between page loads. Default true in browsers. */
    persistSession?: boolean;
    /** Read a session from the URL after a redirect sign-in. Default true in browsers. */
    detectSessionInUrl?: boolean | ((url: URL, params: { [parameter: string]: string }) => boolean);
    storage?: SupportedStorage;
    /** A separate storage for the user object. */
    userStorage?: SupportedStorage;
    /** How redirect sign-ins return: tokens in the URL (`implicit`) or a code to exchange (`pkce`). */
    flowType?: 'implicit' | 'pkce';
    debug?: boolean | ((message: string, ...args: any[]) => void);
    lock?: LockFunc;
    /** Throw auth errors instead of returning them in `error`. */
    throwOnError?: boolean;
    experimental?: { passkey?: boolean };
    lockAcquireTimeout?: number;
    skipAutoInitialize?: boolean;
  }

  /** The storage part of the client's options. */
  export interface StorageClientOptions {
    /** Send Storage requests to the project's dedicated Storage hostname. */
    useNewHostname?: boolean;
  }

  /** Which outgoing requests carry the W3C trace context of the current span. */
  export interface TracePropagationOptions {
    enabled?: boolean;
    /** Propagate to these origins too, beyond the project's own. */
    allowedOrigins?: string[];
  }

  /**
   * The options of `createClient`. `SchemaName` is the Postgres schema `from()` and `rpc()` use by
   * default (`public`); with generated types, the schemas your `Database` type lists.
   */
  export interface PlinthClientOptions<SchemaName = 'public'> {
    db?: {
      schema?: SchemaName;
      timeout?: number;
      urlLengthLimit?: number;
    };
    auth?: PlinthAuthClientOptions;
    realtime?: RealtimeClientOptions;
    storage?: StorageClientOptions;
    global?: {
      fetch?: Fetch;
      /** Headers sent with every request, for example a user's `Authorization` in a function. */
      headers?: Record<string, string>;
    };
    /** Supplies access tokens from another auth system instead of Plinth Auth. */
    accessToken?: () => Promise<string | null>;
    tracePropagation?: TracePropagationOptions | boolean;
  }

  // The shape of a `Database` type generated by `plinth gen types typescript`: schemas, each with
  // its tables, views and functions. Without one (`createClient(url, key)`), `Database` is `any`
  // and rows, arguments and results are untyped: declare them with `.overrideTypes<T>()`.

  export interface GenericTable {
    Row: Record<string, unknown>;
    Insert: Record<string, unknown>;
    Update: Record<string, unknown>;
  }
  export interface GenericView {
    Row: Record<string, unknown>;
  }
  export interface GenericFunction {
    Args: Record<string, unknown> | never;
    Returns: unknown;
  }
  export interface GenericSchema {
    Tables: Record<string, GenericTable>;
    Views: Record<string, GenericView>;
    Functions: Record<string, GenericFunction>;
  }

  /** The schema `SchemaName` of `Database`, or `any` for an untyped client. */
  type SchemaOf<Database, SchemaName> = SchemaName extends keyof Database ? (Database[SchemaName] extends GenericSchema ? Database[SchemaName] : any) : any;
  /** The row type of a table or view (`any` for an untyped client). */
  type RowOf<Relation> = Relation extends { Row: infer R } ? R : any;

  /** The Data API part of the client: tables, views and Postgres functions of one schema. */
  export interface PostgrestClient<Database = any, SchemaName = 'public', Schema extends GenericSchema = SchemaOf<Database, SchemaName>> {
    /** Query a table or view through the Data API. */
    from<TableName extends string & keyof Schema['Tables'], Table extends Schema['Tables'][TableName] = Schema['Tables'][TableName]>(
      relation: TableName,
    ): PostgrestQueryBuilder<RowOf<Table>>;
    from<ViewName extends string & keyof Schema['Views'], View extends Schema['Views'][ViewName] = Schema['Views'][ViewName]>(
      relation: ViewName,
    ): PostgrestQueryBuilder<RowOf<View>>;
    /** Call a Postgres function through the Data API. */
    rpc<FnName extends string & keyof Schema['Functions'], Args extends Schema['Functions'][FnName]['Args'] = Schema['Functions'][FnName]['Args']>(
      fn: FnName,
      args?: Args,
      options?: { head?: boolean; get?: boolean; count?: CountAlgorithm },
    ): PostgrestFilterBuilder<any, Schema['Functions'][FnName]['Returns']>;
    /** Query another schema than the client's default (it must be exposed to the Data API). */
    schema<DynamicSchema extends string & keyof Omit<Database, '__InternalPlinth'>>(schema: DynamicSchema): PostgrestClient<Database, DynamicSchema>;
  }

  export interface PlinthClient<Database = any, SchemaName = 'public'> extends PostgrestClient<Database, SchemaName> {
    readonly auth: AuthClient;
    readonly storage: StorageClient;
    readonly functions: FunctionsClient;
    /** A Realtime channel; nothing is sent until you call `subscribe()`. */
    channel(name: string, options?: ChannelOptions): RealtimeChannel;
    /** Unsubscribe from a channel and close it. */
    removeChannel(channel: RealtimeChannel): Promise<RealtimeRemoveChannelResponse>;
    /** Unsubscribe from and close every channel of this client. */
    removeAllChannels(): Promise<RealtimeRemoveChannelResponse[]>;
    /** The channels this client has made. */
    getChannels(): RealtimeChannel[];
  }

  /**
   * A client. With the `Database` type `plinth gen types typescript` writes, table names, rows,
   * filters and function arguments are checked against your schema.
   */
  export function createClient<Database = any, SchemaName extends string & keyof Database = 'public' extends keyof Database ? 'public' : string & keyof Database>(
    plinthUrl: string,
    plinthKey: string,
    options?: PlinthClientOptions<SchemaName>,
  ): PlinthClient<Database, SchemaName>;

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

  /**
   * Auth answered with an error status outside the retryable set (the error facts' AuthApiError):
   * `status` is the HTTP status, `code` the error code.
   */
  export interface AuthApiError extends AuthError {
    status: number;
  }

  /** Whether `error` is an auth error of any kind. */
  export function isAuthError(error: unknown): error is AuthError;
  /** Whether `error` is an error Auth answered with: compare its `code` (`invalid_credentials`). */
  export function isAuthApiError(error: unknown): error is AuthApiError;

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

  /** A sign-in method linked to a user (email, phone or a social provider). */
  export interface UserIdentity {
    id: string;
    user_id: string;
    identity_data?: { [key: string]: any };
    identity_id: string;
    provider: string;
    created_at?: string;
    last_sign_in_at?: string;
    updated_at?: string;
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
  export type IdTokenProvider = 'google' | 'apple' | 'azure' | 'facebook' | 'kakao' | `custom:${string}` | (string & {});

  /** The one-time-code types of phone numbers. */
  export type MobileOtpType = 'sms' | 'phone_change';
  /** The one-time-code and link types of email addresses. */
  export type EmailOtpType = 'email' | 'signup' | 'magiclink' | 'recovery' | 'invite' | 'email_change';

  /** `{ data: T, error: null }` or `{ data: null, error }`. */
  export type AuthDataResponse<T> = { data: T; error: null } | { data: null; error: AuthError };

  export type AuthResponse =
    | { data: { user: User | null; session: Session | null }; error: null }
    | { data: { user: null; session: null }; error: AuthError };

  export type AuthTokenResponse =
    | { data: { user: User; session: Session }; error: null }
    | { data: { user: null; session: null }; error: AuthError };

  /** What `signInWithPassword` resolves to (declared as AuthTokenResponse). */
  export type AuthTokenResponsePassword = AuthTokenResponse;

  export type AuthOtpResponse =
    | { data: { user: null; session: null; messageId?: string | null }; error: null }
    | { data: { user: null; session: null; messageId?: string | null }; error: AuthError };

  export type UserResponse =
    | { data: { user: User }; error: null }
    | { data: { user: null }; error: AuthError };

  export type SessionResponse =
    | { data: { session: Session | null }; error: null }
    | { data: { session: null }; error: AuthError };

  export type OAuthResponse =
    | { data: { provider: Provider; url: string }; error: null }
    | { data: { provider: Provider; url: null }; error: AuthError };

  /** What `signInWithSSO` resolves to: the identity provider's URL to send the user to. */
  export type SSOResponse = AuthDataResponse<{ url: string }>;

  export type SignInWithOtpCredentials =
    | {
        email: string;
        options?: {
          /** Where the link in the email sends the user after Plinth Auth has verified it. */
          emailRedirectTo?: string;
          /** Create the user if the address is new. Default true. */
          shouldCreateUser?: boolean;
          /** Stored in `user_metadata` when the user is created. */
          data?: object;
          captchaToken?: string;
        };
      }
    | {
        phone: string;
        options?: {
          shouldCreateUser?: boolean;
          data?: object;
          channel?: 'sms' | 'whatsapp';
          captchaToken?: string;
        };
      };
  export type SignInWithPasswordlessCredentials = SignInWithOtpCredentials;

  export type VerifyOtpParams =
    | { phone: string; token: string; type: MobileOtpType; options?: VerifyOtpOptions }
    | { email: string; token: string; type: EmailOtpType; options?: VerifyOtpOptions }
    | { token_hash: string; type: EmailOtpType; options?: VerifyOtpOptions };

  export interface VerifyOtpOptions {
    /** Where to send the user after the code is verified. */
    redirectTo?: string;
    captchaToken?: string;
  }

  export type SignUpCredentials =
    | { email: string; password: string; options?: { emailRedirectTo?: string; data?: object; captchaToken?: string } }
    | { phone: string; password: string; options?: { data?: object; channel?: 'sms' | 'whatsapp'; captchaToken?: string } };
  export type SignUpWithPasswordCredentials = SignUpCredentials;

  export type SignInWithPasswordCredentials =
    | { email: string; password: string; options?: { captchaToken?: string } }
    | { phone: string; password: string; options?: { captchaToken?: string } };

  export interface SignInAnonymouslyCredentials {
    options?: {
      /** Stored in `user_metadata` of the new anonymous user. */
      data?: object;
      captchaToken?: string;
    };
  }

  export interface SignInWithOAuthCredentials {
    provider: Provider;
    options?: {
      /** Where to send the user after sign-in. */
      redirectTo?: string;
      /** Space-separated scopes to request from the provider. */
      scopes?: string;
      /** Extra query parameters for the provider's authorization URL. */
      queryParams?: { [key: string]: string };
      /** Return the URL instead of navigating the browser to it. */
      skipBrowserRedirect?: boolean;
    };
  }

  export interface SignInWithIdTokenCredentials {
    provider: IdTokenProvider;
    /** The ID token issued by the provider. */
    token: string;
    /** The provider's access token, when the ID token carries an `at_hash` claim. */
    access_token?: string;
    /** The raw nonce, when the token was requested with a hashed one. */
    nonce?: string;
    options?: { captchaToken?: string };
  }

  /** Single sign-on with a SAML identity provider, by its id or by the user's email domain. */
  export type SignInWithSSO =
    | { providerId: string; options?: SignInWithSSOOptions }
    | { domain: string; options?: SignInWithSSOOptions };

  export interface SignInWithSSOOptions {
    redirectTo?: string;
    captchaToken?: string;
    /** Return the URL instead of navigating the browser to it. */
    skipBrowserRedirect?: boolean;
  }

  /** A Sign-In With Solana message's fields (the wallet standard's input). */
  export interface SolanaSignInInput {
    domain?: string;
    uri?: string;
    statement?: string;
    version?: string;
    chain?: string;
    [field: string]: unknown;
  }

  /** What a Solana wallet returns from signing in: the account, the signed message and its signature. */
  export interface SolanaSignInOutput {
    account: { address: string; publicKey: Uint8Array };
    signedMessage: Uint8Array;
    signature: Uint8Array;
    signatureType?: 'ed25519';
  }

  /** A Solana wallet as the wallet standard exposes it. */
  export interface SolanaWallet {
    signIn?: (...inputs: SolanaSignInInput[]) => Promise<SolanaSignInOutput | SolanaSignInOutput[]>;
    publicKey?: { toBase58: () => string } | null;
    signMessage?: (message: Uint8Array, encoding?: 'utf8' | string) => Promise<Uint8Array> | undefined;
  }

  /** Sign in with a Web3 wallet: let the client ask the wallet, or pass a message it signed. */
  export type Web3Credentials =
    | {
        chain: 'solana';
        wallet?: SolanaWallet;
        statement?: string;
        options?: {
          /** The URL the message is for; default the current page. */
          url?: string;
          captchaToken?: string;
          signInWithSolana?: Partial<Omit<SolanaSignInInput, 'version' | 'chain' | 'domain' | 'uri' | 'statement'>>;
        };
      }
    | {
        chain: 'solana';
        message: string;
        signature: Uint8Array;
        options?: { captchaToken?: string };
      };

  /** A JSON Web Key (RFC 7517). */
  export type JWK = JsonWebKey & { kid?: string };

  /** A JWT's claims: the registered ones (RFC 7519) and Plinth's own. */
  export interface JwtPayload {
    iss?: string;
    sub?: string;
    aud?: string | string[];
    exp?: number;
    iat?: number;
    role?: string;
    [claim: string]: unknown;
  }

  export interface JwtHeader {
    alg: string;
    kid?: string;
    typ?: string;
  }

  export interface UserAttributes {
    /** The current password, when changing the password needs it. */
    current_password?: string;
    email?: string;
    phone?: string;
    password?: string;
    /** The reauthentication code, when changing the password needs one. */
    nonce?: string;
    /** Replaces keys of `user_metadata`. */
    data?: object;
  }

  export type ResendParams =
    | { type: 'signup' | 'email_change'; email: string; options?: { emailRedirectTo?: string; captchaToken?: string } }
    | { type: MobileOtpType; phone: string; options?: { captchaToken?: string } };

  /** Which sessions `signOut` ends: every device's (`global`), this one's, or all but this one. */
  export interface SignOut {
    scope?: 'global' | 'local' | 'others';
  }

  export interface Subscription {
    id: string;
    unsubscribe(): void;
  }

  /** The Auth server's answer to a consent decision (OAuth 2.1 server). */
  export type AuthOAuthConsentResponse = AuthDataResponse<OpaqueData>;
  /** An authorization request awaiting the user's consent (OAuth 2.1 server). */
  export type AuthOAuthAuthorizationDetailsResponse = AuthDataResponse<OpaqueData>;

  /** Consent screens of apps that use Plinth Auth as their OAuth 2.1 server. */
  export interface AuthOAuthServerApi {
    /** Grant the app the access it asked for. */
    approveAuthorization(authorizationId: string, options?: { skipBrowserRedirect?: boolean }): Promise<AuthOAuthConsentResponse>;
    /** Refuse the app's request. */
    denyAuthorization(authorizationId: string, options?: { skipBrowserRedirect?: boolean }): Promise<AuthOAuthConsentResponse>;
    /** The app and scopes of a pending authorization request, to show on the consent screen. */
    getAuthorizationDetails(authorizationId: string): Promise<AuthOAuthAuthorizationDetailsResponse>;
  }

  export interface AuthClient {
    readonly mfa: AuthMFAApi;
    /** Admin calls: server code only, with the secret key. */
    readonly admin: AuthAdminApi;
    readonly oauth: AuthOAuthServerApi;
    /** Create a user with a password. `session` is null until the address is confirmed, if confirmation is on. */
    signUp(credentials: SignUpWithPasswordCredentials): Promise<AuthResponse>;
    /** Called on every sign-in, sign-out and token refresh; call `unsubscribe()` to stop. */
    onAuthStateChange(
      callback: (event: AuthChangeEvent, session: Session | null) => void | Promise<void>,
    ): { data: { subscription: Subscription } };
    /** Create and sign in a user without any credentials (`is_anonymous` is true). */
    signInAnonymously(credentials?: SignInAnonymouslyCredentials): Promise<AuthResponse>;
    /** Sign in with an email address or phone number and a password. */
    signInWithPassword(credentials: SignInWithPasswordCredentials): Promise<AuthTokenResponsePassword>;
    /** Sign in with an ID token obtained natively from the provider. */
    signInWithIdToken(credentials: SignInWithIdTokenCredentials): Promise<AuthTokenResponse>;
    /** Email a magic link (or text a one-time code to a phone). No password involved. */
    signInWithOtp(credentials: SignInWithPasswordlessCredentials): Promise<AuthOtpResponse>;
    /** Start a social login: in browsers this navigates to the provider. */
    signInWithOAuth(credentials: SignInWithOAuthCredentials): Promise<OAuthResponse>;
    /** Start an enterprise single sign-on: in browsers this navigates to the identity provider. */
    signInWithSSO(params: SignInWithSSO): Promise<SSOResponse>;
    /** Sign in by signing a message with a Web3 wallet. */
    signInWithWeb3(
      credentials: Web3Credentials,
    ): Promise<{ data: { session: Session; user: User }; error: null } | { data: { session: null; user: null }; error: AuthError }>;
    /**
     * The claims of the session's access token (or of `jwt`), verified: locally with the project's
     * public keys when it signs with asymmetric keys, else by Plinth Auth. `data` is null without a session.
     */
    getClaims(
      jwt?: string,
      options?: { keys?: JWK[]; allowExpired?: boolean; jwks?: { keys: JWK[] } },
    ): Promise<
      | { data: { claims: JwtPayload; header: JwtHeader; signature: Uint8Array }; error: null }
      | { data: null; error: AuthError }
      | { data: null; error: null }
    >;
    /** End the session (by default on every device) and clear it from storage. */
    signOut(options?: SignOut): Promise<{ error: AuthError | null }>;
    /** Email a link that signs the user in to set a new password. */
    resetPasswordForEmail(
      email: string,
      options?: { redirectTo?: string; captchaToken?: string },
    ): Promise<AuthDataResponse<Record<string, never>>>;
    /** Check a one-time code or token hash and sign the user in. */
    verifyOtp(params: VerifyOtpParams): Promise<AuthResponse>;
    /**
     * The session stored locally (browser storage or the request's cookies), refreshed if expired.
     * It is NOT verified: never trust it on a server.
     */
    getSession(): Promise<SessionResponse>;
    /** Get a new session now, with the current refresh token or the one given. */
    refreshSession(currentSession?: { refresh_token: string }): Promise<AuthResponse>;
    /**
     * The current user, verified by Plinth Auth (a network request). Use this on servers for any
     * decision that needs a trusted identity.
     */
    getUser(jwt?: string): Promise<UserResponse>;
    /** Change the signed-in user's email, phone, password or metadata. */
    updateUser(attributes: UserAttributes, options?: { emailRedirectTo?: string | undefined }): Promise<UserResponse>;
    /** The sign-in methods linked to the signed-in user. */
    getUserIdentities(): Promise<AuthDataResponse<{ identities: UserIdentity[] }>>;
    /** Link a social account to the signed-in user (in browsers this navigates to the provider). */
    linkIdentity(credentials: SignInWithOAuthCredentials): Promise<OAuthResponse>;
    /** Link an account to the signed-in user with the provider's ID token. */
    linkIdentity(credentials: SignInWithIdTokenCredentials): Promise<AuthTokenResponse>;
    /** Remove a linked sign-in method (the user must keep at least one). */
    unlinkIdentity(identity: UserIdentity): Promise<AuthDataResponse<Record<string, never>>>;
    /** Send the signed-in user a code to confirm a sensitive change, such as the password. */
    reauthenticate(): Promise<AuthResponse>;
    /** Send a signup confirmation, email change or phone code again. */
    resend(credentials: ResendParams): Promise<AuthOtpResponse>;
    /** Use a session obtained elsewhere (for example from a deep link). */
    setSession(currentSession: { access_token: string; refresh_token: string }): Promise<AuthResponse>;
    /** Trade the `code` of a magic-link or OAuth redirect for a session (PKCE flow). */
    exchangeCodeForSession(authCode: string): Promise<AuthTokenResponse>;
    /** Refresh the session in the background again (for example when the app returns to the foreground). */
    startAutoRefresh(): Promise<void>;
    /** Stop refreshing the session in the background (for example when the app goes to the background). */
    stopAutoRefresh(): Promise<void>;
  }

  // ---------------------------------------------------------------------------------------------
  // Auth MFA
  // ---------------------------------------------------------------------------------------------

  export interface MFAEnrollTOTPParams {
    factorType: 'totp';
    friendlyName?: string;
    /** Shown by the authenticator app; default the project's URL. */
    issuer?: string;
  }
  export interface MFAEnrollPhoneParams {
    factorType: 'phone';
    friendlyName?: string;
    /** The number the codes are texted to. */
    phone: string;
  }
  export interface MFAEnrollWebauthnParams {
    factorType: 'webauthn';
    friendlyName?: string;
  }
  export type MFAEnrollParams = MFAEnrollTOTPParams | MFAEnrollPhoneParams | MFAEnrollWebauthnParams;

  /** How a phone factor's code is sent. */
  export type Channel = 'sms' | 'whatsapp';

  export interface MFAChallengeTOTPParams {
    factorId: string;
  }
  export interface MFAChallengePhoneParams {
    factorId: string;
    channel?: Channel;
  }
  export interface MFAChallengeWebauthnParams {
    factorId: string;
    webauthn: { rpId: string; rpOrigins?: string[] };
  }
  export type MFAChallengeParams = MFAChallengeTOTPParams | MFAChallengePhoneParams | MFAChallengeWebauthnParams;

  export interface MFAVerifyTOTPParams {
    factorId: string;
    challengeId: string;
    /** The code from the authenticator app. */
    code: string;
  }
  export interface MFAVerifyPhoneParams {
    factorId: string;
    challengeId: string;
    /** The code texted to the phone. */
    code: string;
  }
  /** The relying party a WebAuthn factor is verified for. */
  export interface MFAVerifyWebauthnParamFieldsBase {
    rpId: string;
    rpOrigins?: string[];
  }
  /** The WebAuthn ceremony the credential comes from, and the browser's answer to it. */
  export interface MFAVerifyWebauthnCredentialParamFields<T extends 'create' | 'request' = 'create' | 'request'> {
    type: T;
    credential_response: T extends 'create' ? PublicKeyCredential : T extends 'request' ? PublicKeyCredential : never;
  }
  export interface MFAVerifyWebauthnParams {
    factorId: string;
    challengeId: string;
    webauthn: MFAVerifyWebauthnParamFieldsBase & MFAVerifyWebauthnCredentialParamFields;
  }
  export type MFAVerifyParams = MFAVerifyTOTPParams | MFAVerifyPhoneParams | MFAVerifyWebauthnParams;

  export interface MFAChallengeAndVerifyParams {
    factorId: string;
    /** The code from the authenticator app. */
    code: string;
  }
  export interface MFAUnenrollParams {
    factorId: string;
  }

  export type AuthMFAEnrollTOTPResponse = AuthDataResponse<OpaqueData>;
  export type AuthMFAEnrollPhoneResponse = AuthDataResponse<OpaqueData>;
  export type AuthMFAEnrollWebauthnResponse = AuthDataResponse<OpaqueData>;
  export type AuthMFAEnrollResponse = AuthDataResponse<OpaqueData>;
  export type AuthMFAChallengeResponse = AuthDataResponse<OpaqueData>;
  export type AuthMFAVerifyResponse = AuthDataResponse<OpaqueData>;
  export type AuthMFAUnenrollResponse = AuthDataResponse<OpaqueData>;
  export type AuthMFAGetAuthenticatorAssuranceLevelResponse = AuthDataResponse<OpaqueData>;
  export type AuthMFAListFactorsResponse = AuthDataResponse<OpaqueData>;

  export interface AuthMFAApi {
    /** Start adding a second factor to the signed-in user; it counts once verified. */
    enroll(params: MFAEnrollTOTPParams): Promise<AuthMFAEnrollTOTPResponse>;
    enroll(params: MFAEnrollPhoneParams): Promise<AuthMFAEnrollPhoneResponse>;
    enroll(params: MFAEnrollWebauthnParams): Promise<AuthMFAEnrollWebauthnResponse>;
    enroll(params: MFAEnrollParams): Promise<AuthMFAEnrollResponse>;
    /** Ask for a code (or a WebAuthn ceremony) for a factor; verify it with `verify`. */
    challenge(params: MFAChallengeParams): Promise<AuthMFAChallengeResponse>;
    /** Check a challenge's code; on success the session is upgraded to `aal2`. */
    verify(params: MFAVerifyParams): Promise<AuthMFAVerifyResponse>;
    /** `challenge` and `verify` in one call, for a TOTP code. */
    challengeAndVerify(params: MFAChallengeAndVerifyParams): Promise<AuthMFAVerifyResponse>;
    /** Remove a factor from the signed-in user. */
    unenroll(params: MFAUnenrollParams): Promise<AuthMFAUnenrollResponse>;
    /** The session's assurance level now and the highest it can reach. */
    getAuthenticatorAssuranceLevel(jwt?: string): Promise<AuthMFAGetAuthenticatorAssuranceLevelResponse>;
    /** The signed-in user's factors. */
    listFactors(): Promise<AuthMFAListFactorsResponse>;
  }

  // ---------------------------------------------------------------------------------------------
  // Auth admin (server code with the secret key only)
  // ---------------------------------------------------------------------------------------------

  export interface AdminUserAttributes {
    user_metadata?: object;
    app_metadata?: object;
    /** Mark the email address as confirmed. */
    email_confirm?: boolean;
    /** Mark the phone number as confirmed. */
    phone_confirm?: boolean;
    /** How long the user is banned, such as `24h`, or `none` to lift a ban. */
    ban_duration?: string | 'none';
    role?: string;
    /** A password hash imported from another system, instead of `password`. */
    password_hash?: string;
    id?: string;
    phone?: string;
    email?: string;
    current_password?: string;
    password?: string;
    nonce?: string;
  }

  export interface PageParams {
    /** The page number, from 1. */
    page?: number;
    perPage?: number;
  }

  /** Paging information of a list result. */
  export type Pagination = OpaqueData;

  export interface GenerateLinkOptions {
    /** For `signup` and `invite` links: the new user's `user_metadata`. */
    data?: object;
    /** Where the link sends the user once it is verified. */
    redirectTo?: string;
  }

  export type GenerateLinkParams =
    | { type: 'signup'; email: string; password: string; options?: Pick<GenerateLinkOptions, 'data' | 'redirectTo'> }
    | { type: 'invite' | 'magiclink'; email: string; options?: Pick<GenerateLinkOptions, 'data' | 'redirectTo'> }
    | { type: 'recovery'; email: string; options?: Pick<GenerateLinkOptions, 'redirectTo'> }
    | { type: 'email_change_current' | 'email_change_new'; email: string; newEmail: string; options?: Pick<GenerateLinkOptions, 'redirectTo'> };

  export type GenerateLinkResponse = AuthDataResponse<OpaqueData>;

  export type AuthMFAAdminDeleteFactorResponse = AuthDataResponse<OpaqueData>;
  export type AuthMFAAdminListFactorsResponse = AuthDataResponse<OpaqueData>;

  export interface AuthMFAAdminDeleteFactorParams {
    /** The factor's id. */
    id: string;
    userId: string;
  }
  export interface AuthMFAAdminListFactorsParams {
    userId: string;
  }

  export interface AuthAdminMFAApi {
    /** Remove a factor of any user. */
    deleteFactor(params: AuthMFAAdminDeleteFactorParams): Promise<AuthMFAAdminDeleteFactorResponse>;
    /** A user's factors. */
    listFactors(params: AuthMFAAdminListFactorsParams): Promise<AuthMFAAdminListFactorsResponse>;
  }

  /** An OAuth 2.0 grant type, such as `authorization_code`. */
  export type OAuthClientGrantType = string;
  /** An OAuth 2.0 response type, such as `code`. */
  export type OAuthClientResponseType = string;
  /** How the client authenticates at the token endpoint, such as `client_secret_basic`. */
  export type OAuthClientTokenEndpointAuthMethod = string;

  export interface CreateOAuthClientParams {
    client_name: string;
    client_uri?: string;
    redirect_uris: string[];
    grant_types?: OAuthClientGrantType[];
    response_types?: OAuthClientResponseType[];
    scope?: string;
    token_endpoint_auth_method?: OAuthClientTokenEndpointAuthMethod;
  }

  export interface UpdateOAuthClientParams {
    client_name?: string;
    client_uri?: string;
    logo_uri?: string;
    redirect_uris?: string[];
    grant_types?: OAuthClientGrantType[];
    token_endpoint_auth_method?: OAuthClientTokenEndpointAuthMethod;
  }

  export type OAuthClientResponse = AuthDataResponse<OpaqueData>;
  export type OAuthClientListResponse = AuthDataResponse<OpaqueData>;

  /** The apps registered with Plinth Auth as their OAuth 2.1 server. */
  export interface AuthAdminOAuthApi {
    /** Register an app. */
    createClient(params: CreateOAuthClientParams): Promise<OAuthClientResponse>;
    /** Remove an app. */
    deleteClient(clientId: string): Promise<{ data: null; error: AuthError | null }>;
    /** An app by id. */
    getClient(clientId: string): Promise<OAuthClientResponse>;
    /** The registered apps, a page at a time. */
    listClients(params?: PageParams): Promise<OAuthClientListResponse>;
    /** Issue a new client secret; the old one stops working. */
    regenerateClientSecret(clientId: string): Promise<OAuthClientResponse>;
    /** Change an app's registration. */
    updateClient(clientId: string, params: UpdateOAuthClientParams): Promise<OAuthClientResponse>;
  }

  export interface AuthAdminApi {
    readonly mfa: AuthAdminMFAApi;
    readonly oauth: AuthAdminOAuthApi;
    /** A user by id. */
    getUserById(uid: string): Promise<UserResponse>;
    /** The project's users, a page at a time (50 by default). */
    listUsers(
      params?: PageParams,
    ): Promise<{ data: { users: User[]; aud: string } & Pagination; error: null } | { data: { users: [] }; error: AuthError }>;
    /** Create a user; no confirmation email is sent. */
    createUser(attributes: AdminUserAttributes): Promise<UserResponse>;
    /** Delete a user, or with `shouldSoftDelete` only make their account unusable. */
    deleteUser(id: string, shouldSoftDelete?: boolean): Promise<UserResponse>;
    /** Email an invitation link to a new user. */
    inviteUserByEmail(email: string, options?: { data?: object; redirectTo?: string }): Promise<UserResponse>;
    /** Make a signup, invite, magic-link, recovery or email-change link without sending it. */
    generateLink(params: GenerateLinkParams): Promise<GenerateLinkResponse>;
    /** Change any attribute of a user. */
    updateUserById(uid: string, attributes: AdminUserAttributes): Promise<UserResponse>;
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

  export interface PostgrestResponseSuccess<T> {
    data: T;
    error: null;
    count: number | null;
    status: number;
    statusText: string;
  }

  export interface PostgrestResponseFailure {
    data: null;
    error: PostgrestError;
    count: null;
    status: number;
    statusText: string;
  }

  export type PostgrestResponse<T> = PostgrestResponseSuccess<T> | PostgrestResponseFailure;

  /** The value a filter compares a column with: the column's type when known. */
  type FilterValueOf<Row, ColumnName> = ColumnName extends keyof Row ? NonNullable<Row[ColumnName]> : unknown;
  /** A column's value when the column is one of the row's, else anything (an embedded table's column). */
  type ValueOf<Row, ColumnName> = ColumnName extends keyof Row ? Row[ColumnName] : unknown;

  /**
   * How to count rows: exact (`count(*)`), from the planner's estimate, or exact for small counts
   * (any other string is passed on as it is).
   */
  export type CountAlgorithm = 'exact' | 'planned' | 'estimated' | (string & {});

  /** PostgREST's filter operators, as `filter()`, `not()` and `or()` take them. */
  export type FilterOperator =
    | 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'match' | 'imatch' | 'is' | 'isdistinct' | 'in'
    | 'cs' | 'cd' | 'sl' | 'sr' | 'nxl' | 'nxr' | 'adj' | 'ov' | 'fts' | 'plfts' | 'phfts' | 'wfts';

  export interface SelectOptions {
    /** Return only the count, no rows. */
    head?: boolean;
    /** Also count the matching rows, returned in `count`. */
    count?: CountAlgorithm;
  }

  /** Options of `limit`, `range` and `or` for an embedded table. */
  export interface ReferencedTableOptions {
    /** Deprecated name of `referencedTable`. */
    foreignTable?: string;
    /** Apply to this embedded table instead of the top-level rows. */
    referencedTable?: string;
  }

  /**
   * A request that runs when awaited, resolving to `{ data, error }` (with `throwOnError()`, to the
   * data: errors are thrown).
   */
  export interface PostgrestBuilder<Result, ThrowOnError extends boolean = false>
    extends PromiseLike<ThrowOnError extends true ? PostgrestResponseSuccess<Result> : PostgrestResponse<Result>> {
    /** Add an HTTP header to this request. */
    setHeader(name: string, value: string): this;
    /** Throw errors instead of returning them in `error`. */
    throwOnError(): PostgrestBuilder<Result, true>;
    /** Declare the result's type yourself, at the end of the chain (an untyped client's rows are `any`). */
    overrideTypes<NewResult>(): PostgrestBuilder<NewResult, ThrowOnError>;
  }

  /** A request whose result can still be shaped: columns, order, paging, one row, format. */
  export interface PostgrestTransformBuilder<Row, Result> extends PostgrestBuilder<Result> {
    /** Return the written rows (after insert, update, upsert or delete), with these columns. */
    select<Query extends string = '*'>(columns?: Query): PostgrestFilterBuilder<Row, Row[]>;
    /** Sort by `column`, ascending by default; chain again for more columns. */
    order<ColumnName extends string & keyof Row | string>(
      column: ColumnName,
      options?:
        | { ascending?: boolean; nullsFirst?: boolean; referencedTable?: undefined }
        | { ascending?: boolean; nullsFirst?: boolean; referencedTable?: string }
        | { ascending?: boolean; nullsFirst?: boolean; foreignTable?: string },
    ): this;
    /** At most `rows` rows. */
    limit(rows: number, options?: ReferencedTableOptions): this;
    /** Rows `from` to `to`, both included, counting from 0. */
    range(from: number, to: number, options?: ReferencedTableOptions): this;
    /** Cancel the request when `signal` aborts. */
    abortSignal(signal: AbortSignal): this;
    /** Expect exactly one row and return it instead of an array; zero or several rows is an error. */
    single(): PostgrestBuilder<Result extends (infer R)[] ? R : Result>;
    /** Like `single()`, but zero rows gives `data: null` instead of an error. */
    maybeSingle(): PostgrestBuilder<(Result extends (infer R)[] ? R : Result) | null>;
    /** The result as CSV text. */
    csv(): PostgrestBuilder<string>;
    /** The result as a GeoJSON feature collection (PostGIS). */
    geojson(): PostgrestBuilder<Record<string, unknown>>;
    /** Declare the result's type yourself (prefer `overrideTypes`). */
    returns<NewResult>(): PostgrestTransformBuilder<Row, NewResult>;
    /** The query plan instead of the result (must be enabled for the project). */
    explain(options?: {
      analyze?: boolean;
      verbose?: boolean;
      settings?: boolean;
      buffers?: boolean;
      wal?: boolean;
      format?: 'json' | 'text';
    }): PostgrestBuilder<Record<string, unknown>[] | string>;
    /** Fail, and change nothing, if an update, delete or function call would affect more than `rows` rows. */
    maxAffected(rows: number): this;
    /** Run the request, then roll its changes back. */
    rollback(): this;
  }

  /**
   * A read or write that can still be narrowed with filters, ordered and limited. A filter's
   * `column` is one of the row's columns (suggested when the client is typed) or any column path,
   * such as an embedded table's `countries.name`.
   */
  export interface PostgrestFilterBuilder<Row, Result> extends PostgrestTransformBuilder<Row, Result> {
    /** Rows whose `column` equals `value`. */
    eq<ColumnName extends string>(column: ColumnName, value: FilterValueOf<Row, ColumnName>): this;
    /** Rows whose `column` does not equal `value`. */
    neq<ColumnName extends string>(column: ColumnName, value: FilterValueOf<Row, ColumnName>): this;
    /** Rows whose `column` is greater than `value`. */
    gt<ColumnName extends string & keyof Row | string>(column: ColumnName, value: ValueOf<Row, ColumnName>): this;
    /** Rows whose `column` is greater than or equal to `value`. */
    gte<ColumnName extends string & keyof Row | string>(column: ColumnName, value: ValueOf<Row, ColumnName>): this;
    /** Rows whose `column` is less than `value`. */
    lt<ColumnName extends string & keyof Row | string>(column: ColumnName, value: ValueOf<Row, ColumnName>): this;
    /** Rows whose `column` is less than or equal to `value`. */
    lte<ColumnName extends string & keyof Row | string>(column: ColumnName, value: ValueOf<Row, ColumnName>): this;
    /** Rows whose `column` matches `pattern` (`%` for any characters), case-sensitively. */
    like<ColumnName extends string & keyof Row | string>(column: ColumnName, pattern: string): this;
    /** Rows whose `column` matches `pattern`, ignoring case. */
    ilike<ColumnName extends string & keyof Row | string>(column: ColumnName, pattern: string): this;
    /** Rows whose `column` matches every pattern, ignoring case. */
    ilikeAllOf<ColumnName extends string & keyof Row | string>(column: ColumnName, patterns: readonly string[]): this;
    /** Rows whose `column` matches any of the patterns, ignoring case. */
    ilikeAnyOf<ColumnName extends string & keyof Row | string>(column: ColumnName, patterns: readonly string[]): this;
    /** Rows whose `column` matches every pattern, case-sensitively. */
    likeAllOf<ColumnName extends string & keyof Row | string>(column: ColumnName, patterns: readonly string[]): this;
    /** Rows whose `column` matches any of the patterns, case-sensitively. */
    likeAnyOf<ColumnName extends string & keyof Row | string>(column: ColumnName, patterns: readonly string[]): this;
    /** Rows whose `column` IS `null`, `true` or `false`. */
    is<ColumnName extends string & keyof Row | string>(column: ColumnName, value: (ValueOf<Row, ColumnName> & (boolean | null)) | boolean | null): this;
    /** Rows whose `column` is one of `values`. */
    in<ColumnName extends string>(column: ColumnName, values: ReadonlyArray<FilterValueOf<Row, ColumnName>>): this;
    /** Rows whose array, range or jsonb `column` contains every element of `value`. */
    contains<ColumnName extends string & keyof Row | string>(
      column: ColumnName,
      value: string | ReadonlyArray<ValueOf<Row, ColumnName>> | Record<string, unknown> | readonly unknown[],
    ): this;
    /** Rows whose array, range or jsonb `column` is contained in `value`. */
    containedBy<ColumnName extends string & keyof Row | string>(
      column: ColumnName,
      value: string | ReadonlyArray<ValueOf<Row, ColumnName>> | Record<string, unknown> | readonly unknown[],
    ): this;
    /** Rows whose range `column` is entirely after `range`. */
    rangeGt<ColumnName extends string & keyof Row | string>(column: ColumnName, range: string): this;
    /** Rows whose range `column` does not extend before `range`. */
    rangeGte<ColumnName extends string & keyof Row | string>(column: ColumnName, range: string): this;
    /** Rows whose range `column` is entirely before `range`. */
    rangeLt<ColumnName extends string & keyof Row | string>(column: ColumnName, range: string): this;
    /** Rows whose range `column` does not extend after `range`. */
    rangeLte<ColumnName extends string & keyof Row | string>(column: ColumnName, range: string): this;
    /** Rows whose range `column` is next to `range`, with nothing in between. */
    rangeAdjacent<ColumnName extends string & keyof Row | string>(column: ColumnName, range: string): this;
    /** Rows whose array or range `column` shares an element with `value`. */
    overlaps<ColumnName extends string & keyof Row | string>(column: ColumnName, value: string | ReadonlyArray<ValueOf<Row, ColumnName>> | readonly unknown[]): this;
    /** Rows whose text or tsvector `column` matches the full-text `query`. */
    textSearch<ColumnName extends string & keyof Row | string>(
      column: ColumnName,
      query: string,
      options?: { config?: string; type?: 'plain' | 'phrase' | 'websearch' },
    ): this;
    /** Rows whose columns equal all the given values. */
    match<ColumnName extends string & keyof Row>(query: Record<ColumnName, Row[ColumnName]> | Record<string, unknown>): this;
    /** Rows that do NOT pass a filter, written as PostgREST does: `.not('status', 'eq', 'done')`. */
    not<ColumnName extends string & keyof Row | string>(column: ColumnName, operator: 'is' | FilterOperator | string, value: null | ValueOf<Row, ColumnName>): this;
    /** Rows that pass any of the filters, written as PostgREST does: `'id.eq.1,name.eq.Han'`. */
    or(filters: string, options?: ReferencedTableOptions): this;
    /** Any PostgREST filter by its operator, such as `.filter('tags', 'cs', '{urgent}')`. */
    filter<ColumnName extends string & keyof Row | string>(column: ColumnName, operator: `${'' | 'not.'}${FilterOperator}` | string, value: unknown): this;
  }

  /** A table or view, before choosing what to do with it. */
  export interface PostgrestQueryBuilder<Row> {
    /** Read rows; `columns` is a comma-separated list such as `'id, title'`, default `'*'`. */
    select<Query extends string = '*'>(columns?: Query, options?: SelectOptions): PostgrestFilterBuilder<Row, Row[]>;
    /** Insert rows; no rows come back unless you chain `select()`. */
    insert(
      values: Partial<Row> | Partial<Row>[],
      options?: { count?: CountAlgorithm; defaultToNull?: boolean },
    ): PostgrestFilterBuilder<Row, null>;
    /** Change the rows matched by the filters you chain (always add one). */
    update(values: Partial<Row>, options?: { count?: CountAlgorithm }): PostgrestFilterBuilder<Row, null>;
    /** Insert, or update the row whose primary key (or `onConflict` columns) already exists. */
    upsert(
      values: Partial<Row> | Partial<Row>[],
      options?: { onConflict?: string; ignoreDuplicates?: boolean; count?: CountAlgorithm; defaultToNull?: boolean },
    ): PostgrestFilterBuilder<Row, null>;
    /** Delete the rows matched by the filters you chain (always add one). */
    delete(options?: { count?: CountAlgorithm }): PostgrestFilterBuilder<Row, null>;
  }

  /** Earlier names of the builders. */
  export type QueryBuilder<Row> = PostgrestQueryBuilder<Row>;
  export type FilterBuilder<Row, Result> = PostgrestFilterBuilder<Row, Result>;
  export type MutationBuilder<Row> = PostgrestFilterBuilder<Row, null>;

  // ---------------------------------------------------------------------------------------------
  // Storage
  // ---------------------------------------------------------------------------------------------

  export interface StorageError extends Error {
    name: 'StorageError';
    statusCode?: string;
  }

  /**
   * Storage answered with an error (the error facts' StorageApiError): `status` is the HTTP status
   * (usually 400), `statusCode` the specific status as a string (`"404"`), `code` the error code.
   */
  export interface StorageApiError extends StorageError {
    status: number;
    statusCode: string;
    code: string;
  }

  /** Whether `error` is a Storage error of any kind; one Storage answered with also has a `code`. */
  export function isStorageError(error: unknown): error is StorageError;

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

  /** A bucket; fields other than these read as `unknown`. */
  export interface Bucket {
    id: string;
    name: string;
    public: boolean;
    [field: string]: unknown;
  }

  /** The kind of bucket. */
  export type BucketType = string;

  /** A file's details as `info()` returns them. */
  export type FileInfo = OpaqueData;

  export type FileBody = ArrayBuffer | ArrayBufferView | Blob | File | FormData | ReadableStream<Uint8Array> | URLSearchParams | string;
  /**
   * What `update` accepts: a `FileBody`, or on Node.js a `Buffer` or a stream. (These two names come
   * from Node's types, which Edge Function samples do not load: there `update`'s body is unchecked.)
   */
  export type UpdateFileBody = ArrayBuffer | ArrayBufferView | Blob | Buffer | File | FormData | NodeJS.ReadableStream | ReadableStream<Uint8Array> | URLSearchParams | string;

  export interface FileOptions {
    /** Seconds for the `cache-control: max-age` header. Default '3600'. */
    cacheControl?: string;
    /** The file's MIME type; taken from the file when omitted. */
    contentType?: string;
    /** Overwrite an existing file at the same path (needs an update policy). Default false. */
    upsert?: boolean;
    /** The `duplex` of the upload request, for stream bodies (`'half'`). */
    duplex?: string;
    /** Your own metadata, stored with the file. */
    metadata?: Record<string, any>;
    headers?: Record<string, string>;
  }
  export type UploadOptions = FileOptions;

  /** An image transformation applied when the file is served. */
  export interface TransformOptions {
    width?: number;
    height?: number;
    resize?: 'cover' | 'contain' | 'fill';
    /** 20 to 100. */
    quality?: number;
    /** Keep the original format instead of converting to WebP. */
    format?: 'origin';
  }

  export interface FetchParameters {
    signal?: AbortSignal;
    cache?: 'default' | 'no-store' | 'reload' | 'no-cache' | 'force-cache' | 'only-if-cached';
  }

  /** How `list` sorts: by a column (`name`, `created_at`, `updated_at`…), `asc` or `desc`. */
  export interface SortBy {
    column?: string;
    order?: string;
  }

  /** Where `move` and `copy` put the file, when not in the same bucket. */
  export interface DestinationOptions {
    destinationBucket?: string;
  }

  export interface SearchOptions {
    /** At most this many files. Default 100. */
    limit?: number;
    offset?: number;
    sortBy?: SortBy;
    /** Only names that contain this text. */
    search?: string;
  }

  export interface ListBucketOptions {
    limit?: number;
    offset?: number;
    sortColumn?: 'id' | 'name' | 'created_at' | 'updated_at';
    sortOrder?: 'asc' | 'desc';
    search?: string;
  }

  /** A download that runs when awaited. */
  export type BlobDownloadBuilder = PromiseLike<StorageResponse<Blob>>;

  export interface StorageFileApi {
    /** Upload a file to `path` in the bucket; fails if it exists, unless `upsert`. */
    upload(path: string, fileBody: FileBody, fileOptions?: FileOptions): Promise<StorageResponse<{ id: string; path: string; fullPath: string }>>;
    /** Download a file, optionally transformed (images). */
    download<Options extends { transform?: TransformOptions; cacheNonce?: string }>(path: string, options?: Options, parameters?: FetchParameters): BlobDownloadBuilder;
    /** The files and folders under `path`. */
    list(path?: string, options?: SearchOptions, parameters?: FetchParameters): Promise<StorageResponse<FileObject[]>>;
    /** Replace the file at `path`. */
    update(path: string, fileBody: UpdateFileBody, fileOptions?: FileOptions): Promise<StorageResponse<{ id: string; path: string; fullPath: string }>>;
    /** Move or rename a file, within the bucket or to `destinationBucket`. */
    move(fromPath: string, toPath: string, options?: DestinationOptions): Promise<StorageResponse<{ message: string }>>;
    /** Copy a file, within the bucket or to `destinationBucket`. */
    copy(fromPath: string, toPath: string, options?: DestinationOptions): Promise<StorageResponse<{ path: string }>>;
    /** Delete files. */
    remove(paths: string[]): Promise<StorageResponse<FileObject[]>>;
    /** A URL that grants access to the file for `expiresIn` seconds, without a token. */
    createSignedUrl(
      path: string,
      expiresIn: number,
      options?: { download?: string | boolean; transform?: TransformOptions; cacheNonce?: string },
    ): Promise<StorageResponse<{ signedUrl: string }>>;
    /** Signed URLs for several files at once. */
    createSignedUrls(
      paths: string[],
      expiresIn: number,
      options?: { download?: string | boolean; cacheNonce?: string },
    ): Promise<StorageResponse<{ error: string | null; path: string | null; signedUrl: string | null }[]>>;
    /** A URL (valid two hours) that lets anyone upload this one file, with `uploadToSignedUrl`. */
    createSignedUploadUrl(path: string, options?: { upsert: boolean }): Promise<StorageResponse<{ signedUrl: string; token: string; path: string }>>;
    /** Upload a file with the token of a signed upload URL. */
    uploadToSignedUrl(
      path: string,
      token: string,
      fileBody: FileBody,
      fileOptions?: FileOptions,
    ): Promise<StorageResponse<{ path: string; fullPath: string }>>;
    /** The URL of a file in a public bucket. Makes no request and does not check the file exists. */
    getPublicUrl(
      path: string,
      options?: { download?: string | boolean; transform?: TransformOptions; cacheNonce?: string },
    ): { data: { publicUrl: string } };
    /** Whether a file exists at `path`. */
    exists(path: string): Promise<{ data: boolean; error: null } | { data: boolean; error: StorageError }>;
    /** A file's details (size, content type, metadata…). */
    info(path: string): Promise<StorageResponse<FileInfo>>;
  }
  export type StorageBucketApi = StorageFileApi;

  /** A vector: its key, its embedding and your metadata. */
  export interface VectorObject {
    key: string;
    data: VectorData;
    metadata?: Record<string, any>;
  }
  export interface VectorData {
    float32: number[];
  }
  /** A metadata filter for `queryVectors`. */
  export type VectorFilter = Record<string, any>;
  /** `{ data, error }` of a vector call. */
  export type ApiResponse<T> = { data: T; error: null } | { data: null; error: StorageError };

  // The vector calls' options. Each names its bucket and index, which the scope you call them on
  // (`storage.vectors.from(bucket).index(name)`) supplies: the calls take them without those two.
  export interface PutVectorsOptions {
    vectorBucketName: string;
    indexName: string;
    vectors: VectorObject[];
  }
  export interface QueryVectorsOptions {
    vectorBucketName: string;
    indexName: string;
    queryVector: VectorData;
    topK?: number;
    filter?: VectorFilter;
    returnDistance?: boolean;
    returnMetadata?: boolean;
  }
  export interface GetVectorsOptions {
    vectorBucketName: string;
    indexName: string;
    keys: string[];
    returnData?: boolean;
    returnMetadata?: boolean;
  }
  export interface ListVectorsOptions {
    vectorBucketName: string;
    indexName: string;
    maxResults?: number;
    nextToken?: string;
    returnData?: boolean;
    returnMetadata?: boolean;
    segmentCount?: number;
    segmentIndex?: number;
  }
  export interface DeleteVectorsOptions {
    vectorBucketName: string;
    indexName: string;
    keys: string[];
  }

  /** One vector index of a vector bucket. */
  export interface VectorIndexScope {
    /** Insert or replace vectors. */
    putVectors(options: Omit<PutVectorsOptions, 'vectorBucketName' | 'indexName'>): Promise<ApiResponse<undefined>>;
    /** The `topK` vectors nearest to `queryVector`. */
    queryVectors(options: Omit<QueryVectorsOptions, 'vectorBucketName' | 'indexName'>): Promise<ApiResponse<OpaqueData>>;
    /** Vectors by key. */
    getVectors(options: Omit<GetVectorsOptions, 'vectorBucketName' | 'indexName'>): Promise<ApiResponse<OpaqueData>>;
    /** The index's vectors, a page at a time (or a segment of them, for parallel scans). */
    listVectors(options?: Omit<ListVectorsOptions, 'vectorBucketName' | 'indexName'>): Promise<ApiResponse<OpaqueData>>;
    /** Delete vectors by key. */
    deleteVectors(options: Omit<DeleteVectorsOptions, 'vectorBucketName' | 'indexName'>): Promise<ApiResponse<undefined>>;
  }

  /** A vector bucket. */
  export interface VectorBucketScope {
    /** One of the bucket's indexes (the way to its vector calls). */
    index(indexName: string): VectorIndexScope;
  }

  export interface StorageVectorsClient {
    /** A vector bucket by name (the way to its indexes). */
    from(vectorBucketName: string): VectorBucketScope;
  }

  export interface StorageClient {
    readonly vectors: StorageVectorsClient;
    from(bucketId: string): StorageFileApi;
    /** Create a bucket; public buckets serve files without a token. */
    createBucket(
      id: string,
      options?: { public: boolean; fileSizeLimit?: number | string | null; allowedMimeTypes?: string[] | null; type?: BucketType },
    ): Promise<StorageResponse<Pick<Bucket, 'name'>>>;
    /** A bucket by id. */
    getBucket(id: string): Promise<StorageResponse<Bucket>>;
    /** The project's buckets. */
    listBuckets(options?: ListBucketOptions): Promise<StorageResponse<Bucket[]>>;
    /** Change a bucket's visibility and limits. */
    updateBucket(
      id: string,
      options: { public: boolean; fileSizeLimit?: number | string | null; allowedMimeTypes?: string[] | null },
    ): Promise<StorageResponse<{ message: string }>>;
    /** Delete an empty bucket. */
    deleteBucket(id: string): Promise<StorageResponse<{ message: string }>>;
    /** Delete every file of a bucket. */
    emptyBucket(id: string): Promise<StorageResponse<{ message: string }>>;
  }

  // ---------------------------------------------------------------------------------------------
  // Realtime
  // ---------------------------------------------------------------------------------------------

  /** Where broadcast replays start: messages since `since` (ms since the epoch), at most `limit`. */
  export interface ReplayOption {
    since: number;
    limit?: number;
  }

  export interface ChannelOptions {
    config?: {
      broadcast?: { self?: boolean; ack?: boolean; replay?: ReplayOption; replication_ready?: boolean };
      presence?: { key?: string; enabled?: boolean };
      private?: boolean;
    };
  }
  /** The options a channel was made with, as it keeps them. */
  export type RealtimeChannelOptions = Required<ChannelOptions>;

  export type ChannelSendResult = 'ok' | 'timed out' | 'error';
  export type RealtimeChannelSendResponse = ChannelSendResult;
  export type RealtimeRemoveChannelResponse = ChannelSendResult;
  export type ChannelStatus = 'SUBSCRIBED' | 'TIMED_OUT' | 'CLOSED' | 'CHANNEL_ERROR';

  /** What a channel listens to: `channel.on(type, …)`. */
  export enum REALTIME_LISTEN_TYPES {
    BROADCAST = 'broadcast',
    PRESENCE = 'presence',
    POSTGRES_CHANGES = 'postgres_changes',
    SYSTEM = 'system',
  }

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
    /** Only these columns in the payload. */
    select?: string[];
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

  /** The connection that carries the channels (its own calls are not part of the reference). */
  export type RealtimeClient = object;

  /** A channel's lifecycle state. */
  export type ChannelState = 'closed' | 'errored' | 'joined' | 'joining' | 'leaving';

  /** A listener the channel has registered: its type, filter and callback. */
  export interface Binding {
    type: string;
    filter: { [key: string]: any };
    callback: Function;
    id?: string;
  }

  /** Who is present on a channel: each presence key with the states tracked under it. */
  export type RealtimePresenceState<T extends { [key: string]: any } = {}> = { [key: string]: ({ presence_ref: string } & T)[] };

  /** A channel's presence: the state of who is present, kept in sync with the server. */
  export interface RealtimePresence {
    channel: RealtimeChannel;
    state: RealtimePresenceState;
    presenceAdapter: any;
  }

  /**
   * The client's internal state of a channel. The reference lists these members as public; guides
   * should not need them. Methods take arguments the reference does not describe.
   */
  export interface RealtimeChannelInternals {
    topic: string;
    params: RealtimeChannelOptions;
    socket: RealtimeClient;
    bindings: Record<string, Binding[]>;
    subTopic: string;
    broadcastEndpointURL: string;
    private: boolean;
    presence: RealtimePresence;
    state: ChannelState;
    joinedOnce: boolean;
    timeout: number;
    joinPush: RealtimePush;
    rejoinTimer: Timer;
    _updatePostgresBindings(...args: unknown[]): any;
  }

  /** A message the channel sends to the server and the replies it waits for (internal). */
  export interface RealtimePush {
    channel: object;
    event: string;
    payload: () => Record<string, unknown>;
    receivedResp: unknown;
    timeout: number;
    timeoutTimer: ReturnType<typeof setTimeout> | null;
    recHooks: { status: string; callback: (response: any) => void }[];
    sent: boolean;
    ref: string | null | undefined;
    refEvent: string | null | undefined;
    resend(...args: unknown[]): void;
    send(...args: unknown[]): void;
    receive(...args: unknown[]): this;
    reset(...args: unknown[]): void;
    destroy(...args: unknown[]): void;
    matchReceive(...args: unknown[]): any;
    cancelRefEvent(...args: unknown[]): any;
    cancelTimeout(...args: unknown[]): void;
    startTimeout(...args: unknown[]): void;
    hasReceived(...args: unknown[]): any;
    trigger(...args: unknown[]): void;
  }

  /** The channel's rejoin timer (internal). */
  export interface Timer {
    callback: () => void;
    timerCalc: (tries: number) => number;
    timer: ReturnType<typeof setTimeout> | undefined;
    tries: number;
    reset(): void;
    scheduleTimeout(): void;
  }

  export interface RealtimeChannel extends RealtimeChannelInternals {
    /** Receive broadcast messages of one event (or `*` for all). */
    on(type: 'broadcast', filter: { event: string }, callback: (message: BroadcastMessage) => void): RealtimeChannel;
    /** Receive inserts, updates and deletes of a table (Postgres changes). */
    on<Row extends Record<string, any> = Record<string, any>>(
      type: 'postgres_changes',
      filter: PostgresChangesFilter,
      callback: (payload: PostgresChangesPayload<Row>) => void,
    ): RealtimeChannel;
    /** Called when the presence state has been synced; read it with the channel's state. */
    on(type: 'presence', filter: { event: 'sync' }, callback: () => void): RealtimeChannel;
    /** Called when clients join or leave the channel's presence. */
    on(type: 'presence', filter: { event: 'join' | 'leave' }, callback: (payload: Record<string, any>) => void): RealtimeChannel;
    /** Called on every presence event. */
    on(type: 'presence', filter: { event: '*' }, callback: (payload?: Record<string, any>) => void): RealtimeChannel;
    /** Receive the server's system messages for the channel. */
    on(type: 'system', filter: Record<string, never>, callback: (payload: any) => void): RealtimeChannel;
    subscribe(callback?: (status: ChannelStatus, error?: Error) => void): RealtimeChannel;
    /** Send a broadcast message (over the socket once subscribed, else over HTTP). */
    send(
      args: { type: 'broadcast' | 'presence' | 'postgres_changes'; event: string; payload?: any; [key: string]: any },
      opts?: { [key: string]: any },
    ): Promise<RealtimeChannelSendResponse>;
    /** Send a broadcast message over HTTP, without subscribing. */
    httpSend(
      event: string,
      payload: any,
      opts?: { timeout?: number },
    ): Promise<{ success: true } | { success: false; status: number; error: string }>;
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

  /** A region to run the function in, instead of the nearest one. */
  export type FunctionRegion = string;

  export interface FunctionInvokeOptions {
    headers?: { [key: string]: string };
    method?: 'POST' | 'GET' | 'PUT' | 'PATCH' | 'DELETE';
    region?: FunctionRegion;
    /** JSON (objects are serialized), text, binary or form data. */
    body?: File | Blob | ArrayBuffer | FormData | ReadableStream<Uint8Array> | Record<string, any> | string;
    signal?: AbortSignal;
    /** Milliseconds before the call is aborted. */
    timeout?: number;
  }

  export type FunctionsResponse<T> = { data: T; error: null } | { data: null; error: FunctionsError };

  export interface FunctionsClient {
    /** Call an Edge Function; the user's access token is sent along. */
    invoke<T = any>(functionName: string, options?: FunctionInvokeOptions): Promise<FunctionsResponse<T>>;
    /** Send this token instead of the session's with later calls. */
    setAuth(token: string): void;
  }
}

/** The same client imported from Deno code such as Edge Functions (`npm:` specifier). */
declare module 'npm:@plinth/plinth-js' {
  export * from '@plinth/plinth-js';
}
