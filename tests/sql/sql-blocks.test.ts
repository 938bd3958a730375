import { afterAll, describe, expect, it } from 'vitest';
import { extractCodeBlocks, listMdxFiles, readRepoFile } from './lib/code-blocks';
import { createPlatformDb, extensionsCreatedBy, vectorExtension } from './lib/platform';
import { formatFailure, runSqlBlocks, sqlBlocks } from './lib/run-page';

/**
 * Every ```sql block of every page under content/ runs against real Postgres (PGlite) on top of
 * the platform model (platform-model.sql): one fresh database per page, blocks in page order.
 * Blocks whose fence says `fragment` are skipped and counted.
 */

const pages = listMdxFiles()
  .map((file) => ({ file, blocks: extractCodeBlocks(readRepoFile(file)) }))
  .filter((page) => sqlBlocks(page.blocks).length > 0);

const totals = { blocks: 0, pages: 0, fragments: 0, noVector: [] as string[] };

afterAll(() => {
  let line = `SQL blocks: ${totals.blocks} blocks ran on ${totals.pages} pages, ${totals.fragments} fragments skipped`;
  if (totals.noVector.length) {
    line += `; ${totals.noVector.length} page(s) not run because pgvector for PGlite is not installed (npm install -D @electric-sql/pglite-pgvector): ${totals.noVector.join(', ')}`;
  }
  console.log(line);
});

describe('every sql block in the docs runs', () => {
  it('finds sql blocks to run', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it.for(pages)('$file', async (page, { skip }) => {
    const db = await createPlatformDb(sqlBlocks(page.blocks).flatMap((b) => extensionsCreatedBy(b.code)));
    try {
      const result = await runSqlBlocks(db, page.blocks);
      if (result.failure && /extension "vector" is not available/.test(result.failure.message) && !(await vectorExtension())) {
        totals.noVector.push(page.file);
        totals.fragments += result.fragments;
        skip(`${page.file} needs pgvector, which is not installed for PGlite`);
        return;
      }
      totals.blocks += result.ran;
      totals.fragments += result.fragments;
      totals.pages += 1;
      if (result.failure) expect.fail(formatFailure(page.file, result.failure));
    } finally {
      await db.close();
    }
  });
});
