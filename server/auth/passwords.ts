// argon2id password and secret-answer hashing, and the dummy verification that makes unknown accounts cost the same.
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * Fixed argon2id hashes (the same parameters as real ones) of a random string nobody knows. Verifying against one
 * takes as long as a real verification, so "no such account" and "wrong password" cannot be told apart by time.
 */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$B9EzFHQss/U9l56OYdEI/g$5EVk+oRg0tAC4snRP05fD64XzEdg8In4XL/yobMqURU';
const MINIMAL_DUMMY_HASH = '$argon2id$v=19$m=1024,t=1,p=1$fvuvOPxXevVrogwHWo4dtg$1SBgLWJP/8sPfFtdOUrMjstT20ufWaonyQZVc81Ng7w';

/** argon2id at its minimum cost: for test runs that sign in thousands of times (vitest.config.ts's timing files). */
const MINIMAL_COST: Options = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/**
 * The library defaults (m=19456 KiB, t=2, p=1; OWASP's minimum recommendation), or the minimal cost when a test run
 * asks for it: PASSWORD_HASH_COST=minimal counts only with NODE_ENV=test, so no deployed server stores cheap hashes.
 */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): Options | undefined {
  return env.NODE_ENV === 'test' && env.PASSWORD_HASH_COST === 'minimal' ? MINIMAL_COST : undefined;
}

/** Passwords are compared in Unicode NFC so the same characters typed on two keyboards match. */
function normalize(password: string): string {
  return password.normalize('NFC');
}

export function hashPassword(password: string): Promise<string> {
  return hash(normalize(password), passwordHashCost());
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
  await verifyPassword(dummyHash(), password);
  return false;
}

/** Secret answers match whatever the case and surrounding space. */
export function normalizeSecretAnswer(answer: string): string {
  return answer.normalize('NFC').trim().toLowerCase();
}

export function hashSecretAnswer(answer: string): Promise<string> {
  return hash(normalizeSecretAnswer(answer), passwordHashCost());
}

/** The dummy hash of the cost real hashes are made with now. */
export const dummyHash = (): string => (passwordHashCost() ? MINIMAL_DUMMY_HASH : DUMMY_HASH);

export function verifySecretAnswer(answerHash: string, answer: string): Promise<boolean> {
  return verifyPassword(answerHash, normalizeSecretAnswer(answer));
}
