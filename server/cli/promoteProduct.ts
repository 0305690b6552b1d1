// `npm run catalog:promote -- <productId>`: makes a product a top ad from now, for the market's retention (7 days);
// promoting it again starts its days over. It leaves the sale page's highlights by itself afterwards.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { promoteProduct } from '../jobs/topAdsExpiry.ts';

const productId = process.argv[2];
if (!productId) {
  console.error('Usage: npm run catalog:promote -- <productId>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
try {
  await database.migrate();
  const until = await promoteProduct(database.db, productId, Date.now());
  if (until) console.log(`${productId} is a top ad until ${until.toISOString()}.`);
  else {
    console.error(`No product ${productId}.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
