import type { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseAfterPage, signUp } from '../../tools/sql/page-db';
import { anon, as, run, user } from '../../tools/sql/platform';

/**
 * The schema of the Next.js user-management tutorial, exactly as the page ships it (its sql blocks
 * run in order), exercised the way the app's requests reach Postgres: as the `anon` or
 * `authenticated` role with the user's JWT claims, so row level security applies.
 */

const PAGE = 'content/guides/getting-started/tutorials/with-nextjs.mdx';

const ALICE = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';
const CAROL = '00000000-0000-4000-8000-00000000000c';

const RLS_VIOLATION = /new row violates row-level security policy/;

let db: PGlite;

beforeEach(async () => {
  db = await databaseAfterPage(PAGE);
  await signUp(db, ALICE, 'alice@example.com', { full_name: 'Alice Liddell', avatar_url: 'alice/photo.png' });
  await signUp(db, BOB, 'bob@example.com');
  await signUp(db, CAROL, 'carol@example.com');
});

afterEach(async () => {
  await db.close();
});

async function profile(id: string) {
  const { rows } = await db.query<Record<string, unknown>>('select * from public.profiles where id = $1', [id]);
  return rows[0];
}

describe('profiles', () => {
  it('are created on sign-up, with full_name and avatar_url copied from the user metadata', async () => {
    expect(await profile(ALICE)).toMatchObject({ id: ALICE, full_name: 'Alice Liddell', avatar_url: 'alice/photo.png', username: null });
    expect(await profile(BOB)).toMatchObject({ id: BOB, full_name: null, avatar_url: null });
  });

  it('are deleted with their user', async () => {
    await db.query('delete from auth.users where id = $1', [BOB]);
    expect(await profile(BOB)).toBeUndefined();
    expect(await profile(ALICE)).toBeDefined();
  });

  it('can be read by anyone, signed in or not', async () => {
    const asAnon = await run(db, anon, 'select id from public.profiles order by id');
    expect(asAnon.rows.map((r) => r.id)).toEqual([ALICE, BOB, CAROL]);
    const asBob = await run(db, user(BOB), 'select full_name from public.profiles where id = $1', [ALICE]);
    expect(asBob.rows).toEqual([{ full_name: 'Alice Liddell' }]);
  });

  it('cannot be inserted by anon', async () => {
    await db.query('delete from public.profiles where id = $1', [CAROL]);
    await expect(run(db, anon, 'insert into public.profiles (id, username) values ($1, $2)', [CAROL, 'carol'])).rejects.toThrow(RLS_VIOLATION);
    expect(await profile(CAROL)).toBeUndefined();
  });

  it('can be inserted by a user for themselves, not for someone else', async () => {
    await db.query('delete from public.profiles where id in ($1, $2)', [BOB, CAROL]);
    await run(db, user(CAROL), 'insert into public.profiles (id, username) values ($1, $2)', [CAROL, 'carol']);
    expect(await profile(CAROL)).toMatchObject({ username: 'carol' });

    await expect(run(db, user(CAROL), 'insert into public.profiles (id, username) values ($1, $2)', [BOB, 'not_bob'])).rejects.toThrow(RLS_VIOLATION);
    expect(await profile(BOB)).toBeUndefined();
  });

  it('are updated by their own user only', async () => {
    const own = await run(db, user(ALICE), 'update public.profiles set username = $1, website = $2 where id = $3', ['alice', 'https://alice.example', ALICE]);
    expect(own.affectedRows).toBe(1);
    expect(await profile(ALICE)).toMatchObject({ username: 'alice', website: 'https://alice.example' });

    const other = await run(db, user(ALICE), 'update public.profiles set username = $1 where id = $2', ['hijacked', BOB]);
    expect(other.affectedRows).toBe(0);
    const everyone = await run(db, user(ALICE), 'update public.profiles set website = $1', ['https://spam.example']);
    expect(everyone.affectedRows).toBe(1);
    expect(await profile(BOB)).toMatchObject({ username: null, website: null });

    const byAnon = await run(db, anon, 'update public.profiles set username = $1', ['anonymous']);
    expect(byAnon.affectedRows).toBe(0);
  });

  it("cannot be moved to another user's id", async () => {
    await db.query('delete from public.profiles where id = $1', [CAROL]);
    await expect(run(db, user(ALICE), 'update public.profiles set id = $1 where id = $2', [CAROL, ALICE])).rejects.toThrow(RLS_VIOLATION);
    expect(await profile(ALICE)).toBeDefined();
  });

  it('are saved with upsert, as the account form does, for the own id only', async () => {
    const upsert = `insert into public.profiles (id, full_name, username, website, updated_at)
                    values ($1, $2, $3, $4, now())
                    on conflict (id) do update
                    set full_name = excluded.full_name, username = excluded.username,
                        website = excluded.website, updated_at = excluded.updated_at`;
    await run(db, user(BOB), upsert, [BOB, 'Bob Builder', 'bob', 'https://bob.example']);
    expect(await profile(BOB)).toMatchObject({ full_name: 'Bob Builder', username: 'bob' });

    await expect(run(db, user(BOB), upsert, [ALICE, 'Not Alice', 'evil', null])).rejects.toThrow(/row-level security/);
    expect(await profile(ALICE)).toMatchObject({ full_name: 'Alice Liddell', username: null });
  });

  it('reject a username shorter than 3 characters with username_length', async () => {
    await expect(run(db, user(ALICE), 'update public.profiles set username = $1 where id = $2', ['al', ALICE])).rejects.toThrow(/username_length/);
    await run(db, user(ALICE), 'update public.profiles set username = $1 where id = $2', ['ali', ALICE]);
    expect(await profile(ALICE)).toMatchObject({ username: 'ali' });
  });

  it('reject a username that is already taken', async () => {
    await run(db, user(ALICE), 'update public.profiles set username = $1 where id = $2', ['wonderland', ALICE]);
    const attempt = run(db, user(BOB), 'update public.profiles set username = $1 where id = $2', ['wonderland', BOB]);
    await expect(attempt).rejects.toThrow(/duplicate key value violates unique constraint/);
    await expect(attempt).rejects.toMatchObject({ code: '23505' });
    expect(await profile(BOB)).toMatchObject({ username: null });
  });
});

