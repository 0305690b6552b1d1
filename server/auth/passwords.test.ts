// The dummy verification costs what a real one does (the same argon2 parameters as the hashes the server makes), at
// the production cost and at the minimal cost a test run may ask for; a deployed server never takes the minimal one.
import { afterEach, describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, passwordHashCost, verifyDummy, verifyPassword } from './passwords.ts';

/** The parameters a hash was made with (`m=…,t=…,p=…`). */
const hashParameters = (passwordHash: string): string => passwordHash.split('$')[3] ?? '';

const saved = { NODE_ENV: process.env.NODE_ENV, PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('password hashing cost', () => {
  it('is the production cost unless a test run asks for the minimal one', () => {
    expect(passwordHashCost({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'minimal' })).toBeUndefined();
    expect(passwordHashCost({ NODE_ENV: 'development', PASSWORD_HASH_COST: 'minimal' })).toBeUndefined();
    expect(passwordHashCost({ NODE_ENV: 'test' })).toBeUndefined();
    expect(passwordHashCost({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'minimal' })).toMatchObject({ memoryCost: 1024, timeCost: 1 });
  });

  it.each([
    ['production', undefined],
    ['minimal', 'minimal'],
  ])('the %s dummy hash has the parameters of the hashes made at that cost', async (_, cost) => {
    process.env.NODE_ENV = 'test';
    if (cost) process.env.PASSWORD_HASH_COST = cost;
    else delete process.env.PASSWORD_HASH_COST;
    const real = await hashPassword('correct horse battery staple');
    expect(hashParameters(dummyHash())).toBe(hashParameters(real));
    expect(await verifyPassword(real, 'correct horse battery staple')).toBe(true);
    expect(await verifyDummy('correct horse battery staple')).toBe(false);
  });
});
