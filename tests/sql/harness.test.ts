import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractCodeBlocks, readRepoFile } from '../../tools/sql/code-blocks';
import { anon, as, createPlatformDb, run, serviceRole, user, vectorExtension } from '../../tools/sql/platform';
import { formatFailure, runSqlBlocks } from '../../tools/sql/run-page';
import { needsOwnDatabase, SharedDatabases } from '../../tools/sql/shared-run';

/** The harness itself: block extraction, error reporting, and the platform model it promises. */

const PAGE = `---
title: Example
description: A page for the harness tests.
---

Intro.

<Tabs>
<Tab value="a" label="A">

\`\`\`sql title="one.sql"
create table public.notes (id int primary key, body text);
\`\`\`

</Tab>
</Tabs>

<Steps>
<Step title="Two">

\`\`\`sql fragment
where id = 1
\`\`\`

\`\`\`ts
const x = 1
\`\`\`

</Step>
</Steps>

\`\`\`sql
insert into public.notes values (1, 'hello');
set role anon;
\`\`\`

\`\`\`sql
insert into public.notes values (2, 'second');
select *
from public.nothing_here;
\`\`\`

\`\`\`sql
select 1;
\`\`\`
`;

describe('extracting code blocks', () => {
  const blocks = extractCodeBlocks(PAGE);

  it('finds every fence in page order, also inside components, with its line in the file', () => {
    expect(blocks.map((b) => [b.lang, b.line])).toEqual([
      ['sql', 11],
      ['sql', 21],
      ['ts', 25],
      ['sql', 32],
      ['sql', 37],
      ['sql', 43],
    ]);
    expect(PAGE.split('\n')[10]).toBe('```sql title="one.sql"');
  });

  it('reads the title and the fragment flag from the fence meta', () => {
    expect(blocks[0]!.title).toBe('one.sql');
    expect(blocks[0]!.flags.has('fragment')).toBe(false);
    expect(blocks[1]!.flags.has('fragment')).toBe(true);
    expect(blocks[1]!.code).toBe('where id = 1');
  });

  it('rejects a page that is not valid MDX', () => {
    expect(() => extractCodeBlocks('---\ntitle: x\n---\n\n<Tabs>\n')).toThrow();
  });
});

describe('running a page', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await createPlatformDb();
  });
  afterAll(async () => {
    await db.close();
  });

  it('runs blocks in order, skips fragments, and reports the first failure with its line and the Postgres error', async () => {
    const result = await runSqlBlocks(db, extractCodeBlocks(PAGE));
    expect(result.ran).toBe(2);
    expect(result.fragments).toBe(1);
    // The error is on the third line of the block that opens at line 37: `from public.nothing_here;`.
    expect(result.failure).toMatchObject({ blockLine: 37, line: 40 });
    expect(result.failure!.message).toMatch(/relation "public.nothing_here" does not exist/);
    expect(formatFailure('content/guides/example.mdx', result.failure!)).toMatch(
      /^content\/guides\/example\.mdx:40 \(block at line 37\): relation "public.nothing_here" does not exist/,
    );
  });

  it('starts every block as postgres, whatever role the previous block switched to', async () => {
    // The block at line 32 ended with `set role anon`; the next block still inserted as postgres.
    const { rows } = await db.query('select id from public.notes order by id');
    expect(rows).toEqual([{ id: 1 }]);
    const { rows: who } = await db.query<{ current_user: string }>('select current_user');
    expect(who[0]!.current_user).toBe('postgres');
  });
});

