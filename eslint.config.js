import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // apps/api/assembly holds AssemblyScript, which its own compiler checks (npm run build:wasm -w @kerb/api).
  { ignores: ['**/dist/**', '**/builds/**', '**/.types/**', '**/node_modules/**', 'data/**', 'apps/api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The domain is pure: no I/O, so no Node built-ins (tests may use them).
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', 'fs', 'path', 'http', 'crypto'], message: 'The domain has no I/O.' }] }] },
  },
  {
    // The repository's plain JavaScript runs under Node (scripts/run-bundled.mjs runs before TypeScript can).
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', URL: 'readonly', console: 'readonly' } },
  },
  {
    // Benchmarks and scripts report on the console.
    files: ['apps/api/bench/**/*.ts', 'apps/api/scripts/**/*.ts', 'apps/widget/scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/widget/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Fences between widget features: a feature reaches the shell, the UI kit and shared helpers only
    // through the #app/*, #ui/* and #lib/* aliases (apps/widget/package.json "imports"), and has no way
    // to name another feature. Relative imports stay inside the feature's own folder.
    files: ['apps/widget/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../*', '../*/**', '**/features/**'], message: 'Features import only #app/*, #ui/*, #lib/*, @kerb/domain and their own files.' }] }],
    },
  },
);
