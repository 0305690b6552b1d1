// A lock around the PWA build, so any number of processes may start together in one checkout (`npm start` twice at
// once): the first builds, the others wait and then find the build done. The lock is a folder (mkdir is atomic)
// holding the owner's pid; a lock whose owner died (or older than STALE_MS) is taken over.
import fs from 'node:fs';
import path from 'node:path';

const STALE_MS = 10 * 60_000;
const POLL_MS = 200;

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function ownerAlive(lockDir) {
  try {
    const pid = Number(fs.readFileSync(path.join(lockDir, 'pid'), 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) return false;
    process.kill(pid, 0);
    return Date.now() - fs.statSync(lockDir).mtimeMs < STALE_MS;
  } catch (error) {
    // EPERM: the process exists under another user. No pid file yet: the owner is writing it right now.
    if (error?.code === 'EPERM') return true;
    if (error?.code === 'ENOENT') return fs.existsSync(lockDir) && Date.now() - fs.statSync(lockDir).mtimeMs < 5_000;
    return false;
  }
}

/** Runs `work` holding the lock `lockDir`; `onWait` is called once if another process holds it. */
export function withBuildLock(lockDir, work, onWait = () => {}) {
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  let waited = false;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch (error) {
      if (error?.code !== 'EEXIST') throw error;
      if (!ownerAlive(lockDir)) {
        fs.rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (!waited) onWait();
      waited = true;
      sleep(POLL_MS);
    }
  }
  try {
    fs.writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
    return work();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}
