// A lock around the PWA build, so any number of processes may start together in one checkout (`npm start` twice at
// once): the first builds, the others wait and then find the build done. The lock is a folder holding the owner's
// pid, renamed into place whole; a lock whose owner died (or older than STALE_MS) is taken over, and only that lock.
import fs from 'node:fs';
import path from 'node:path';

const STALE_MS = 10 * 60_000;
const POLL_MS = 200;

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The lock folder's identity (inode and change time): a folder made again at the same path is another lock. */
function lockIdentity(lockDir) {
  try {
    const stat = fs.statSync(lockDir, { bigint: true });
    return `${stat.ino}:${stat.ctimeNs}`;
  } catch (error) {
    if (error?.code === 'ENOENT') return null;
    throw error;
  }
}

function ownerAlive(lockDir) {
  try {
    const pid = Number(fs.readFileSync(path.join(lockDir, 'pid'), 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) return false;
    process.kill(pid, 0);
    return Date.now() - fs.statSync(lockDir).mtimeMs < STALE_MS;
  } catch (error) {
    // EPERM: the process exists under another user. ENOENT: the lock was released meanwhile (try again).
    if (error?.code === 'EPERM' || error?.code === 'ENOENT') return true;
    return false;
  }
}

/**
 * Takes the lock: a folder holding the pid is made beside it and renamed into place, so a lock is never seen without
 * its owner's pid (rename of a folder onto a missing path is atomic; onto an existing lock it fails).
 */
function tryTake(lockDir) {
  const pending = `${lockDir}.${process.pid}.pending`;
  fs.rmSync(pending, { recursive: true, force: true });
  fs.mkdirSync(pending);
  fs.writeFileSync(path.join(pending, 'pid'), String(process.pid));
  try {
    fs.renameSync(pending, lockDir);
    return true;
  } catch (error) {
    fs.rmSync(pending, { recursive: true, force: true });
    if (error?.code === 'EEXIST' || error?.code === 'ENOTEMPTY' || error?.code === 'EISDIR') return false;
    throw error;
  }
}

/** Runs `work` holding the lock `lockDir`; `onWait` is called once if another process holds it. */
export function withBuildLock(lockDir, work, onWait = () => {}) {
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  let waited = false;
  while (!tryTake(lockDir)) {
    const seen = lockIdentity(lockDir);
    if (seen === null) continue; // released meanwhile
    if (!ownerAlive(lockDir)) {
      // Only the lock judged dead is removed: one released and taken again meanwhile is another folder.
      if (lockIdentity(lockDir) === seen) fs.rmSync(lockDir, { recursive: true, force: true });
      continue;
    }
    if (!waited) onWait();
    waited = true;
    sleep(POLL_MS);
  }
  try {
    return work();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}
