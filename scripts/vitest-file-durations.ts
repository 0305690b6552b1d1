// A Vitest reporter that writes how long each test file took, per project, to the file named by
// VITEST_FILE_DURATIONS (scripts/test.mjs prints the slowest from it): importing the file, its setup, and its tests
// and hooks. Prints nothing itself.
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import type { FileDuration } from './slowest.mjs';

export default class FileDurationsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const out = process.env.VITEST_FILE_DURATIONS;
    if (!out) return;
    const rows: FileDuration[] = testModules.map((module) => {
      const d = module.diagnostic();
      return {
        project: module.project.name,
        file: path.relative(process.cwd(), module.moduleId),
        ms: Math.round(d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration),
        tests: [...module.children.allTests()].length,
      };
    });
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, JSON.stringify(rows, null, 1));
  }
}
