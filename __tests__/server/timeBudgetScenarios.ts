import { PGlite } from '@electric-sql/pglite';
import { budgetedDb, ranOutOfTime } from '../../server/src/db/timeBudget';

// Run by timeBudget.test.ts with tsx (PGlite's WASM does not load inside jest's module sandbox):
// each scenario's outcome, printed as JSON.

/** A statement that keeps the database working (about 250 ms of processor time here); pg_sleep only waits. */
const BUSY = 'SELECT sum(i) FROM generate_series(1, 1000000) i';

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error: { message: string; extensions?: unknown }) => ({
      error: { message: error.message, extensions: error.extensions },
    }),
  );

async function main() {
  const db = await PGlite.create();
  await db.exec('CREATE TABLE note (id serial PRIMARY KEY, text text NOT NULL)');

  const spent = budgetedDb(db, 100);
  await spent.query(BUSY);
  const afterBudget = await outcome(spent.query('SELECT 1'));
  const fresh = budgetedDb(db, 100);
  const otherRequest = await outcome(fresh.query('SELECT 1 AS one').then((r) => r.rows));

  const halfDone = await outcome(
    budgetedDb(db, 100).transaction(async (tx) => {
      await tx.query("INSERT INTO note (text) VALUES ('first half')");
      await tx.query(BUSY);
      await tx.query("INSERT INTO note (text) VALUES ('second half')");
    }),
  );
  const notesAfterRollback = (await db.query('SELECT text FROM note')).rows;

  const slow = budgetedDb(db, 1000);
  const quick = budgetedDb(db, 100);
  const [, behindSlow] = await Promise.all([
    slow.query(BUSY),
    outcome(quick.query('SELECT 1').then(() => quick.query('SELECT 2 AS two').then((r) => r.rows))),
  ]);

  console.log(
    JSON.stringify({
      afterBudget,
      spentRanOut: ranOutOfTime(spent),
      otherRequest,
      freshRanOut: ranOutOfTime(fresh),
      halfDone,
      notesAfterRollback,
      behindSlow,
    }),
  );
  await db.close();
}

void main();
