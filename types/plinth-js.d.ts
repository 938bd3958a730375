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

  export interface RealtimeClientOptions {
    /** The WebSocket implementation to connect with. */
    transport?: WebSocketLikeConstructor;
    timeout?: number;
    heartbeatIntervalMs?: number;
    heartbeatCallback?: (status: string, latency?: number) => void;
    /** Protocol version. */
    vsn?: string;
    logger?: (kind: string, msg: string, data?: any) => void;
    encode?: AnyFunction;
    decode?: AnyFunction;
    /** Milliseconds to wait before reconnecting, by attempt number. */
    reconnectAfterMs?: (tries: number) => number;
    headers?: { [key: string]: string };
    params?: { [key: string]: any };
    log_level?: string;
    logLevel?: string;
    fetch?: Fetch;
    /** Send heartbeats from a Web Worker. */
    worker?: boolean;
    workerUrl?: string;
    accessToken?: () => Promise<string | null>;
    disconnectOnEmptyChannelsAfterMs?: number;
    sessionStorage?: Storage;
  }

  export interface PlinthClientOptions {
    db?: {
      /** The Postgres schema `from()` and `rpc()` use. Default `public`. */
      schema?: string;
      timeout?: number;
      urlLengthLimit?: number;
    };
    auth?: {
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
      debug?: boolean | AnyFunction;
      lock?: AnyFunction;
      /** Throw auth errors instead of returning them in `error`. */
      throwOnError?: boolean;
      experimental?: OpaqueData;
      lockAcquireTimeout?: number;
      skipAutoInitialize?: boolean;
    };
    realtime?: RealtimeClientOptions;
    storage?: {
      useNewHostname?: boolean;
    };
    global?: {
      fetch?: Fetch;
      /** Headers sent with every request, for example a user's `Authorization` in a function. */
      headers?: Record<string, string>;
    };
    /** Supplies access tokens from another auth system instead of Plinth Auth. */
    accessToken?: () => Promise<string | null>;
    tracePropagation?: OpaqueData | boolean;
  }

  /** The Data API part of the client: tables, views and Postgres functions of one schema. */
  export interface PostgrestClient {
    /** Query a table or view through the Data API. Rows are untyped unless you pass `Row`. */
    from<Row extends Record<string, any> = any>(relation: string): PostgrestQueryBuilder<Row>;
    /** Call a Postgres function through the Data API. */
    rpc<Result = any>(
      fn: string,
      args?: Record<string, unknown>,
      options?: { head?: boolean; get?: boolean; count?: CountAlgorithm },
    ): PostgrestFilterBuilder<any, Result>;
    /** Query another schema than the client's default (it must be exposed to the Data API). */
    schema(schema: string): PostgrestClient;
  }

  export interface PlinthClient extends PostgrestClient {
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
  export type IdTokenProvider = 'apple' | 'google' | 'azure' | 'facebook' | 'kakao' | `custom:${string}`;

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

  /** A Solana wallet as the wallet standard exposes it. */
  export interface SolanaWallet {
    signIn?: (...inputs: SolanaSignInInput[]) => Promise<OpaqueData | OpaqueData[]>;
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
    signOut(options?: { scope?: 'global' | 'local' | 'others' }): Promise<{ error: AuthError | null }>;
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
  export interface MFAVerifyWebauthnParams {
    factorId: string;
    challengeId: string;
    webauthn: {
      rpId: string;
      rpOrigins?: string[];
      /** Which WebAuthn ceremony the credential comes from. */
      type: string;
      /** The browser's answer to the ceremony. */
      credential_response: unknown;
    };
  }
  export type MFAVerifyParams = MFAVerifyTOTPParams | MFAVerifyPhoneParams | MFAVerifyWebauthnParams;

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
    challengeAndVerify(params: { factorId: string; code: string }): Promise<AuthMFAVerifyResponse>;
    /** Remove a factor from the signed-in user. */
    unenroll(params: { factorId: string }): Promise<AuthMFAUnenrollResponse>;
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

  export type GenerateLinkParams =
    | { type: 'signup'; email: string; password: string; options?: { data?: object; redirectTo?: string } }
    | { type: 'invite' | 'magiclink'; email: string; options?: { data?: object; redirectTo?: string } }
    | { type: 'recovery'; email: string; options?: { redirectTo?: string } }
    | { type: 'email_change_current' | 'email_change_new'; email: string; newEmail: string; options?: { redirectTo?: string } };

  export type GenerateLinkResponse = AuthDataResponse<OpaqueData>;

  export type AuthMFAAdminDeleteFactorResponse = AuthDataResponse<OpaqueData>;
  export type AuthMFAAdminListFactorsResponse = AuthDataResponse<OpaqueData>;

  export interface AuthAdminMFAApi {
    /** Remove a factor of any user. */
    deleteFactor(params: { id: string; userId: string }): Promise<AuthMFAAdminDeleteFactorResponse>;
    /** A user's factors. */
    listFactors(params: { userId: string }): Promise<AuthMFAAdminListFactorsResponse>;
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

  type Column<Row> = Extract<keyof Row, string>;
  /** A column of the row (suggested) or any other column path, such as an embedded table's `countries.name`. */
  type ColumnName<Row> = Column<Row> | (string & Record<never, never>);
  /** The value a filter compares a column with: the column's type when known. */
  type FilterValueOf<Row, C> = C extends keyof Row ? NonNullable<Row[C]> : unknown;

  /** How to count rows: exact (`count(*)`), from the planner's estimate, or exact for small counts. */
  export type CountAlgorithm = 'exact' | 'planned' | 'estimated';

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
    /** Declare the result's type yourself. */
    overrideTypes<NewResult>(): PostgrestBuilder<NewResult, ThrowOnError>;
  }

  /** A request whose result can still be shaped: columns, order, paging, one row, format. */
  export interface PostgrestTransformBuilder<Row, Result> extends PostgrestBuilder<Result> {
    /** Return the written rows (after insert, update, upsert or delete), with these columns. */
    select(columns?: string): PostgrestFilterBuilder<Row, Row[]>;
    /** Sort by `column`, ascending by default; chain again for more columns. */
    order(
      column: ColumnName<Row>,
      options?: { ascending?: boolean; nullsFirst?: boolean; referencedTable?: string; foreignTable?: string },
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

  /** A read or write that can still be narrowed with filters, ordered and limited. */
  export interface PostgrestFilterBuilder<Row, Result> extends PostgrestTransformBuilder<Row, Result> {
    /** Rows whose `column` equals `value`. */
    eq<C extends ColumnName<Row>>(column: C, value: FilterValueOf<Row, C>): this;
    /** Rows whose `column` does not equal `value`. */
    neq<C extends ColumnName<Row>>(column: C, value: FilterValueOf<Row, C>): this;
    /** Rows whose `column` is greater than `value`. */
    gt(column: ColumnName<Row>, value: unknown): this;
    /** Rows whose `column` is greater than or equal to `value`. */
    gte(column: ColumnName<Row>, value: unknown): this;
    /** Rows whose `column` is less than `value`. */
    lt(column: ColumnName<Row>, value: unknown): this;
    /** Rows whose `column` is less than or equal to `value`. */
    lte(column: ColumnName<Row>, value: unknown): this;
    /** Rows whose `column` matches `pattern` (`%` for any characters), case-sensitively. */
    like(column: ColumnName<Row>, pattern: string): this;
    /** Rows whose `column` matches `pattern`, ignoring case. */
    ilike(column: ColumnName<Row>, pattern: string): this;
    /** Rows whose `column` matches every pattern, ignoring case. */
    ilikeAllOf(column: ColumnName<Row>, patterns: readonly string[]): this;
    /** Rows whose `column` matches any of the patterns, ignoring case. */
    ilikeAnyOf(column: ColumnName<Row>, patterns: readonly string[]): this;
    /** Rows whose `column` matches every pattern, case-sensitively. */
    likeAllOf(column: ColumnName<Row>, patterns: readonly string[]): this;
    /** Rows whose `column` matches any of the patterns, case-sensitively. */
    likeAnyOf(column: ColumnName<Row>, patterns: readonly string[]): this;
    /** Rows whose `column` IS `null`, `true` or `false`. */
    is(column: ColumnName<Row>, value: boolean | null): this;
    /** Rows whose `column` is one of `values`. */
    in<C extends ColumnName<Row>>(column: C, values: ReadonlyArray<FilterValueOf<Row, C>>): this;
    /** Rows whose array, range or jsonb `column` contains every element of `value`. */
    contains(column: ColumnName<Row>, value: string | readonly unknown[] | Record<string, unknown>): this;
    /** Rows whose array, range or jsonb `column` is contained in `value`. */
    containedBy(column: ColumnName<Row>, value: string | readonly unknown[] | Record<string, unknown>): this;
    /** Rows whose range `column` is entirely after `range`. */
    rangeGt(column: ColumnName<Row>, range: string): this;
    /** Rows whose range `column` does not extend before `range`. */
    rangeGte(column: ColumnName<Row>, range: string): this;
    /** Rows whose range `column` is entirely before `range`. */
    rangeLt(column: ColumnName<Row>, range: string): this;
    /** Rows whose range `column` does not extend after `range`. */
    rangeLte(column: ColumnName<Row>, range: string): this;
    /** Rows whose range `column` is next to `range`, with nothing in between. */
    rangeAdjacent(column: ColumnName<Row>, range: string): this;
    /** Rows whose array or range `column` shares an element with `value`. */
    overlaps(column: ColumnName<Row>, value: string | readonly unknown[]): this;
    /** Rows whose text or tsvector `column` matches the full-text `query`. */
    textSearch(
      column: ColumnName<Row>,
      query: string,
      options?: { config?: string; type?: 'plain' | 'phrase' | 'websearch' },
    ): this;
    /** Rows whose columns equal all the given values. */
    match(query: Record<string, unknown>): this;
    /** Rows that do NOT pass a filter, written as PostgREST does: `.not('status', 'eq', 'done')`. */
    not(column: ColumnName<Row>, operator: string, value: unknown): this;
    /** Rows that pass any of the filters, written as PostgREST does: `'id.eq.1,name.eq.Han'`. */
    or(filters: string, options?: ReferencedTableOptions): this;
    /** Any PostgREST filter by its operator, such as `.filter('tags', 'cs', '{urgent}')`. */
    filter(column: ColumnName<Row>, operator: string, value: unknown): this;
  }

  /** A table or view, before choosing what to do with it. */
  export interface PostgrestQueryBuilder<Row> {
    /** Read rows; `columns` is a comma-separated list such as `'id, title'`, default `'*'`. */
    select(columns?: string, options?: SelectOptions): PostgrestFilterBuilder<Row, Row[]>;
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

  export interface SearchOptions {
    /** At most this many files. Default 100. */
    limit?: number;
    offset?: number;
    sortBy?: { column?: string; order?: 'asc' | 'desc' };
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
    download(path: string, options?: { transform?: TransformOptions; cacheNonce?: string }, parameters?: FetchParameters): BlobDownloadBuilder;
    /** The files and folders under `path`. */
    list(path?: string, options?: SearchOptions, parameters?: FetchParameters): Promise<StorageResponse<FileObject[]>>;
    /** Replace the file at `path`. */
    update(path: string, fileBody: FileBody, fileOptions?: FileOptions): Promise<StorageResponse<{ id: string; path: string; fullPath: string }>>;
    /** Move or rename a file, within the bucket or to `destinationBucket`. */
    move(fromPath: string, toPath: string, options?: { destinationBucket?: string }): Promise<StorageResponse<{ message: string }>>;
    /** Copy a file, within the bucket or to `destinationBucket`. */
    copy(fromPath: string, toPath: string, options?: { destinationBucket?: string }): Promise<StorageResponse<{ path: string }>>;
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

  /** One vector index of a vector bucket. */
  export interface VectorIndexScope {
    /** Insert or replace vectors. */
    putVectors(options: { vectors: VectorObject[] }): Promise<ApiResponse<undefined>>;
    /** The `topK` vectors nearest to `queryVector`. */
    queryVectors(options: {
      queryVector: VectorData;
      topK?: number;
      filter?: VectorFilter;
      returnDistance?: boolean;
      returnMetadata?: boolean;
    }): Promise<ApiResponse<OpaqueData>>;
    /** Vectors by key. */
    getVectors(options: { keys: string[]; returnData?: boolean; returnMetadata?: boolean }): Promise<ApiResponse<OpaqueData>>;
    /** The index's vectors, a page at a time (or a segment of them, for parallel scans). */
    listVectors(options?: {
      maxResults?: number;
      nextToken?: string;
      returnData?: boolean;
      returnMetadata?: boolean;
      segmentCount?: number;
      segmentIndex?: number;
    }): Promise<ApiResponse<OpaqueData>>;
    /** Delete vectors by key. */
    deleteVectors(options: { keys: string[] }): Promise<ApiResponse<undefined>>;
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

  export interface ChannelOptions {
    config?: {
      broadcast?: { self?: boolean; ack?: boolean; replay?: OpaqueData; replication_ready?: boolean };
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

  /**
   * The client's internal state of a channel. The reference lists these members as public; guides
   * should not need them. Methods take arguments the reference does not describe.
   */
  export interface RealtimeChannelInternals {
    topic: string;
    params: RealtimeChannelOptions;
    socket: RealtimeClient;
    bindings: Record<string, OpaqueData[]>;
    subTopic: string;
    broadcastEndpointURL: string;
    private: boolean;
    presence: { channel: RealtimeChannel; state: Record<string, unknown>; presenceAdapter: unknown };
    state: string;
    joinedOnce: boolean;
    timeout: number;
    joinPush: RealtimePush;
    rejoinTimer: RealtimeTimer;
    _updatePostgresBindings(...args: unknown[]): unknown;
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
    matchReceive(...args: unknown[]): unknown;
    cancelRefEvent(...args: unknown[]): unknown;
    cancelTimeout(...args: unknown[]): void;
    startTimeout(...args: unknown[]): void;
    hasReceived(...args: unknown[]): unknown;
    trigger(...args: unknown[]): void;
  }

  /** The channel's rejoin timer (internal). */
  export interface RealtimeTimer {
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
