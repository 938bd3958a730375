/**
 * Postgres drivers and ORMs that the Database guides' samples use but this repository does not install
 * (node-postgres is installed, with @types/pg, and is checked against its real types). Loose on
 * purpose, see README.md: these declare the calls the samples make, not the libraries.
 */

/** postgres.js (`postgres` on npm): a client made from a connection string, queried with tagged templates. */
declare module 'postgres' {
  interface Options {
    /** Maximum number of connections the client opens. */
    max?: number;
    /** Use prepared statements (default true); turn off behind a pooler in transaction mode. */
    prepare?: boolean;
    /** Seconds before an idle connection is closed. */
    idle_timeout?: number;
    /** Seconds to wait for a connection. */
    connect_timeout?: number;
    ssl?: boolean | 'require' | 'prefer' | 'verify-full' | Record<string, unknown>;
  }
  interface Sql {
    <T extends Record<string, any> = Record<string, any>>(template: TemplateStringsArray, ...params: unknown[]): Promise<T[]>;
    /** Close all connections, waiting at most `timeout` seconds for running queries. */
    end(options?: { timeout?: number }): Promise<void>;
  }
  function postgres(url: string, options?: Options): Sql;
  export default postgres;
}

/** Drizzle ORM on top of node-postgres. */
declare module 'drizzle-orm/node-postgres' {
  export function drizzle(connection: string | Record<string, any>): any;
}

/** Drizzle ORM on top of postgres.js. */
declare module 'drizzle-orm/postgres-js' {
  export function drizzle(client: any): any;
}
