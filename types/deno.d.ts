/**
 * The Deno runtime as Plinth Edge Functions see it, for type-checking the guides' function samples
 * (tests/typecheck). Web APIs (fetch, Request, Response, URL, crypto, streams) come from the DOM
 * library; this file adds what Deno has on top, and the `jsr:` modules the samples import.
 *
 * Declare only what the runtime really provides, with its real signature: a sample that calls
 * something declared here must work in a deployed function. `npm:` and `jsr:` specifiers are
 * checked without their prefix and version (`npm:jose@5` as `jose`), so installed npm packages
 * such as jose are checked against their own types.
 */

declare namespace Deno {
  interface ServeHandlerInfo {
    remoteAddr: { transport: 'tcp' | 'udp'; hostname: string; port: number };
    completed: Promise<void>;
  }
  type ServeHandler = (request: Request, info: ServeHandlerInfo) => Response | Promise<Response>;
  interface ServeOptions {
    port?: number;
    hostname?: string;
    signal?: AbortSignal;
    onListen?: (localAddr: { hostname: string; port: number }) => void;
    onError?: (error: unknown) => Response | Promise<Response>;
  }
  interface HttpServer {
    finished: Promise<void>;
    shutdown(): Promise<void>;
  }
  /** Serves HTTP: in an Edge Function, every request to the function reaches `handler`. */
  function serve(handler: ServeHandler): HttpServer;
  function serve(options: ServeOptions, handler: ServeHandler): HttpServer;
  function serve(options: ServeOptions & { handler: ServeHandler }): HttpServer;

  interface Env {
    get(key: string): string | undefined;
    set(key: string, value: string): void;
    delete(key: string): void;
    has(key: string): boolean;
    toObject(): { [key: string]: string };
  }
  /** Environment variables: the function's secrets and the PLINTH_* variables every function gets. */
  const env: Env;

  interface TestContext {
    name: string;
    step(name: string, fn: (t: TestContext) => void | Promise<void>): Promise<boolean>;
  }
  interface TestDefinition {
    name: string;
    fn: (t: TestContext) => void | Promise<void>;
    ignore?: boolean;
    only?: boolean;
    sanitizeOps?: boolean;
    sanitizeResources?: boolean;
  }
  /** Registers a test for `deno test`. */
  function test(name: string, fn: (t: TestContext) => void | Promise<void>): void;
  function test(definition: TestDefinition): void;

  function readTextFile(path: string | URL): Promise<string>;
  function readFile(path: string | URL): Promise<Uint8Array>;
  function writeTextFile(path: string | URL, data: string): Promise<void>;
  function cwd(): string;
  const args: string[];
  function exit(code?: number): never;
}

/**
 * URL pattern matching (the URLPattern web API), a global in Deno. TypeScript's DOM library does not
 * declare it yet; this is Deno's own declaration of it.
 */
type URLPatternInput = string | URLPatternInit;

interface URLPatternInit {
  protocol?: string;
  username?: string;
  password?: string;
  hostname?: string;
  port?: string;
  pathname?: string;
  search?: string;
  hash?: string;
  baseURL?: string;
}

interface URLPatternComponentResult {
  input: string;
  groups: Record<string, string | undefined>;
}

interface URLPatternResult {
  inputs: [URLPatternInit] | [URLPatternInit, string];
  protocol: URLPatternComponentResult;
  username: URLPatternComponentResult;
  password: URLPatternComponentResult;
  hostname: URLPatternComponentResult;
  port: URLPatternComponentResult;
  pathname: URLPatternComponentResult;
  search: URLPatternComponentResult;
  hash: URLPatternComponentResult;
}

interface URLPatternOptions {
  ignoreCase: boolean;
}

interface URLPattern {
  test(input: URLPatternInput, baseURL?: string): boolean;
  exec(input: URLPatternInput, baseURL?: string): URLPatternResult | null;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly hasRegExpGroups: boolean;
}

declare var URLPattern: {
  readonly prototype: URLPattern;
  new (input: URLPatternInput, baseURL: string, options?: URLPatternOptions): URLPattern;
  new (input?: URLPatternInput, options?: URLPatternOptions): URLPattern;
};

/** The edge runtime's background work: keep the function alive until `promise` settles. */
declare namespace EdgeRuntime {
  function waitUntil(promise: Promise<unknown>): void;
}

/** Imported for its types only (`import 'jsr:@plinth/functions-js/edge-runtime.d.ts'`). */
declare module '@plinth/functions-js/edge-runtime.d.ts' {}

/** Deno's standard assertions (`jsr:@std/assert`), as function tests use them. */
declare module '@std/assert' {
  export function assert(expr: unknown, msg?: string): asserts expr;
  export function assertEquals<T>(actual: T, expected: T, msg?: string): void;
  export function assertNotEquals<T>(actual: T, expected: T, msg?: string): void;
  export function assertExists<T>(actual: T, msg?: string): asserts actual is NonNullable<T>;
  export function assertStringIncludes(actual: string, expected: string, msg?: string): void;
  export function assertRejects(fn: () => PromiseLike<unknown>, msg?: string): Promise<unknown>;
  export function assertThrows(fn: () => unknown, msg?: string): unknown;
}
