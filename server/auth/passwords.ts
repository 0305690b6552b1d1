// argon2id password and secret-answer hashing, and the dummy verification that makes unknown accounts cost the same.
import { hash, verify } from '@node-rs/argon2';

/**
 * A fixed argon2id hash (same parameters as real ones) of a random string nobody knows. Verifying against it
 * takes as long as a real verification, so "no such account" and "wrong password" cannot be told apart by time.
 */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$B9EzFHQss/U9l56OYdEI/g$5EVk+oRg0tAC4snRP05fD64XzEdg8In4XL/yobMqURU';

/** Passwords are compared in Unicode NFC so the same characters typed on two keyboards match. */
function normalize(password: string): string {
  return password.normalize('NFC');
}

/** argon2id with the library defaults (m=19456 KiB, t=2, p=1; OWASP's minimum recommendation). */
export function hashPassword(password: string): Promise<string> {
  return hash(normalize(password));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalize(password));
  } catch {
    return false; // a corrupt stored hash is a failed sign-in, not a 500
  }
}

/** Spends one argon2 verification and always fails. */
export async function verifyDummy(password: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, password);
  return false;
}

/** Secret answers match whatever the case and surrounding space. */
export function normalizeSecretAnswer(answer: string): string {
  return answer.normalize('NFC').trim().toLowerCase();
}

export function hashSecretAnswer(answer: string): Promise<string> {
  return hash(normalizeSecretAnswer(answer));
}

export function verifySecretAnswer(answerHash: string, answer: string): Promise<boolean> {
  return verifyPassword(answerHash, normalizeSecretAnswer(answer));
}
