import { defineConfig } from 'vitest/config';

/**
 * Checks that need the built site (`out`): the export served by each host it is meant for, and
 * publishing under faults. Run by `npm test` after the build: `vitest run --config vitest.http.config.ts`.
 */
export default defineConfig({
  test: {
    include: ['tests/http/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One file at a time: the publishing test builds and switches the release the other files serve.
    fileParallelism: false,
  },
});