describe('the platform model', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await createPlatformDb();
    await db.query(`insert into auth.users (id, email) values ('11111111-1111-4111-8111-111111111111', 'u@example.com')`);
  });
  afterAll(async () => {
    await db.close();
  });

  it('has the roles, with only service_role bypassing row level security', async () => {
    const { rows } = await db.query(`select rolname, rolbypassrls from pg_roles where rolname in ('anon', 'authenticated', 'service_role') order by rolname`);
    expect(rows).toEqual([
      { rolname: 'anon', rolbypassrls: false },
      { rolname: 'authenticated', rolbypassrls: false },
      { rolname: 'service_role', rolbypassrls: true },
    ]);
  });

  it('has the columns docs/writing-docs.md promises', async () => {
    const columns = async (schema: string, table: string) =>
      (
        await db.query<{ column_name: string }>('select column_name from information_schema.columns where table_schema = $1 and table_name = $2', [
          schema,
          table,
        ])
      ).rows.map((r) => r.column_name);
    expect(await columns('auth', 'users')).toEqual(expect.arrayContaining(['id', 'email', 'phone', 'raw_user_meta_data', 'raw_app_meta_data', 'created_at']));
    expect(await columns('storage', 'buckets')).toEqual(expect.arrayContaining(['id', 'name', 'public', 'owner', 'file_size_limit', 'allowed_mime_types']));
    expect(await columns('storage', 'objects')).toEqual(expect.arrayContaining(['id', 'bucket_id', 'name', 'owner', 'metadata', 'created_at', 'updated_at']));
    const doc = readRepoFile('docs/writing-docs.md');
    for (const name of [
      'anon',
      'authenticated',
      'service_role',
      'auth.users',
      'auth.uid()',
      'auth.role()',
      'auth.jwt()',
      'storage.buckets',
      'storage.objects',
      'storage.foldername(name)',
      'storage.filename(name)',
      'storage.extension(name)',
      'extensions',
    ]) {
      expect(doc).toContain(`\`${name}\``);
    }
  });

  it('reads the caller from the request claims in auth.uid(), auth.role() and auth.jwt()', async () => {
    const sub = '11111111-1111-4111-8111-111111111111';
    const { rows } = await as(db, user(sub, 'u@example.com'), (tx) =>
      tx.query('select auth.uid() as uid, auth.role() as role, auth.jwt() ->> $1 as email', ['email']),
    );
    expect(rows).toEqual([{ uid: sub, role: 'authenticated', email: 'u@example.com' }]);
    const legacy = await db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claim.sub', $1, true)`, [sub]);
      return tx.query('select auth.uid() as uid');
    });
    expect(legacy.rows).toEqual([{ uid: sub }]);
    const none = await as(db, anon, (tx) => tx.query('select auth.uid() as uid, auth.role() as role'));
    expect(none.rows).toEqual([{ uid: null, role: 'anon' }]);
  });

  it('keeps auth.users away from client roles', async () => {
    await expect(run(db, anon, 'select * from auth.users')).rejects.toThrow(/permission denied/);
    await expect(run(db, user('11111111-1111-4111-8111-111111111111'), 'select * from auth.users')).rejects.toThrow(/permission denied/);
    expect((await run(db, serviceRole, 'select email from auth.users')).rows).toEqual([{ email: 'u@example.com' }]);
  });

  it('grants new public tables to the client roles, as a project does (RLS is what restricts them)', async () => {
    await db.exec(
      'create table public.open_notes (id int); create table public.closed_notes (id int); alter table public.closed_notes enable row level security;',
    );
    await run(db, anon, 'insert into public.open_notes values (1)');
    await expect(run(db, anon, 'insert into public.closed_notes values (1)')).rejects.toThrow(/row-level security/);
  });

  it('has storage with row level security on and nothing allowed without policies', async () => {
    await db.query(`insert into storage.buckets (id, name) values ('b', 'b')`);
    await db.query(`insert into storage.objects (bucket_id, name) values ('b', 'x/y.png')`);
    expect((await run(db, anon, 'select * from storage.objects')).rows).toEqual([]);
    await expect(run(db, user('11111111-1111-4111-8111-111111111111'), `insert into storage.objects (bucket_id, name) values ('b', 'z.png')`)).rejects.toThrow(
      /row-level security/,
    );
    expect((await run(db, serviceRole, 'select name from storage.objects')).rows).toEqual([{ name: 'x/y.png' }]);
  });

  it('splits object paths with storage.foldername, filename and extension', async () => {
    const { rows } = await db.query(`select storage.foldername('a/b/c.tar.gz') f, storage.filename('a/b/c.tar.gz') n, storage.extension('a/b/c.tar.gz') e,
                                            storage.foldername('top.png') f2, storage.extension('README') e2`);
    expect(rows).toEqual([{ f: ['a', 'b'], n: 'c.tar.gz', e: 'gz', f2: [], e2: '' }]);
  });

  it('has an extensions schema on the search path', async () => {
    const { rows } = await db.query(`select nspname from pg_namespace where nspname = 'extensions'`);
    expect(rows).toHaveLength(1);
    const { rows: path } = await db.query<{ search_path: string }>('show search_path');
    expect(path[0]!.search_path).toContain('extensions');
  });

  it('has the plinth_realtime publication that Postgres Changes reads', async () => {
    await db.exec('create table public.live (id int primary key); alter publication plinth_realtime add table public.live;');
    const { rows } = await db.query(`select tablename from pg_publication_tables where pubname = 'plinth_realtime'`);
    expect(rows).toEqual([{ tablename: 'live' }]);
  });

  it('can create the vector extension when pgvector for PGlite is installed', async (ctx) => {
    if (!(await vectorExtension())) {
      ctx.skip('pgvector for PGlite is not installed (npm install -D @electric-sql/pglite-pgvector)');
      return;
    }
    await db.exec('create extension vector with schema extensions; create table public.items (embedding vector(3));');
    await db.exec(`insert into public.items values ('[1,2,3]')`);
    const { rows } = await db.query(`select embedding <-> '[1,2,4]' as d from public.items`);
    expect(rows).toEqual([{ d: 1 }]);
  });
});

