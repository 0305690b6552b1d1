import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

// Component tests compile Lingui macros and .po catalogs as the app build does.
const linguiMacroPreset = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

// Node 20 lacks Map.groupBy, which Vitest 5's reporter calls when it prints failures.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

// Unit and property tests (src, sw), and the server suite on PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set. End-to-end tests live in e2e/ and run under Playwright.
//
// Two workers: one file waits on timers, child processes or PostgreSQL while the other runs (one worker left a
// third of this 2-core machine idle). The files that compare response times (no enumeration by timing) would read
// the other worker's load as a gap: they run afterwards, alone (one worker), the PGlite ones and then the PostgreSQL
// ones (projects of one groupOrder run side by side: there the PGlite sign-up medians were 7 to 10 ms against 1.1 ms
// alone, and a gap of 0.8 to 2 ms in either direction failed CI).
const WORKERS = 2;
const TIMING_FILES = ['server/routes/auth/timing.test.ts', 'server/routes/auth/throttle.test.ts'];
const SERVER_FILES = ['server/**/*.test.{ts,tsx}', 'integration/**/*.test.{ts,tsx}'];

const serverProject = (name: string, kind: 'pglite' | 'postgres', timing: boolean): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: timing ? `${name}-timing` : name,
    include: timing ? TIMING_FILES : SERVER_FILES,
    exclude: timing ? [] : TIMING_FILES,
    // The timing files sign up and in about 1,600 times per database: argon2 at its minimal cost there (the same
    // cost on both sides of each comparison; server/auth/passwords.ts), so they take seconds, not half a minute.
    env: timing ? { TEST_DB_KIND: kind, PASSWORD_HASH_COST: 'minimal' } : { TEST_DB_KIND: kind },
    // Each worker runs file after file without a fresh process for each: the server's modules are imported once and
    // its route schemas compiled once (server/plugins/schemaCompilers.ts). Each file still builds its own app on its
    // own database; no server test mocks modules or leaves globals behind.
    isolate: false,
    maxWorkers: timing ? 1 : WORKERS,
    sequence: { groupOrder: timing ? (kind === 'pglite' ? 1 : 2) : 0 },
    globalSetup: [kind === 'postgres' ? 'server/test/global-setup-postgres.ts' : 'server/test/global-setup.ts'],
  },
});

const projects: TestProjectInlineConfiguration[] = [
  // Components render on React and react-dom, as the app ships them.
  {
    extends: true,
    test: {
      name: 'unit',
      include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
      setupFiles: ['src/test/indexedDb.ts'],
      maxWorkers: WORKERS,
      sequence: { groupOrder: 0 },
      // File after file in one process per worker, as the server projects: no unit test mocks modules, the two that
      // stub globals restore them, and each builds its own Dexie database and store (passes with files shuffled).
      isolate: false,
    },
  },
  serverProject('server-pglite', 'pglite', false),
  serverProject('server-pglite', 'pglite', true),
];
if (process.env.TEST_DATABASE_URL) projects.push(serverProject('server-postgres', 'postgres', false), serverProject('server-postgres', 'postgres', true));
else console.log('Server suite on PostgreSQL skipped: TEST_DATABASE_URL is not set.');

// The files known to take longest start first, so that neither worker is left with one of them at the end. Vitest
// orders by the durations of the last run when it has them, else by file size (a clean clone has none: CI), which
// puts these small files late.
const LONGEST_FILES = [
  'integration/syncModel.test.ts',
  'server/jobs/threeReplicas.test.ts',
  'server/jobs/replicas.test.ts',
  'scripts/build-if-needed.test.ts',
  'src/domain/richText/safeHtml.test.ts',
];
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return index === -1 ? LONGEST_FILES.length : index;
    };
    return sorted.map((spec, order) => ({ spec, order, rank: rank(spec) })).sort((a, b) => a.rank - b.rank || a.order - b.order).map(({ spec }) => spec);
  }
}

export default defineConfig({
  plugins: [babel({ presets: [linguiMacroPreset] }), lingui()],
  // `@domain/*` and any other alias come from tsconfig.json's paths.
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    // Generous: on a contended host the same machine ran this suite at half speed (Vitest 670 s one night, 1,310 s an
    // hour later), and the property-based tests (hostile input, safeHtml) then took 32 to 48 s. A limit catches a
    // hang, not a slow machine; no test's assertion depends on it.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    sequence: { sequencer: LongestFirstSequencer },
    projects,
  },
});
