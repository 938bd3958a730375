import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'out/**',
      '.publish/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      '.bench/**',
      'public/vendor/**',
      'public/_static/**',
      'tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Ambient declarations of runtimes and frameworks the samples use: loose on purpose (types/frameworks/README.md), written in the style of lib.d.ts.
    files: ['types/**/*.d.ts'],
    // The client declarations encode the libraries' facts as they are, `Function` included (tools/typecheck/declarations.ts).
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
      '@typescript-eslint/no-unsafe-function-type': 'off',
      'no-var': 'off',
    },
  },
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Test helpers live beside the tests that use them (`*.test-helpers.ts`): only tests import them.
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-helpers.{ts,tsx}', 'tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/*.test-helpers'], message: 'A test helper is for tests only: import it from a *.test.ts(x) file.' }] },
      ],
    },
  },
  {
    // One idiom for code fetched on demand in the browser (src/lib/load-once.ts): every dynamic
    // import() is the loader given to loadOnce (one request for all callers, a failed one asked
    // again). The Node-side rooms (content, reference, sources) import compilers at build time.
    files: ['src/{app,cli,components,dom,enhance,islands,lib,panel,widgets}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportExpression:not(CallExpression[callee.name='loadOnce'] ImportExpression)",
          message: 'Fetch code on demand through loadOnce (src/lib/load-once.ts): one request for every caller, and a failed fetch asked again.',
        },
      ],
    },
  },
);