describe('pages sharing a database', () => {
  const page = (...sql: string[]) => extractCodeBlocks(`---\ntitle: x\ndescription: y\n---\n\n${sql.map((s) => '```sql\n' + s + '\n```\n').join('\n')}`);
  const shared = new SharedDatabases();
  afterAll(() => shared.close());

  it("starts each page from the platform model alone: a later page does not see an earlier page's tables, roles or rows", async () => {
    const first = await shared.run(page('create table public.todos (id int primary key);', 'insert into public.todos values (1); create role reporting;'), []);
    expect(first).toMatchObject({ mode: 'shared', ran: 2 });
    // The same statements again: they would fail with "already exists" if the first page had left anything.
    const second = await shared.run(page('create table public.todos (id int primary key); create role reporting;', 'select count(*) from auth.users;'), []);
    expect(second.failure?.message).toBeUndefined();
    expect(second).toMatchObject({ mode: 'shared', ran: 2 });
  });

  it('gives a page that controls transactions, or runs what a transaction refuses, a database of its own', async () => {
    expect(needsOwnDatabase(page('begin;\ncreate table public.a (id int);\ncommit;'))).toBe(true);
    expect(needsOwnDatabase(page('create index concurrently on auth.users (email);'))).toBe(true);
    expect(needsOwnDatabase(page('vacuum analyze auth.users;'))).toBe(true);
    // `begin … end` of a function body, `case … end` and words in strings or comments are not transaction control.
    expect(
      needsOwnDatabase(
        page("create function public.f() returns int language plpgsql as $$ begin return 1; end; $$;\nselect case when true then 'commit' end; -- rollback"),
      ),
    ).toBe(false);
    const run = await shared.run(
      page('create table public.t (id int);', 'begin;\ninsert into public.t values (1);\ncommit;', 'create index concurrently t_id on public.t (id);'),
      [],
    );
    expect(run.failure?.message).toBeUndefined();
    expect(run).toMatchObject({ mode: 'own', ran: 3 });
  });

  it('reports a failure only from a fresh database, so sharing never fails a page that works for a reader', async () => {
    // `set transaction` must open its transaction: fine for a reader, whose blocks each run in their own.
    const isolation = await shared.run(page('select 1;', 'set transaction isolation level serializable;\nselect 2;'), []);
    expect(isolation.failure?.message).toBeUndefined();
    expect(isolation).toMatchObject({ mode: 'own', ran: 2 });
    const broken = await shared.run(page('select * from public.missing;'), []);
    expect(broken.mode).toBe('own');
    expect(broken.failure?.message).toMatch(/relation "public.missing" does not exist/);
  });
});
