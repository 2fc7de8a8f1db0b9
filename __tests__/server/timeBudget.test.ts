import { spawnSync } from 'node:child_process';
import { tsxBin } from './harness';

// A request's database time is bounded, so one request cannot stall the shop. PGlite cannot cancel a
// statement, so each request is charged the time it holds the database and refused further statements once
// its budget is spent. A transaction that runs out rolls back whole; waiting for another request costs
// nothing.

let outcomes: Record<string, unknown>;
beforeAll(() => {
  const run = spawnSync(tsxBin, ['__tests__/server/timeBudgetScenarios.ts'], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the scenarios failed:\n${run.stderr}`);
  outcomes = JSON.parse(run.stdout.trim().split('\n').pop()!) as Record<string, unknown>;
}, 60_000);

const refused = {
  error: {
    message: 'The request used more than its 100 ms of database time and was stopped.',
    extensions: { exception: { code: 'REQUEST_TIMEOUT' } },
  },
};

it('refuses the statements of a request that has used up its database time, not those of others', () => {
  expect(outcomes.afterBudget).toEqual(refused);
  expect(outcomes.spentRanOut).toBe(true);
  expect(outcomes.otherRequest).toEqual({ value: [{ one: 1 }] });
  expect(outcomes.freshRanOut).toBe(false);
});

it('rolls back a transaction that runs out of time half way', () => {
  expect(outcomes.halfDone).toEqual(refused);
  expect(outcomes.notesAfterRollback).toEqual([]);
});

it('does not charge a request for the time it waits behind another', () => {
  expect(outcomes.behindSlow).toEqual({ value: [{ two: 2 }] });
});
