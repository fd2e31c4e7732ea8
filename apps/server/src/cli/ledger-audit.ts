// `npm run ledger:audit`: checks the ledger invariants on the embedded database (DATA_DIR, default
// ./data/pglite; stop `npm start` first, a PGlite directory belongs to one process) or on
// DATABASE_URL, prints what it checked, and exits 1 when anything is wrong.
import { loadDatabaseConfig } from '../config.ts';
import { auditLedger } from '../modules/ledger/ledger.audit.ts';
import { migrateDatabase, openDatabase } from '../platform/db/client.ts';

const config = loadDatabaseConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  const report = await auditLedger(database.db);
  console.log(
    `ledger audit on ${database.kind}: ${report.accountsChecked} accounts, ${report.entriesChecked} entries, ${report.postingsChecked} postings checked`,
  );
  console.log('  every member balance equals the sum of its postings; every entry sums to zero per currency');
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
