// PostgreSQL with prepared statements: a statement drizzle sends again goes out as a named statement, so a connection
// parses and plans that text once and afterwards only binds and executes it (node-postgres remembers, per connection,
// which names it has prepared). A text is named from its second use on: one-off statements (migrations, seeding,
// inserts of a varying number of rows) are sent unnamed as before and take no place. Names are a hash of the text;
// a connection prepares at most MAX_STATEMENTS_PER_CONNECTION of them and sends any further text unnamed. Off with
// DATABASE_PREPARED_STATEMENTS=off (a pooler in transaction mode without prepared-statement support needs that).
import crypto from 'node:crypto';
import type pg from 'pg';

export const MAX_STATEMENTS_PER_CONNECTION = 500;
/** Texts seen, with their statement name (the oldest forgotten first). */
const REMEMBERED_TEXTS = 4 * MAX_STATEMENTS_PER_CONNECTION;

const seenTexts = new Map<string, string>();

/** The statement name of a text sent before (from this process), or undefined the first time it is seen. */
function nameOfRepeatedText(text: string): string | undefined {
  const name = seenTexts.get(text);
  if (name !== undefined) return name;
  if (seenTexts.size >= REMEMBERED_TEXTS) seenTexts.delete(seenTexts.keys().next().value!);
  seenTexts.set(text, `eq_${crypto.createHash('sha1').update(text).digest('base64url').slice(0, 24)}`);
  return undefined;
}

type QueryConfigLike = { text?: unknown; name?: unknown; submit?: unknown };

/** Makes every later query of this client with a text and no name of its own a named (prepared) statement. */
export function prepareStatements(client: pg.ClientBase): void {
  const prepared = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const candidate = config as QueryConfigLike | null;
    if (typeof candidate === 'object' && candidate !== null && typeof candidate.text === 'string' && candidate.name === undefined && candidate.submit === undefined) {
      const name = nameOfRepeatedText(candidate.text);
      if (name !== undefined && (prepared.has(name) || prepared.size < MAX_STATEMENTS_PER_CONNECTION)) {
        prepared.add(name);
        return query({ ...candidate, name }, ...rest);
      }
    }
    return query(config, ...rest);
  };
}
