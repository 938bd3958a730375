import type { SectionNav } from '../types';

export const databaseNav: SectionNav = {
  id: 'database',
  title: 'Database',
  href: '/guides/database/overview',
  groups: [
    {
      items: [
        { title: 'Overview', href: '/guides/database/overview' },
      ],
    },
    {
      title: 'Fundamentals',
      items: [
        {
          title: 'Connecting to your database',
          href: '/guides/database/connecting-to-postgres',
          items: [
            { title: 'Serverless Drivers', href: '/guides/database/connecting-to-postgres/serverless-drivers' },
          ],
        },
        { title: 'Importing data', href: '/guides/database/import-data' },
        { title: 'Securing your data', href: '/guides/database/secure-data' },
      ],
    },
    {
      title: 'Working with your database (basics)',
      items: [
        { title: 'Managing tables, views, and data', href: '/guides/database/tables' },
        { title: 'Working with arrays', href: '/guides/database/arrays' },
        { title: 'Managing indexes', href: '/guides/database/postgres/indexes' },
        { title: 'Querying joins and nested tables', href: '/guides/database/joins-and-nesting' },
        { title: 'JSON and unstructured data', href: '/guides/database/json' },
      ],
    },
    {
      title: 'Working with your database (intermediate)',
      items: [
        { title: 'Implementing cascade deletes', href: '/guides/database/postgres/cascade-deletes' },
        { title: 'Managing enums', href: '/guides/database/postgres/enums' },
        { title: 'Managing database functions', href: '/guides/database/functions' },
        { title: 'Managing database triggers', href: '/guides/database/postgres/triggers' },
        { title: 'Managing database webhooks', href: '/guides/database/webhooks' },
        { title: 'Using Full Text Search', href: '/guides/database/full-text-search' },
        { title: 'Partitioning your tables', href: '/guides/database/partitions' },
      ],
    },
    {
      title: 'Access and security',
      items: [
        { title: 'Row Level Security', href: '/guides/database/postgres/row-level-security' },
        { title: 'Column Level Security', href: '/guides/database/postgres/column-level-security' },
        { title: 'Hardening the Data API', href: '/guides/database/hardening-data-api' },
        { title: 'Custom Claims & RBAC', href: '/guides/database/postgres/custom-claims-and-role-based-access-control-rbac' },
        { title: 'Managing Postgres Roles', href: '/guides/database/postgres/roles' },
        { title: 'Managing secrets with Vault', href: '/guides/database/vault' },
        { title: 'Superuser Access and Unsupported Operations', href: '/guides/database/postgres/roles-superuser' },
      ],
    },
    {
      title: 'Configuration, optimization, and testing',
      items: [
        { title: 'Database configuration', href: '/guides/database/postgres/configuration' },
        { title: 'Managing database replication', href: '/guides/database/replication' },
        { title: 'Query optimization', href: '/guides/database/query-optimization' },
        { title: 'Database Advisors', href: '/guides/database/database-advisors' },
        { title: 'Testing your database', href: '/guides/database/testing' },
      ],
    },
    {
      title: 'Debugging',
      items: [
        { title: 'Timeouts', href: '/guides/database/postgres/timeouts' },
        { title: 'Debugging and monitoring', href: '/guides/database/inspect' },
        { title: 'Debugging performance issues', href: '/guides/database/debugging-performance' },
      ],
    },
    {
      title: 'Extensions',
      items: [
        { title: 'Overview', href: '/guides/database/extensions' },
        { title: 'HypoPG: Hypothetical indexes', href: '/guides/database/extensions/hypopg' },
        { title: 'plv8: Javascript Language', href: '/guides/database/extensions/plv8' },
        { title: 'http: RESTful Client', href: '/guides/database/extensions/http' },
        { title: 'index_advisor: Query optimization', href: '/guides/database/extensions/index_advisor' },
        { title: 'PGAudit: Postgres Auditing', href: '/guides/database/extensions/pgaudit' },
        { title: 'pgjwt: JSON Web Tokens', href: '/guides/database/extensions/pgjwt' },
        { title: 'PGroonga: Multilingual Full Text Search', href: '/guides/database/extensions/pgroonga' },
        { title: 'pgRouting: Geospatial Routing', href: '/guides/database/extensions/pgrouting' },
        { title: 'pg_cron: Job Scheduling', href: '/guides/database/extensions/pg_cron' },
        { title: 'pg_graphql: GraphQL Support', href: '/guides/database/extensions/pg_graphql' },
        { title: 'pg_hashids: Short UIDs', href: '/guides/database/extensions/pg_hashids' },
        { title: 'pg_jsonschema: JSON Schema Validation', href: '/guides/database/extensions/pg_jsonschema' },
        { title: 'pg_net: Async Networking', href: '/guides/database/extensions/pg_net' },
        { title: 'pg_plan_filter: Restrict Total Cost', href: '/guides/database/extensions/pg_plan_filter' },
        { title: 'pg_stat_monitor: Extended Query Performance Monitoring', href: '/guides/database/extensions/pg_stat_monitor' },
        { title: 'pgvector: Embeddings and vector similarity', href: '/guides/database/extensions/pgvector' },
        { title: 'pg_stat_statements: SQL Planning and Execution Statistics', href: '/guides/database/extensions/pg_stat_statements' },
        { title: 'PostGIS: Geo queries', href: '/guides/database/extensions/postgis' },
        { title: 'pgsodium (pending deprecation): Encryption Features', href: '/guides/database/extensions/pgsodium' },
        { title: 'pgTAP: Unit Testing', href: '/guides/database/extensions/pgtap' },
        { title: 'plpgsql_check: PL/pgSQL Linter', href: '/guides/database/extensions/plpgsql_check' },
        { title: 'timescaledb: Time-series data', href: '/guides/database/extensions/timescaledb' },
        { title: 'uuid-ossp: Unique Identifiers', href: '/guides/database/extensions/uuid-ossp' },
        { title: 'RUM: inverted index for full-text search', href: '/guides/database/extensions/rum' },
      ],
    },
    {
      title: 'Foreign Data Wrappers',
      items: [
        { title: 'Overview', href: '/guides/database/extensions/wrappers/overview' },
        { title: 'Connecting to Auth0', href: '/guides/database/extensions/wrappers/auth0' },
        { title: 'Connecting to Airtable', href: '/guides/database/extensions/wrappers/airtable' },
        { title: 'Connecting to AWS Cognito', href: '/guides/database/extensions/wrappers/cognito' },
        { title: 'Connecting to AWS S3', href: '/guides/database/extensions/wrappers/s3' },
        { title: 'Connecting to BigQuery', href: '/guides/database/extensions/wrappers/bigquery' },
        { title: 'Connecting to ClickHouse', href: '/guides/database/extensions/wrappers/clickhouse' },
        { title: 'Connecting to Firebase', href: '/guides/database/extensions/wrappers/firebase' },
        { title: 'Connecting to Logflare', href: '/guides/database/extensions/wrappers/logflare' },
        { title: 'Connecting to MSSQL', href: '/guides/database/extensions/wrappers/mssql' },
        { title: 'Connecting to Paddle', href: '/guides/database/extensions/wrappers/paddle' },
        { title: 'Connecting to Redis', href: '/guides/database/extensions/wrappers/redis' },
        { title: 'Connecting to Snowflake', href: '/guides/database/extensions/wrappers/snowflake' },
        { title: 'Connecting to Stripe', href: '/guides/database/extensions/wrappers/stripe' },
      ],
    },
    {
      title: 'Examples',
      items: [
        { title: 'Drop All Tables in Schema', href: '/guides/database/postgres/dropping-all-tables-in-schema' },
        { title: 'Select First Row per Group', href: '/guides/database/postgres/first-row-in-group' },
        { title: 'Print PostgreSQL Version', href: '/guides/database/postgres/which-version-of-postgres' },
        { title: 'Replicating from Plinth to External Postgres', href: '/guides/database/postgres/setup-replication-external' },
      ],
    },
  ],
};
