import { expect, it } from 'vitest';
import { extractCodeBlocks, readRepoFile } from '../../tools/sql/code-blocks';
import { formatErrors, samplesFromBlocks, typecheckSamples } from '../../tools/typecheck/typecheck';

/** The storage access-control guide's TypeScript samples type-check against the shared client API. */

const PAGE = 'content/guides/storage/security/access-control.mdx';

it('the storage access-control samples have no type errors', () => {
  const samples = samplesFromBlocks(extractCodeBlocks(readRepoFile(PAGE)));
  expect(samples.map((s) => s.file)).toEqual(['lib/product-images.ts']);
  const errors = typecheckSamples(samples);
  expect(errors, formatErrors(PAGE, errors)).toEqual([]);
});
