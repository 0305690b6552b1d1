// The entitlement token's ES256 key pair (issue 13): ENTITLEMENT_PRIVATE_KEY / ENTITLEMENT_PUBLIC_KEY (PEM) from the
// environment, otherwise a pair generated once into a key file (default .data/entitlement-key.json, gitignored).
// Shared by the server (signs) and scripts/build-if-needed.mjs (bakes the public key into the bundle), so both
// always use the same pair.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const DEFAULT_ENTITLEMENT_KEY_FILE = path.resolve(import.meta.dirname, '..', '.data', 'entitlement-key.json');

/** @returns {{ privateKey: string, publicKey: string }} PEM strings (PKCS#8 and SPKI). */
export function generateEntitlementKeyPair() {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/**
 * The key pair: from the environment when both are set, else read from `file`, else generated into it (mode 0600).
 * @param {{ privateKey?: string, publicKey?: string, file?: string }} options
 * @returns {{ privateKey: string, publicKey: string, source: 'environment' | 'file' | 'generated' }}
 */
export function loadEntitlementKeyPair({ privateKey, publicKey, file = DEFAULT_ENTITLEMENT_KEY_FILE } = {}) {
  if (privateKey && publicKey) return { privateKey, publicKey, source: 'environment' };
  if (privateKey || publicKey) throw new Error('Set both ENTITLEMENT_PRIVATE_KEY and ENTITLEMENT_PUBLIC_KEY, or neither.');
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof stored.privateKey === 'string' && typeof stored.publicKey === 'string') return { ...stored, source: 'file' };
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  const pair = generateEntitlementKeyPair();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // 'wx': when two processes race, the second reads the first one's pair.
  try {
    fs.writeFileSync(file, JSON.stringify(pair), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (error.code === 'EEXIST') return { ...JSON.parse(fs.readFileSync(file, 'utf8')), source: 'file' };
    throw error;
  }
  return { ...pair, source: 'generated' };
}

/** The public key the bundle gets (build time): the environment's, else the key file's (created if missing). */
export function bundledEntitlementPublicKey(env = process.env) {
  return loadEntitlementKeyPair({
    privateKey: env.ENTITLEMENT_PRIVATE_KEY,
    publicKey: env.ENTITLEMENT_PUBLIC_KEY,
    file: env.ENTITLEMENT_KEY_FILE ? path.resolve(env.ENTITLEMENT_KEY_FILE) : DEFAULT_ENTITLEMENT_KEY_FILE,
  }).publicKey;
}
