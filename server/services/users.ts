// Accounts in the database: look-ups, creation, and the user record of SPEC §3 as the API returns it.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { recentProducts, subscriptions, users } from '../db/schema.ts';
import type { Tenant } from '@domain/markets/types.ts';
import { LAST_USED_PRODUCTS_TOP } from '@domain/constants.ts';
import type { UserRecord } from '@domain/auth/userRecord.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export type { UserRecord };

export async function findUserByEmailKey(db: Db, tenant: Tenant, emailKey: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.tenant, tenant), eq(users.emailKey, emailKey)));
  return row;
}

export async function findUserById(db: Db, tenant: Tenant, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.tenant, tenant), eq(users.id, userId)));
  return row;
}

export async function findUserByOidcSubject(db: Db, tenant: Tenant, issuer: string, subject: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenant, tenant), eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)));
  return row;
}

/** Inserts the account; undefined when the e-mail (or OIDC identity) is already taken in this tenant. */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/** Applies the changes (none is fine) and returns the row as it now is; undefined when the user does not exist. */
export async function updateUser(db: Db, userId: string, changes: Partial<NewUser>): Promise<UserRow | undefined> {
  if (Object.values(changes).every((value) => value === undefined)) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return row;
  }
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row;
}

export async function deleteUser(db: Db, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/** Product ids of the user's most recently used products, newest first (SPEC §9: top 5). */
export async function recentProductIds(db: Db, userId: string, limit = LAST_USED_PRODUCTS_TOP): Promise<string[]> {
  const rows = await db
    .select({ productId: recentProducts.productId })
    .from(recentProducts)
    .where(eq(recentProducts.userId, userId))
    .orderBy(desc(recentProducts.lastUsedAt), asc(recentProducts.productId))
    .limit(limit);
  return rows.map((row) => row.productId);
}

export async function toUserRecord(db: Db, user: UserRow): Promise<UserRecord> {
  const endDates = await db
    .select({ productId: subscriptions.productId, endDate: subscriptions.endDate })
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id))
    .orderBy(asc(subscriptions.productId));
  return {
    userId: user.id,
    creationDate: user.createdAt.toISOString(),
    email: user.email,
    lastLogin: user.lastLogin?.toISOString() ?? null,
    userName: user.userName,
    endDates: endDates.map((row) => ({ productId: row.productId, endDate: row.endDate.toISOString() })),
    subscribedProducts: endDates.filter((row) => row.endDate.getTime() > Date.now()).map((row) => row.productId),
    roles: user.roles,
    loginMethod: user.loginMethod,
    mostRecentUsedProducts: await recentProductIds(db, user.id),
    secretQuestion: user.secretQuestion,
    country: user.country,
    locale: user.locale,
  };
}
