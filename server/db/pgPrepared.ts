// PostgreSQL with prepared statements: each statement drizzle sends goes out as a named statement, so a connection
// parses and plans a text once and afterwards only binds and executes it (node-postgres remembers, per connection,
// which names it has prepared). Names are a hash of the text; a connection prepares at most
// MAX_STATEMENTS_PER_CONNECTION of them and sends any further text unnamed, as before. Off with
// DATABASE_PREPARED_STATEMENTS=off (a pooler in transaction mode without prepared-statement support needs that).
import crypto from 'node:crypto';
import type pg from 'pg';

export const MAX_STATEMENTS_PER_CONNECTION = 500;

/** Names already computed (a text's hash is the same on every connection); bounded like each connection's set. */
const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `eq_${crypto.createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    if (names.size < MAX_STATEMENTS_PER_CONNECTION) names.set(text, name);
  }
  return name;
}

type QueryConfigLike = { text?: unknown; name?: unknown; submit?: unknown };

/** Makes every later query of this client with a text and no name of its own a named (prepared) statement. */
export function prepareStatements(client: pg.ClientBase): void {
  const prepared = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const candidate = config as QueryConfigLike | null;
    if (typeof candidate === 'object' && candidate !== null && typeof candidate.text === 'string' && candidate.name === undefined && candidate.submit === undefined) {
      const name = statementName(candidate.text);
      if (prepared.has(name) || prepared.size < MAX_STATEMENTS_PER_CONNECTION) {
        prepared.add(name);
        return query({ ...candidate, name }, ...rest);
      }
    }
    return query(config, ...rest);
  };
}
