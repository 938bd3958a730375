import type { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseAfterPage, signUp } from '../../tools/sql/page-db';
import { anon, run, serviceRole, user, type Actor } from '../../tools/sql/platform';

/**
 * The storage access-control guide's example (a products table, a bucket for product images and
 * the example policies, plus the per-user `documents` patterns), exactly as the page ships it,
 * exercised as the roles Storage and the Data API run requests as.
 */

const PAGE = 'content/guides/storage/security/access-control.mdx';

const ANN = '00000000-0000-4000-8000-0000000000a1';
const BEN = '00000000-0000-4000-8000-0000000000b2';

const RLS_VIOLATION = /new row violates row-level security policy/;

let db: PGlite;

beforeEach(async () => {
  db = await databaseAfterPage(PAGE);
  await signUp(db, ANN, 'ann@example.com');
  await signUp(db, BEN, 'ben@example.com');
  await db.query(
    `insert into storage.objects (bucket_id, name, owner) values
    ('product-images', 'lamps/desk-lamp.png', $1),
    ('documents', $2, $1)`,
    [ANN, `${ANN}/invoice-1.pdf`],
  );
});

afterEach(async () => {
  await db.close();
});

/** An upload as Storage performs it: an insert as the caller, who becomes the owner. */
function upload(actor: Actor, bucket: string, name: string) {
  const owner = actor.role === 'authenticated' ? actor.sub : null;
  return run(db, actor, 'insert into storage.objects (bucket_id, name, owner) values ($1, $2, $3)', [bucket, name, owner]);
}

async function objectsIn(bucket: string) {
  const { rows } = await db.query<{ name: string }>('select name from storage.objects where bucket_id = $1 order by name', [bucket]);
  return rows.map((r) => r.name);
}

