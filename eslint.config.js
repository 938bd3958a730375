import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['.next/**', 'out/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', '.bench/**', 'public/vendor/**', 'public/_static/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Ambient declarations of runtimes and frameworks the samples use: loose on purpose (types/frameworks/README.md), written in the style of lib.d.ts.
    files: ['types/**/*.d.ts'],
    // The client declarations encode the libraries' facts as they are, `Function` included (tools/typecheck/declarations.ts).
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-empty-object-type': 'off', '@typescript-eslint/no-unsafe-function-type': 'off', 'no-var': 'off' },
  },
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
