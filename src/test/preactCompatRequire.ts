// The unit project renders components on preact/compat, as the production build ships them. Vite's aliases
// (preactCompat.config.ts) cover the modules Vite transforms; the CommonJS libraries Node loads itself
// (@testing-library/react, use-sync-external-store, use-isomorphic-layout-effect) `require('react')`, so their
// requests are redirected here to the same preact modules (Node ≥ 20.19 requires ES modules: one preact instance).
import Module from 'node:module';

const REDIRECTS: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

type ResolveFilename = (request: string, ...rest: unknown[]) => string;
const moduleWithResolver = Module as unknown as { _resolveFilename: ResolveFilename };
const resolveFilename = moduleWithResolver._resolveFilename;
moduleWithResolver._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]) {
  return resolveFilename.call(this, REDIRECTS[request] ?? request, ...rest);
};
