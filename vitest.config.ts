import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'builder/**/*.test.{ts,tsx}', 'mcp/**/*.test.ts'],
    environment: 'node',
    // Component tests opt into a DOM with `// @vitest-environment happy-dom` at the top of the file.
    setupFiles: ['tests/setup.ts'],
  },
});
