import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      'bench/results',
      'bench/baseline-app/dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // domain/ is shared by both sides: pure TypeScript, no React, no Node, no other layer.
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'node:*',
            'react',
            'react-*',
            'react-admin',
            '@mui/*',
            'fastify',
            'kysely',
            '**/server/**',
            '**/providers/**',
            '**/resources/**',
            '**/src/**',
          ],
        },
      ],
    },
  },
  {
    // The front end never imports the server.
    files: ['src/**/*.{ts,tsx}', 'providers/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', 'node:*'] }] },
  },
);
