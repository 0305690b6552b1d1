import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA } from 'vite-plugin-pwa';

// Lingui macros compile through Babel, only in files that import a macro (STACK.md gotcha 1).
const linguiMacroPreset = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

// Plugin order matters (STACK.md gotcha 2): router, react, lingui macro, lingui catalogs, PWA.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    babel({ presets: [linguiMacroPreset] }),
    lingui(),
    // The server's page render (src/app/renderPage.tsx, `vite build --ssr`) has no service worker of its own.
    !isSsrBuild &&
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: null,
      registerType: 'prompt',
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  // The web client's OAuth credentials come from OAUTH_CLIENT_ID / OAUTH_CLIENT_SECRET (defaults in the README).
  define: {
    'import.meta.env.VITE_OAUTH_CLIENT_ID': JSON.stringify(process.env.OAUTH_CLIENT_ID ?? ''),
    'import.meta.env.VITE_OAUTH_CLIENT_SECRET': JSON.stringify(process.env.OAUTH_CLIENT_SECRET ?? ''),
  },
  // `@domain/*` (src/domain) and any other alias come from tsconfig.json's paths.
  resolve: { tsconfigPaths: true },
  // The server render (src/app/renderPage.tsx) is one self-contained file: every library bundled into it, so that
  // the server needs nothing of the client's build set-up to run it.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    // Every browser that runs this app (es2022) preloads modules natively: no polyfill in the entry.
    modulePreload: { polyfill: false },
    manifest: true,
    copyPublicDir: !isSsrBuild,
    // What the entry loads anyway goes in one chunk beside it, instead of one small chunk per module that a lazy
    // route also imports (rolldown/rolldown#10731): each file a first visit fetches costs a request and its headers.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } } },
    sourcemap: false,
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/health': 'http://localhost:3000', '/.well-known': 'http://localhost:3000' },
  },
}));
