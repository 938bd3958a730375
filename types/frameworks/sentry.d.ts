 
/**
 * Sentry's Node SDK (`@sentry/node`), which the Platform guide "Monitoring with Sentry" uses in its
 * server samples. It is not a dependency of this repository (a copy may be present in node_modules
 * through another package, which must not decide what the samples compile against), so the calls
 * the samples make are declared here, loosely. See README.md: this declares the samples' calls, not
 * the SDK.
 */
declare module '@sentry/node' {
  /** Options of `Sentry.init`. Only the ones the samples set are named; any other is accepted. */
  export interface NodeOptions {
    /** The project's DSN, `https://<public-key>@<host>/<project-id>`. Without it, nothing is sent. */
    dsn?: string;
    /** The environment events are filed under, such as `production` or `staging`. */
    environment?: string;
    /** The release (version) of your app events are attributed to. */
    release?: string;
    /** The share of transactions sent for performance monitoring, from 0 to 1. */
    tracesSampleRate?: number;
    /** Whether to attach personal data (IP addresses, cookies) to events. */
    sendDefaultPii?: boolean;
    [option: string]: any;
  }

  /** Context attached to one captured event. */
  export interface CaptureContext {
    /** Indexed key-value pairs you can search and alert on. */
    tags?: Record<string, string | number | boolean | null | undefined>;
    /** Additional, non-indexed data shown with the event. */
    extra?: Record<string, unknown>;
    level?: 'fatal' | 'error' | 'warning' | 'log' | 'info' | 'debug';
    user?: User;
    [field: string]: any;
  }

  /** The user an event is attributed to. */
  export interface User {
    id?: string | number;
    email?: string;
    username?: string;
    ip_address?: string;
    [field: string]: any;
  }

  /** Starts the SDK. Call once, as early as possible in the process. */
  export function init(options?: NodeOptions): any;
  /** Sends an exception (or any thrown value) to Sentry. Returns the event id. */
  export function captureException(exception: unknown, captureContext?: CaptureContext): string;
  /** Sends a plain message to Sentry. Returns the event id. */
  export function captureMessage(message: string, captureContext?: CaptureContext | CaptureContext['level']): string;
  /** Sets (or with `null`, clears) the user of the current scope. */
  export function setUser(user: User | null): void;
  /** Sets one tag on the current scope. */
  export function setTag(key: string, value: string | number | boolean | null | undefined): void;
  /** Waits until queued events are sent, at most `timeout` milliseconds. Resolves `false` on timeout. */
  export function flush(timeout?: number): Promise<boolean>;
}
