// Processes started together in one checkout take turns at the build: with the lock, three processes that each
// "build" only when the output is missing build once, and none sees a half-written output; a lock left by a dead
// process is taken over.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withBuildLock } from './build-lock.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-lock-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A child process that builds `out` (slowly, in two writes) unless it exists, under the lock. */
function contender(out: string): Promise<string> {
  const script = `
    import fs from 'node:fs';
    import { withBuildLock } from ${JSON.stringify(path.resolve('scripts/build-lock.mjs'))};
    const out = ${JSON.stringify(out)};
    const result = withBuildLock(out + '.build-lock', () => {
      if (fs.existsSync(out)) return 'found:' + fs.readFileSync(out, 'utf8');
      fs.writeFileSync(out + '.part', 'half');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 400);
      fs.renameSync(out + '.part', out);
      fs.writeFileSync(out, 'complete');
      return 'built';
    });
    console.log(result);`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(output.trim()) : reject(new Error(`exit ${code}`))));
  });
}

describe('the build lock', () => {
  it('lets one of three processes started together build, the others find it complete', { timeout: 60_000 }, async () => {
    const out = path.join(dir, 'dist-a');
    const results = await Promise.all([contender(out), contender(out), contender(out)]);
    expect(results.filter((result) => result === 'built')).toHaveLength(1);
    expect(results.filter((result) => result === 'found:complete')).toHaveLength(2);
    expect(fs.existsSync(`${out}.build-lock`)).toBe(false);
  });

  it('takes over a lock whose owner died', () => {
    const lock = path.join(dir, 'dist-b.build-lock');
    fs.mkdirSync(lock);
    fs.writeFileSync(path.join(lock, 'pid'), '999999999');
    expect(withBuildLock(lock, () => 'ran')).toBe('ran');
    expect(fs.existsSync(lock)).toBe(false);
  });
});