describe('the products table', () => {
  it('generates the id and requires name and price, image is optional', async () => {
    const { rows } = await run<{ id: string; image: string | null }>(
      db,
      serviceRole,
      `insert into public.products (name, price) values ('Floor lamp', 89) returning id, image`,
    );
    expect(rows[0]!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(rows[0]!.image).toBeNull();
    await expect(db.query(`insert into public.products (price) values (1)`)).rejects.toThrow(/null value in column "name"/);
    await expect(db.query(`insert into public.products (name) values ('Free lamp')`)).rejects.toThrow(/null value in column "price"/);
    const types = await db.query(
      `select column_name, data_type from information_schema.columns where table_schema = 'public' and table_name = 'products' order by ordinal_position`,
    );
    expect(types.rows).toEqual([
      { column_name: 'id', data_type: 'uuid' },
      { column_name: 'name', data_type: 'text' },
      { column_name: 'price', data_type: 'real' },
      { column_name: 'image', data_type: 'text' },
    ]);
  });

  it('can be read by anyone and changed by no client role', async () => {
    for (const actor of [anon, user(ANN)]) {
      const { rows } = await run(db, actor, 'select name, price, image from public.products');
      expect(rows).toEqual([{ name: 'Desk lamp', price: 39.5, image: 'lamps/desk-lamp.png' }]);
      await expect(run(db, actor, `insert into public.products (name, price) values ('Fake', 1)`)).rejects.toThrow(RLS_VIOLATION);
      expect((await run(db, actor, 'update public.products set price = 0')).affectedRows).toBe(0);
      expect((await run(db, actor, 'delete from public.products')).affectedRows).toBe(0);
    }
  });
});

describe('the product-images bucket', () => {
  it('exists', async () => {
    const { rows } = await db.query(`select id, name, public from storage.buckets where id = 'product-images'`);
    expect(rows).toEqual([{ id: 'product-images', name: 'product-images', public: false }]);
  });

  it('can be read by anyone (public read)', async () => {
    for (const actor of [anon, user(BEN)]) {
      const { rows } = await run(db, actor, `select name from storage.objects where bucket_id = 'product-images'`);
      expect(rows).toEqual([{ name: 'lamps/desk-lamp.png' }]);
    }
  });

  it('accepts uploads from authenticated and anonymous users', async () => {
    await upload(anon, 'product-images', 'lamps/anon-lamp.png');
    await upload(user(BEN), 'product-images', 'lamps/ben-lamp.png');
    expect(await objectsIn('product-images')).toEqual(['lamps/anon-lamp.png', 'lamps/ben-lamp.png', 'lamps/desk-lamp.png']);
  });

  it('lets anyone update (update for public), but not move files to another bucket', async () => {
    const touch = `update storage.objects set metadata = '{"edited": true}' where bucket_id = 'product-images' and name = 'lamps/desk-lamp.png'`;
    expect((await run(db, anon, touch)).affectedRows).toBe(1);
    expect((await run(db, user(BEN), touch)).affectedRows).toBe(1);
    await expect(run(db, anon, `update storage.objects set bucket_id = 'documents' where name = 'lamps/desk-lamp.png'`)).rejects.toThrow(RLS_VIOLATION);
  });

  it('does not let anyone delete (no delete policy)', async () => {
    expect((await run(db, anon, `delete from storage.objects where bucket_id = 'product-images'`)).affectedRows).toBe(0);
    expect((await run(db, user(ANN), `delete from storage.objects where bucket_id = 'product-images'`)).affectedRows).toBe(0);
    expect(await objectsIn('product-images')).toEqual(['lamps/desk-lamp.png']);
  });

  it('grants nothing in other buckets', async () => {
    await db.query(`insert into storage.buckets (id, name) values ('other', 'other')`);
    await db.query(`insert into storage.objects (bucket_id, name) values ('other', 'secret.png')`);
    for (const actor of [anon, user(BEN)]) {
      expect((await run(db, actor, `select name from storage.objects where bucket_id = 'other'`)).rows).toEqual([]);
      await expect(upload(actor, 'other', 'upload.png')).rejects.toThrow(RLS_VIOLATION);
      expect((await run(db, actor, `update storage.objects set metadata = '{}' where bucket_id = 'other'`)).affectedRows).toBe(0);
    }
  });
});

describe('the documents patterns', () => {
  it('let users upload only PDFs, only into their own folder, and only when signed in', async () => {
    await upload(user(BEN), 'documents', `${BEN}/contract.pdf`);
    await expect(upload(user(BEN), 'documents', `${ANN}/planted.pdf`)).rejects.toThrow(RLS_VIOLATION);
    await expect(upload(user(BEN), 'documents', `${BEN}/script.exe`)).rejects.toThrow(RLS_VIOLATION);
    await expect(upload(anon, 'documents', 'anonymous/file.pdf')).rejects.toThrow(RLS_VIOLATION);
    expect(await objectsIn('documents')).toEqual([`${ANN}/invoice-1.pdf`, `${BEN}/contract.pdf`]);
  });

  it('let users read and delete only their own files', async () => {
    const read = `select name from storage.objects where bucket_id = 'documents'`;
    expect((await run(db, user(ANN), read)).rows).toEqual([{ name: `${ANN}/invoice-1.pdf` }]);
    expect((await run(db, user(BEN), read)).rows).toEqual([]);
    expect((await run(db, anon, read)).rows).toEqual([]);
    expect((await run(db, user(BEN), `delete from storage.objects where bucket_id = 'documents'`)).affectedRows).toBe(0);
    expect((await run(db, user(ANN), `delete from storage.objects where bucket_id = 'documents'`)).affectedRows).toBe(1);
  });

  it('leave product image uploads alone (the restrictive PDF rule is scoped to documents)', async () => {
    await upload(user(BEN), 'product-images', 'lamps/photo.png');
    expect(await objectsIn('product-images')).toContain('lamps/photo.png');
  });

  it('do not apply to the service role, which bypasses row level security', async () => {
    const { rows } = await run(db, serviceRole, `select name from storage.objects where bucket_id = 'documents'`);
    expect(rows).toEqual([{ name: `${ANN}/invoice-1.pdf` }]);
  });
});
