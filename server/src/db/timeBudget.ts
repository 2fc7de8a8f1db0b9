import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { GraphQLError } from 'graphql';

// Each GraphQL request's share of the database. PGlite is one connection in this process and runs
// one statement at a time, and its statement_timeout is accepted but never fires (measured on
// 0.5.16: pg_sleep(1) under a 100 ms timeout sleeps the full second). So the service counts the time
// each request holds the database itself: its statements go through a first-come queue, the processor
// time from its turn to the end of the statement (or of the whole transaction) is charged to it, and
// once its budget is spent it gets no further turn. A transaction over budget fails at its next
// statement and rolls back. Time spent waiting for other requests is not charged.

export type RequestDb = Pick<PGlite, 'query' | 'transaction'>;

export const REQUEST_TIMEOUT_CODE = 'REQUEST_TIMEOUT';

export const requestTimeoutError = (budgetMs: number) =>
  new GraphQLError(`The request used more than its ${budgetMs} ms of database time and was stopped.`, {
    extensions: { exception: { code: REQUEST_TIMEOUT_CODE } },
  });

/** One queue per database: a turn starts when the previous one has ended. */
const queues = new WeakMap<PGlite, { tail: Promise<void> }>();

async function inTurn<T>(db: PGlite, work: () => Promise<T>): Promise<T> {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { tail: Promise.resolve() }));
  const previous = queue.tail;
  let release!: () => void;
  queue.tail = new Promise<void>((resolve) => (release = resolve));
  await previous;
  try {
    return await work();
  } finally {
    release();
  }
}

/**
 * The processor time this process used since `start`, in ms. PGlite runs in this thread, so during a
 * turn that is the database's work; unlike the clock, it does not grow while a busy machine runs
 * something else, so a request is never stopped for the machine's load.
 */
function cpuMsSince(start: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

const stopped = new WeakSet<RequestDb>();

/** Whether this request ran out of database time (its answer then says so once, at the top). */
export const ranOutOfTime = (db: unknown) => stopped.has(db as RequestDb);

/** A request's handle on the database, refusing statements once budgetMs of its time is spent. */
export function budgetedDb(db: PGlite, budgetMs: number): RequestDb {
  let spent = 0;
  const refuse = (): never => {
    stopped.add(handle);
    throw requestTimeoutError(budgetMs);
  };
  const charged = async <T>(work: (turnStart: NodeJS.CpuUsage) => Promise<T>) => {
    if (spent >= budgetMs) refuse();
    return inTurn(db, async () => {
      if (spent >= budgetMs) refuse();
      const turnStart = process.cpuUsage();
      try {
        return await work(turnStart);
      } finally {
        spent += cpuMsSince(turnStart);
      }
    });
  };
  // Inside a transaction the turn is already held: each statement checks the clock first, and a
  // refusal makes PGlite roll the transaction back.
  const guarded = (tx: Transaction, turnStart: NodeJS.CpuUsage): Transaction => {
    const check = () => {
      if (spent + cpuMsSince(turnStart) >= budgetMs) refuse();
    };
    return Object.create(tx, {
      query: {
        value: (sql: string, params?: unknown[], options?: QueryOptions) => (
          check(),
          tx.query(sql, params, options)
        ),
      },
      exec: { value: (sql: string, options?: QueryOptions) => (check(), tx.exec(sql, options)) },
      sql: {
        value: (strings: TemplateStringsArray, ...params: unknown[]) => (check(), tx.sql(strings, ...params)),
      },
    }) as Transaction;
  };
  const handle: RequestDb = {
    query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
      charged(() => db.query<T>(sql, params, options)),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      charged((turnStart) => db.transaction((tx) => work(guarded(tx, turnStart)))),
  };
  return handle;
}