describe('the avatars bucket', () => {
  async function upload(actor: Parameters<typeof run>[1], bucket: string, name: string, owner: string | null) {
    // What Storage does for an upload: insert the object as the caller, with the caller as owner.
    return run(db, actor, 'insert into storage.objects (bucket_id, name, owner) values ($1, $2, $3)', [bucket, name, owner]);
  }

  beforeEach(async () => {
    await db.query(`insert into storage.buckets (id, name) values ('private', 'private')`);
    await db.query(
      `insert into storage.objects (bucket_id, name, owner) values
      ('avatars', 'alice/photo.png', $1),
      ('private', 'alice/diary.txt', $1)`,
      [ALICE],
    );
  });

  it('exists with id and name avatars', async () => {
    const { rows } = await db.query('select id, name from storage.buckets where id = $1', ['avatars']);
    expect(rows).toEqual([{ id: 'avatars', name: 'avatars' }]);
  });

  it('can be read by anyone', async () => {
    for (const actor of [anon, user(BOB)]) {
      const { rows } = await run(db, actor, `select name from storage.objects where bucket_id = 'avatars'`);
      expect(rows).toEqual([{ name: 'alice/photo.png' }]);
    }
  });

  it('accepts uploads from anyone', async () => {
    await upload(anon, 'avatars', 'anonymous/photo.png', null);
    await upload(user(BOB), 'avatars', `${BOB}/photo.png`, BOB);
    const { rows } = await db.query(`select name from storage.objects where bucket_id = 'avatars' order by name`);
    expect(rows.map((r) => (r as { name: string }).name)).toEqual([`${BOB}/photo.png`, 'alice/photo.png', 'anonymous/photo.png']);
  });

  it("lets only an object's owner update it", async () => {
    const setMeta = `update storage.objects set metadata = '{"size": 1}' where bucket_id = 'avatars' and name = 'alice/photo.png'`;
    expect((await run(db, user(BOB), setMeta)).affectedRows).toBe(0);
    expect((await run(db, anon, setMeta)).affectedRows).toBe(0);
    expect((await run(db, user(ALICE), setMeta)).affectedRows).toBe(1);
  });

  it('lets the owner overwrite with upsert and refuses everyone else', async () => {
    const overwrite = `insert into storage.objects (bucket_id, name, owner) values ('avatars', 'alice/photo.png', $1)
                       on conflict (bucket_id, name) do update set updated_at = now(), owner = excluded.owner`;
    await run(db, user(ALICE), overwrite, [ALICE]);
    await expect(run(db, user(BOB), overwrite, [BOB])).rejects.toThrow(/row-level security/);
    const { rows } = await db.query(`select owner from storage.objects where name = 'alice/photo.png'`);
    expect(rows).toEqual([{ owner: ALICE }]);
  });

  it('does not let the owner move an avatar to another bucket', async () => {
    await expect(run(db, user(ALICE), `update storage.objects set bucket_id = 'private' where name = 'alice/photo.png'`)).rejects.toThrow(RLS_VIOLATION);
  });

  it('grants nothing in another bucket', async () => {
    for (const actor of [anon, user(ALICE), user(BOB)]) {
      const { rows } = await run(db, actor, `select name from storage.objects where bucket_id = 'private'`);
      expect(rows).toEqual([]);
    }
    await expect(upload(anon, 'private', 'anonymous/file.txt', null)).rejects.toThrow(RLS_VIOLATION);
    await expect(upload(user(BOB), 'private', `${BOB}/file.txt`, BOB)).rejects.toThrow(RLS_VIOLATION);
    // Alice owns diary.txt, but the update policy covers only avatars: she cannot move it into
    // the public bucket, even with an update that names no column (so no select policy applies).
    const moved = await run(db, user(ALICE), `update storage.objects set bucket_id = 'avatars' where bucket_id = 'private'`);
    expect(moved.affectedRows).toBe(0);
    const unqualified = await run(db, user(ALICE), `update storage.objects set bucket_id = 'avatars'`);
    expect(unqualified.affectedRows).toBe(1);
    const { rows } = await db.query(`select bucket_id from storage.objects where name = 'alice/diary.txt'`);
    expect(rows).toEqual([{ bucket_id: 'private' }]);
  });

  it('runs policies with the caller identity the app sends', async () => {
    // The same statement with and without claims: proof the tests really act as the role.
    const asUser = await as(db, user(BOB), (tx) => tx.query<{ uid: string; role: string }>('select auth.uid() as uid, current_user as role'));
    expect(asUser.rows).toEqual([{ uid: BOB, role: 'authenticated' }]);
  });
});
