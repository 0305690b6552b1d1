// Lint: TypeScript recommended rules, React hooks, the storage boundary (only src/db touches IndexedDB) and the
// domain boundary (src/domain imports no IO or UI).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import paths that reach the top-level folder `name` of src/ from one to three levels down. */
const up = (name) => [`../${name}/*`, `../../${name}/*`, `../../../${name}/*`];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/routeTree.gen.ts', '.cache/**', 'test-results/**', 'playwright-report/**', 'locales/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['scripts/**/*.mjs', 'server/**/*.mjs', '*.js'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  {
    // One storage layer (src/db/README.md): nothing else opens IndexedDB or touches a table. Tests may look inside.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: ['src/db/**', '**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['dexie', 'dexie-*'], message: 'Only src/db talks to IndexedDB: ask one of its repositories.' }] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(examStates|outbox|syncMeta|productConfigs|drillCards|drillCursors|cartLines|commerceRecords|reportQueue|backgroundSession)$/]',
          message: 'Tables are read and written in src/db only: ask one of its repositories (a named question, one transaction).',
        },
      ],
    },
  },
  // Issue 32: IndexedDB is opened only in src/db, and there only through Dexie (src/db/README.md): the indexedDB global
  // is refused everywhere else in the client and the worker, tests included (they ask src/db's repositories).
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'indexedDB', message: 'Only src/db opens IndexedDB (through Dexie): ask one of its repositories.' }],
      // The same global reached through an object: window.indexedDB, self.indexedDB, globalThis.indexedDB.
      'no-restricted-properties': ['error', { property: 'indexedDB', message: 'Only src/db opens IndexedDB (through Dexie): ask one of its repositories.' }],
    },
  },
  { files: ['src/db/**/*.{ts,tsx}'], rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' } },
  // The layers of src/README.md: lower layers never import higher ones. (A later block for the same files replaces
  // this rule, so each block lists every pattern its files must refuse.)
  {
    files: ['src/api/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'src/i18n/**/*.{ts,tsx}', 'src/platform/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['dexie', 'dexie-*'], message: 'Only src/db talks to IndexedDB: ask one of its repositories.' },
            { group: [...up('features'), ...up('app'), ...up('routes'), '../router.tsx'], message: 'api, db, ui, i18n and platform are leaves: they import no feature, route or the composition root.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/db/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: [...up('features'), ...up('app'), ...up('routes'), ...up('ui'), ...up('api'), ...up('platform'), '../router.tsx'], message: 'src/db is a leaf: it imports only the domain.' }] }],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['dexie', 'dexie-*'], message: 'Only src/db talks to IndexedDB: ask one of its repositories.' },
            { group: [...up('app'), ...up('routes'), '../../router.tsx'], message: 'Features never import the composition root (src/app) or the routes: use src/platform.' },
          ],
        },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    rules: {
      // Issue 34: the background work runs the page's own modules (src/features/background and what it uses: the
      // device database, the sync engine), never a second copy of their rules.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../src/*', '!../src/domain', '!../src/db', '!../src/features', '../src/features/*', '!../src/features/background'],
              message: 'The service worker imports the domain, src/db and src/features/background only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', '@tanstack/*', '@lingui/*', 'dexie', 'dexie-*', 'xstate', '@xstate/*', 'ofetch', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'node:*', 'workbox-*'], message: 'src/domain is pure: no UI, IO, database or Node imports.' },
            { group: ['../../api/*', '../../db/*', '../../features/*', '../../ui/*', '../../app/*', '../api/*', '../db/*', '../features/*', '../ui/*', '../app/*'], message: 'src/domain must not import the app.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'src/domain is pure.' }, { name: 'localStorage', message: 'src/domain is pure.' }, { name: 'indexedDB', message: 'src/domain is pure.' }],
    },
  },
  {
    // The server reaches the client's code only through the domain alias (tsconfig.json paths: @domain/* is src/domain).
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)src(/|$)|^@domain/(.*/)?\\.\\.(/|$)', message: 'The server imports src/domain only, through the alias: @domain/… (never a relative src/ path, never the client).' }] },
      ],
    },
  },
  {
    // Benches and integration tests may drive client code, but reach the domain through the alias like the server.
    files: ['bench/*.ts', 'integration/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)src/domain(/|$)', message: 'Import the domain through the alias: @domain/….' }] }],
    },
  },
);
