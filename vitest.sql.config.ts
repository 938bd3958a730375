import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The documentation's executable checks: every SQL block against Postgres (PGlite), behaviour
 * tests of the tutorial and storage examples acting as real database roles, and type-checking of
 * the tutorial's TypeScript samples. Run with `vitest run --config vitest.sql.config.ts`.
 */
export default defineConfig({
  // The twins' test renders the widgets as the build does (builder/islands-ssr.tsx): their imports use `@/`.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['tests/sql/**/*.test.ts', 'tests/typecheck/**/*.test.ts', 'tests/content/**/*.test.ts', 'tests/reference/**/*.test.ts'],
    environment: 'node',
    // Booting Postgres in WebAssembly and type-checking with next/react types take seconds.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
