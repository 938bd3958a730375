import { afterAll, describe, expect, it } from 'vitest';
import { extractCodeBlocks, listMdxFiles, readRepoFile } from '../../tools/sql/code-blocks';
import { extensionsCreatedBy, vectorExtension } from '../../tools/sql/platform';
import { formatFailure, sqlBlocks } from '../../tools/sql/run-page';
import { SharedDatabases } from '../../tools/sql/shared-run';

/**
 * Every ```sql block of every page under content/ runs against real Postgres (PGlite) on top of
 * the platform model (platform-model.sql), blocks in page order, each page starting from the model
 * alone (see tools/sql/shared-run.ts for how pages share a database without seeing each other's tables).
 * Blocks whose fence says `fragment` are skipped and counted.
 */

const pages = listMdxFiles()
  .map((file) => {
    const blocks = extractCodeBlocks(readRepoFile(file));
    const extensions = sqlBlocks(blocks).flatMap((b) => extensionsCreatedBy(b.code));
    return { file, blocks, extensions, key: [...new Set(extensions)].sort().join(',') };
  })
  .filter((page) => sqlBlocks(page.blocks).length > 0)
  // Pages that need the same extensions run one after another on the same database.
  .sort((a, b) => a.key.localeCompare(b.key) || a.file.localeCompare(b.file));

const totals = { blocks: 0, pages: 0, fragments: 0, own: 0, noVector: [] as string[] };
const databases = new SharedDatabases();

afterAll(async () => {
  await databases.close();
  let line = `SQL blocks: ${totals.blocks} blocks ran on ${totals.pages} pages (${totals.own} on a database of their own), ${totals.fragments} fragments skipped`;
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
    const result = await databases.run(page.blocks, page.extensions);
    if (result.failure && /extension "vector" is not available/.test(result.failure.message) && !(await vectorExtension())) {
      totals.noVector.push(page.file);
      totals.fragments += result.fragments;
      skip(`${page.file} needs pgvector, which is not installed for PGlite`);
      return;
    }
    totals.blocks += result.ran;
    totals.fragments += result.fragments;
    totals.pages += 1;
    if (result.mode === 'own') totals.own += 1;
    if (result.failure) expect.fail(formatFailure(page.file, result.failure));
  });
});
