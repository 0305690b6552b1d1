// Seals a secret for a short stay in the database (a sign-up's password inside its job, until the job hashes it):
// AES-256-GCM with a key derived from the server secret, so the job table never holds a password in clear.
import crypto from 'node:crypto';

export interface Sealer {
  seal(plain: string): string;
  /** Throws when the sealed text was changed or sealed under another key. */
  open(sealed: string): string;
}

export function createSealer(key: Uint8Array): Sealer {
  const aesKey = Buffer.from(key).subarray(0, 32);
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', aesKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      const raw = Buffer.from(sealed, 'base64url');
      const decipher = crypto.createDecipheriv('aes-256-gcm', aesKey, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
