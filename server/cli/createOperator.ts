// `npm run operator:create -- --email ops@example.com [--tenant eq|cq] [--password …]`: makes the account an
// operator (created when the address has none; a generated password is printed once).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { makeOperator } from '../services/operators.ts';
import { isTenant } from '@domain/markets/types.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, tenant: { type: 'string', default: 'eq' }, password: { type: 'string' } } });
if (!values.email || !isTenant(values.tenant)) {
  console.error('usage: npm run operator:create -- --email ops@example.com [--tenant eq|cq] [--password …]');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
try {
  await database.migrate();
  const outcome = await makeOperator(database.db, values.tenant, values.email, values.password);
  if (outcome.kind === 'bad-email') {
    console.error(`Not an e-mail address: ${values.email}`);
    process.exitCode = 2;
  } else if (outcome.kind === 'created') {
    console.log(`Created operator ${outcome.userId} (${values.tenant}).`);
    if (!values.password) console.log(`Password (shown once): ${outcome.password}`);
  } else {
    console.log(outcome.kind === 'promoted' ? `${values.email} is now an operator.` : `${values.email} was already an operator.`);
  }
} finally {
  await database.close();
}
