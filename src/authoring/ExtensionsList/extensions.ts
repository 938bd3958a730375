/**
 * The Postgres extensions a Plinth project can enable, shown by `<ExtensionsList />`. Each comment
 * is one line in our own words; each link goes to the extension's upstream documentation.
 */

export const EXTENSION_TAGS = [
  'AI & vectors',
  'Data types',
  'Full-text search',
  'Geospatial',
  'Indexing',
  'Monitoring',
  'Scheduling & queues',
  'Security',
  'Foreign data',
  'Languages',
  'Testing',
  'Utilities',
] as const;

export type ExtensionTag = (typeof EXTENSION_TAGS)[number];

export interface Extension {
  /** The name to use in `create extension`. */
  name: string;
  /** What it does, in one line. */
  comment: string;
  tags: readonly ExtensionTag[];
  /** The extension's upstream documentation. */
  link: string;
}

const pg = (page: string) => `https://www.postgresql.org/docs/current/${page}.html`;

export const extensions: readonly Extension[] = [
  {
    name: 'address_standardizer',
    comment: 'Splits a postal address into its parts (house number, street, city, postcode) using PostGIS rules.',
    tags: ['Geospatial'],
    link: 'https://postgis.net/docs/Extras.html#Address_Standardizer',
  },
  {
    name: 'address_standardizer_data_us',
    comment: 'United States lexicon, gazetteer and rules data for address_standardizer.',
    tags: ['Geospatial'],
    link: 'https://postgis.net/docs/Extras.html#Address_Standardizer',
  },
  {
    name: 'amcheck',
    comment: 'Verifies the on-disk structure of B-tree indexes and heap tables to detect corruption.',
    tags: ['Monitoring'],
    link: pg('amcheck'),
  },
  {
    name: 'autoinc',
    comment: 'Trigger function that puts the next value of a sequence into an integer column when the column is zero or null.',
    tags: ['Utilities'],
    link: pg('contrib-spi'),
  },
  {
    name: 'bloom',
    comment: 'Bloom filter index method for queries that test equality on many different column combinations.',
    tags: ['Indexing'],
    link: pg('bloom'),
  },
  {
    name: 'btree_gin',
    comment: 'GIN operator classes for scalar types, so one GIN index can mix plain columns with arrays or jsonb.',
    tags: ['Indexing'],
    link: pg('btree-gin'),
  },
  {
    name: 'btree_gist',
    comment: 'GiST operator classes for scalar types, needed for exclusion constraints that combine equality with ranges.',
    tags: ['Indexing'],
    link: pg('btree-gist'),
  },
  {
    name: 'citext',
    comment: 'Case-insensitive text type: comparisons ignore letter case, handy for email addresses and usernames.',
    tags: ['Data types'],
    link: pg('citext'),
  },
  {
    name: 'cube',
    comment: 'Data type for points and boxes in many dimensions, with distance operators and GiST indexing.',
    tags: ['Data types'],
    link: pg('cube'),
  },
  { name: 'dblink', comment: 'Runs queries on another Postgres database from inside a SQL statement.', tags: ['Foreign data'], link: pg('dblink') },
  {
    name: 'dict_int',
    comment: 'Full-text search dictionary that controls how integers are indexed, avoiding a flood of unique number tokens.',
    tags: ['Full-text search'],
    link: pg('dict-int'),
  },
  {
    name: 'dict_xsyn',
    comment: 'Full-text search dictionary that replaces words with groups of synonyms from a file.',
    tags: ['Full-text search'],
    link: pg('dict-xsyn'),
  },
  {
    name: 'earthdistance',
    comment: 'Great-circle distances between latitude/longitude points, built on cube or point.',
    tags: ['Geospatial'],
    link: pg('earthdistance'),
  },
  {
    name: 'fuzzystrmatch',
    comment: 'Similarity and phonetic functions between strings: Levenshtein distance, Soundex, Metaphone and Daitch-Mokotoff.',
    tags: ['Full-text search', 'Utilities'],
    link: pg('fuzzystrmatch'),
  },
  {
    name: 'h3',
    comment: 'Uber H3 hexagonal grid: converts coordinates to cell indexes and works with neighbouring cells.',
    tags: ['Geospatial', 'Indexing'],
    link: 'https://github.com/zachasme/h3-pg',
  },
  {
    name: 'hll',
    comment: 'HyperLogLog type for estimating distinct counts in a tiny, mergeable amount of space.',
    tags: ['Data types'],
    link: 'https://github.com/citusdata/postgresql-hll',
  },
  { name: 'hstore', comment: 'Key/value type for storing sets of string pairs in a single column.', tags: ['Data types'], link: pg('hstore') },
  {
    name: 'http',
    comment: 'Makes HTTP requests from SQL and returns the status, headers and body synchronously.',
    tags: ['Utilities'],
    link: 'https://github.com/pramsey/pgsql-http',
  },
  {
    name: 'hypopg',
    comment: 'Hypothetical indexes: see whether the planner would use an index without building it.',
    tags: ['Indexing', 'Monitoring'],
    link: 'https://hypopg.readthedocs.io/',
  },
  {
    name: 'insert_username',
    comment: 'Trigger function that records the name of the database user who changed a row.',
    tags: ['Utilities'],
    link: pg('contrib-spi'),
  },
  {
    name: 'intarray',
    comment: 'Functions, operators and GiST/GIN index support for arrays of integers without nulls.',
    tags: ['Data types', 'Indexing'],
    link: pg('intarray'),
  },
  {
    name: 'isn',
    comment: 'Data types for product and publication numbers such as EAN13, UPC, ISBN, ISMN and ISSN, with check digits.',
    tags: ['Data types'],
    link: pg('isn'),
  },
  { name: 'lo', comment: 'Helps manage large objects: a lo type and a trigger that unlinks orphaned large objects.', tags: ['Utilities'], link: pg('lo') },
  {
    name: 'ltree',
    comment: 'Label-tree type for hierarchical paths such as Top.Science.Astronomy, with fast ancestor and pattern queries.',
    tags: ['Data types'],
    link: pg('ltree'),
  },
  {
    name: 'moddatetime',
    comment: 'Trigger function that sets a timestamp column to the current time whenever the row is updated.',
    tags: ['Utilities'],
    link: pg('contrib-spi'),
  },
  {
    name: 'pageinspect',
    comment: 'Shows the raw contents of table and index pages, for debugging storage at a low level.',
    tags: ['Monitoring'],
    link: pg('pageinspect'),
  },
  {
    name: 'pg_buffercache',
    comment: 'Shows which tables and indexes occupy the shared buffer cache right now.',
    tags: ['Monitoring'],
    link: pg('pgbuffercache'),
  },
  {
    name: 'pg_cron',
    comment: 'Schedules SQL to run periodically with cron syntax, inside the database.',
    tags: ['Scheduling & queues'],
    link: 'https://github.com/citusdata/pg_cron',
  },
  {
    name: 'pg_freespacemap',
    comment: 'Examines the free space map that Postgres uses to find room for new rows.',
    tags: ['Monitoring'],
    link: pg('pgfreespacemap'),
  },
  {
    name: 'pg_graphql',
    comment: 'Serves a GraphQL API generated from your schema, resolved inside Postgres.',
    tags: ['Utilities'],
    link: 'https://github.com/supabase/pg_graphql',
  },
  {
    name: 'pg_hashids',
    comment: 'Encodes integers as short, non-sequential strings such as public-facing ids, and decodes them back.',
    tags: ['Utilities'],
    link: 'https://github.com/iCyberon/pg_hashids',
  },
  {
    name: 'pg_hint_plan',
    comment: 'Steers the query planner with hints written in SQL comments.',
    tags: ['Utilities'],
    link: 'https://github.com/ossc-db/pg_hint_plan',
  },
  {
    name: 'pg_jsonschema',
    comment: 'Validates json and jsonb values against a JSON Schema, for example in a check constraint.',
    tags: ['Data types'],
    link: 'https://github.com/supabase/pg_jsonschema',
  },
  {
    name: 'pg_net',
    comment: 'Sends asynchronous HTTP requests from SQL without blocking the transaction, for example from triggers.',
    tags: ['Utilities'],
    link: 'https://github.com/supabase/pg_net',
  },
  {
    name: 'pg_partman',
    comment: 'Creates and maintains time- or number-based table partitions automatically.',
    tags: ['Utilities'],
    link: 'https://github.com/pgpartman/pg_partman',
  },
  {
    name: 'pg_prewarm',
    comment: 'Loads a table or index into the buffer cache, for example to warm the cache after a restart.',
    tags: ['Monitoring'],
    link: pg('pgprewarm'),
  },
  {
    name: 'pg_repack',
    comment: 'Removes bloat from tables and indexes while they stay available for reads and writes.',
    tags: ['Utilities'],
    link: 'https://reorg.github.io/pg_repack/',
  },
  {
    name: 'pg_stat_monitor',
    comment: 'Query performance statistics grouped into time buckets, with plans and client details.',
    tags: ['Monitoring'],
    link: 'https://github.com/percona/pg_stat_monitor',
  },
  {
    name: 'pg_stat_statements',
    comment: 'Tracks planning and execution statistics of every SQL statement the server runs.',
    tags: ['Monitoring'],
    link: pg('pgstatstatements'),
  },
  {
    name: 'pg_trgm',
    comment: 'Trigram matching for fuzzy text similarity, plus index support that speeds up LIKE and ILIKE searches.',
    tags: ['Full-text search', 'Indexing'],
    link: pg('pgtrgm'),
  },
  { name: 'pg_visibility', comment: 'Examines the visibility map and page-level visibility flags of a table.', tags: ['Monitoring'], link: pg('pgvisibility') },
  { name: 'pg_walinspect', comment: 'Reads the write-ahead log from SQL to see which changes were recorded.', tags: ['Monitoring'], link: pg('pgwalinspect') },
  {
    name: 'pgaudit',
    comment: 'Writes detailed session and object audit records to the Postgres log.',
    tags: ['Security', 'Monitoring'],
    link: 'https://github.com/pgaudit/pgaudit',
  },
  { name: 'pgcrypto', comment: 'Hashing, password hashing with salts, random bytes and PGP encryption functions.', tags: ['Security'], link: pg('pgcrypto') },
  { name: 'pgjwt', comment: 'Signs and verifies JSON Web Tokens in SQL.', tags: ['Security'], link: 'https://github.com/michelp/pgjwt' },
  {
    name: 'pgmq',
    comment: 'Lightweight message queue stored in Postgres tables, with visibility timeouts and archiving.',
    tags: ['Scheduling & queues'],
    link: 'https://github.com/pgmq/pgmq',
  },
  {
    name: 'pgroonga',
    comment: 'Full-text search for every language, including Chinese, Japanese and Korean, using the Groonga engine.',
    tags: ['Full-text search', 'Indexing'],
    link: 'https://pgroonga.github.io/',
  },
  {
    name: 'pgrouting',
    comment: 'Routing on road and network graphs: shortest paths, driving distance and more on top of PostGIS.',
    tags: ['Geospatial'],
    link: 'https://docs.pgrouting.org/',
  },
  { name: 'pgrowlocks', comment: 'Lists the row-level locks currently held on a table.', tags: ['Monitoring'], link: pg('pgrowlocks') },
  {
    name: 'pgsodium',
    comment: 'Encryption, signatures and hashing based on the libsodium library.',
    tags: ['Security'],
    link: 'https://github.com/michelp/pgsodium',
  },
  {
    name: 'pgstattuple',
    comment: 'Tuple-level statistics such as dead rows and free space, to measure table and index bloat.',
    tags: ['Monitoring'],
    link: pg('pgstattuple'),
  },
  {
    name: 'pgtap',
    comment: 'Unit testing for the database: write tests in SQL that report results in TAP format.',
    tags: ['Testing'],
    link: 'https://pgtap.org/',
  },
  {
    name: 'plpgsql',
    comment: 'The procedural language for functions and triggers in SQL; installed in every database.',
    tags: ['Languages'],
    link: pg('plpgsql'),
  },
  {
    name: 'plpgsql_check',
    comment: 'Static analysis for PL/pgSQL: finds errors and performance issues in functions before they run.',
    tags: ['Languages', 'Testing'],
    link: 'https://github.com/okbob/plpgsql_check',
  },
  { name: 'plv8', comment: 'Write database functions in JavaScript, run by the V8 engine.', tags: ['Languages'], link: 'https://plv8.github.io/' },
  {
    name: 'postgis',
    comment: 'Geometry and geography types, spatial indexes and hundreds of spatial functions.',
    tags: ['Geospatial'],
    link: 'https://postgis.net/docs/',
  },
  {
    name: 'postgis_raster',
    comment: 'Raster data (grids such as elevation or satellite images) for PostGIS.',
    tags: ['Geospatial'],
    link: 'https://postgis.net/docs/RT_reference.html',
  },
  {
    name: 'postgis_sfcgal',
    comment: 'Advanced 3D geometry operations for PostGIS, backed by the SFCGAL library.',
    tags: ['Geospatial'],
    link: 'https://postgis.net/docs/reference_sfcgal.html',
  },
  {
    name: 'postgis_tiger_geocoder',
    comment: 'Geocodes and reverse-geocodes United States addresses using Census TIGER data.',
    tags: ['Geospatial'],
    link: 'https://postgis.net/docs/Extras.html#Tiger_Geocoder',
  },
  {
    name: 'postgis_topology',
    comment: 'Topology types and functions for PostGIS: shared edges and faces between features.',
    tags: ['Geospatial'],
    link: 'https://postgis.net/docs/Topology.html',
  },
  {
    name: 'postgres_fdw',
    comment: 'Foreign data wrapper that queries tables in other Postgres databases as if they were local.',
    tags: ['Foreign data'],
    link: pg('postgres-fdw'),
  },
  {
    name: 'refint',
    comment: 'Trigger functions that enforce referential integrity, an old alternative to foreign keys.',
    tags: ['Utilities'],
    link: pg('contrib-spi'),
  },
  {
    name: 'rum',
    comment: 'GIN-like index that also stores positions, so full-text results can be ranked straight from the index.',
    tags: ['Full-text search', 'Indexing'],
    link: 'https://github.com/postgrespro/rum',
  },
  {
    name: 'seg',
    comment: 'Data type for line segments or floating-point intervals, such as measurements with a tolerance.',
    tags: ['Data types'],
    link: pg('seg'),
  },
  { name: 'sslinfo', comment: 'Reports the SSL certificate details of the current client connection.', tags: ['Security'], link: pg('sslinfo') },
  {
    name: 'tablefunc',
    comment: 'Functions that return tables, including crosstab for pivoting rows into columns.',
    tags: ['Utilities'],
    link: pg('tablefunc'),
  },
  { name: 'tcn', comment: 'Trigger function that sends a NOTIFY message whenever rows of a table change.', tags: ['Utilities'], link: pg('tcn') },
  {
    name: 'timescaledb',
    comment: 'Time-series tables that partition by time automatically, with compression and continuous aggregates.',
    tags: ['Utilities'],
    link: 'https://docs.timescale.com/',
  },
  { name: 'tsm_system_rows', comment: 'TABLESAMPLE method that returns a fixed number of rows.', tags: ['Utilities'], link: pg('tsm-system-rows') },
  {
    name: 'tsm_system_time',
    comment: 'TABLESAMPLE method that reads for at most a given number of milliseconds.',
    tags: ['Utilities'],
    link: pg('tsm-system-time'),
  },
  {
    name: 'unaccent',
    comment: 'Text search dictionary and function that strip accents, so café matches cafe.',
    tags: ['Full-text search'],
    link: pg('unaccent'),
  },
  {
    name: 'uuid-ossp',
    comment: 'Generates UUIDs with the standard algorithms (versions 1, 3, 4 and 5).',
    tags: ['Data types', 'Utilities'],
    link: pg('uuid-ossp'),
  },
  {
    name: 'vector',
    comment: 'pgvector: stores embeddings and finds nearest neighbours by L2, inner product or cosine distance, with HNSW and IVFFlat indexes.',
    tags: ['AI & vectors', 'Indexing'],
    link: 'https://github.com/pgvector/pgvector',
  },
];
