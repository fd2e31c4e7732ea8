// `npm run ledger:audit`: the reconciling books audit (ledger invariants; clearing and hold against
// the open orders; one entry per succeeded deposit; the demo venue's books against our venue
// accounts). Runs read-only against a live Postgres (DATABASE_URL) while servers run, or on the
// embedded database (DATA_DIR, default ./data/pglite; stop `npm start` first, a PGlite directory
// belongs to one process). Prints what it checked and exits 1 when anything is wrong. The same
// audit runs as a scheduled job (alerting) and on demand: `npm run admin -- books`.
import { loadDatabaseConfig } from '../config.ts';
import { auditBooks } from '../modules/ledger/ledger.audit.ts';
import { createDemoVenueAdapter } from '../modules/venues/demo/demo-venue.ts';
import { migrateDatabase, openDatabase } from '../platform/db/client.ts';

const config = loadDatabaseConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  // On a live Postgres the schema is the servers' business: only the embedded database is migrated.
  if (database.kind !== 'postgres') await migrateDatabase(database);
  // The demo venue keeps its books in our database unless it runs elsewhere (VENUE_BASE_URL).
  const venueBooks = process.env.VENUE_BASE_URL
    ? []
    : [
        createDemoVenueAdapter({
          transport: async () => ({ statusCode: 503, body: '' }),
          // The books are read from the database; the adapter never calls the venue here.
          secret: process.env.VENUE_SECRET ?? 'books-only',
          timeoutMs: 1,
          db: database.db,
        }).books!,
      ];
  const report = await auditBooks(database.db, { venueBooks });
  console.log(
    `books audit on ${database.kind}: ${report.accountsChecked} accounts, ${report.entriesChecked} entries, ${report.postingsChecked} postings checked`,
  );
  console.log(
    '  every member balance equals the sum of its postings; every entry sums to zero per currency;',
  );
  console.log('  transfer clearing = pending transfers; withdrawal hold = open withdrawals;');
  console.log(
    `  one entry per succeeded deposit${venueBooks.length > 0 ? '; venue accounts = the demo venue’s books' : ''}`,
  );
  if (report.problems.length > 0) {
    console.log(`  ${report.problems.length} problem(s):`);
    for (const problem of report.problems) console.log(`  - ${problem}`);
    process.exitCode = 1;
  } else {
    console.log('  clean');
  }
} finally {
  await database.close();
}
