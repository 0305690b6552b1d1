// React's API on preact/compat (issue 23): React + react-dom are ~67 KB gzip of a first visit, preact/compat ~5 KB.
// The source and every library (TanStack Router, @lingui/react, @xstate/react, dexie-react-hooks,
// use-sync-external-store) keep importing 'react'; these exact-match aliases send each specifier to the one preact
// copy in node_modules. The JSX runtimes go through preact/compat/jsx-runtime, which loads preact/compat before
// preact/jsx-runtime, so compat's props handling (className, onChange on inputs, …) is installed in every chunk.
// Used by the production client build (vite.config.ts) and the unit tests (vitest.config.ts), so components are
// tested on what ships.
export const preactCompatAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
