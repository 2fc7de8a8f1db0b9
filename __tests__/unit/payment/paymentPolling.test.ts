import { paymentState, pollPayment, type PolledOrder } from '../../../src/lib/payment/paymentPolling';

// The polling state machine under fake timers: a 5000 ms tick, at most 120 attempts.

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Answers from a script, one per attempt (the last repeats); an Error entry is thrown. */
function scripted(answers: (PolledOrder | Error)[]) {
  let calls = 0;
  return jest.fn(async (): Promise<PolledOrder> => {
    const answer = answers[Math.min(calls++, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

async function run(promise: Promise<unknown>) {
  // Advance time until the poll settles; each step runs one wait of the interval.
  let settled = false;
  void promise.finally(() => (settled = true));
  for (let i = 0; i < 200 && !settled; i++) await jest.advanceTimersByTimeAsync(5000);
  return promise;
}

describe('payment state', () => {
  it.each([
    [{ paymentStatus: 'FULLY_CHARGED' }, 'success'],
    [{ paymentStatus: 'FULLY_PAID' }, 'success'],
    [{ isPaid: true, paymentStatus: 'NOT_CHARGED' }, 'success'],
    [{ chargeStatus: 'FULL' }, 'success'],
    [{ chargeStatus: 'OVERCHARGED' }, 'success'],
    [{ authorizeStatus: 'FULL', paymentStatus: 'NOT_CHARGED' }, 'authorised'],
    [{ authorizeStatus: 'FULL', paymentStatus: 'PARTIALLY_CHARGED', chargeStatus: 'PARTIAL' }, 'authorised'],
    [{ authorizeStatus: 'FULL', isPaid: true, chargeStatus: 'FULL' }, 'success'],
    [{ authorizeStatus: 'FULL', status: 'CANCELED' }, 'failed'],
    [{ authorizeStatus: 'PARTIAL', paymentStatus: 'NOT_CHARGED' }, 'pending'],
    [{ paymentStatus: 'REJECTED' }, 'failed'],
    [{ paymentStatus: 'REFUSED' }, 'failed'],
    [{ paymentStatus: 'CANCELLED' }, 'failed'],
    [{ status: 'CANCELED', paymentStatus: 'NOT_CHARGED' }, 'failed'],
    [{ paymentStatus: 'PENDING' }, 'pending'],
    [{ paymentStatus: 'PARTIALLY_CHARGED' }, 'pending'],
    [null, 'pending'],
  ])('of %j is %s', (order, state) => {
    expect(paymentState(order)).toBe(state);
  });
});

describe('polling', () => {
  it('ends in success when the order is paid, after waiting 5000 ms between attempts', async () => {
    const fetchOrder = scripted([
      { paymentStatus: 'PENDING' },
      { paymentStatus: 'PENDING' },
      { paymentStatus: 'FULLY_CHARGED' },
    ]);
    const onAttempt = jest.fn();
    const outcome = pollPayment({ fetchOrder, onAttempt });
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchOrder).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(4999);
    expect(fetchOrder).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchOrder).toHaveBeenCalledTimes(2);
    expect(await run(outcome)).toMatchObject({ result: 'success', attempts: 3 });
    expect(onAttempt).toHaveBeenLastCalledWith(3, 120);
  });

  it('ends on full authorisation as its own outcome, not as paid and not by timing out', async () => {
    const fetchOrder = scripted([
      { paymentStatus: 'NOT_CHARGED', authorizeStatus: 'NONE' },
      { paymentStatus: 'NOT_CHARGED', authorizeStatus: 'FULL' },
    ]);
    expect(await run(pollPayment({ fetchOrder }))).toMatchObject({ result: 'authorised', attempts: 2 });
    expect(fetchOrder).toHaveBeenCalledTimes(2);
  });

  it('ends in failure when the payment is refused', async () => {
    const outcome = await run(
      pollPayment({ fetchOrder: scripted([{ paymentStatus: 'PENDING' }, { paymentStatus: 'REFUSED' }]) }),
    );
    expect(outcome).toMatchObject({ result: 'failed', attempts: 2 });
  });

  it('keeps polling while pending and times out after 120 attempts', async () => {
    const fetchOrder = scripted([{ paymentStatus: 'PENDING' }]);
    expect(await run(pollPayment({ fetchOrder }))).toEqual({ result: 'timeout', attempts: 120 });
    expect(fetchOrder).toHaveBeenCalledTimes(120);
  });

  it('retries a failed fetch, and reports an error only when the last attempt fails', async () => {
    const recovered = scripted([new Error('network'), { paymentStatus: 'FULLY_CHARGED' }]);
    expect(await run(pollPayment({ fetchOrder: recovered, maxAttempts: 3 }))).toMatchObject({
      result: 'success',
    });
    const broken = scripted([{ paymentStatus: 'PENDING' }, { paymentStatus: 'PENDING' }, new Error('boom')]);
    const outcome = await run(pollPayment({ fetchOrder: broken, maxAttempts: 3 }));
    expect(outcome).toMatchObject({ result: 'error', attempts: 3 });
    expect((outcome as { error: Error }).error.message).toBe('boom');
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const fetchOrder = scripted([{ paymentStatus: 'PENDING' }]);
    const outcome = pollPayment({ fetchOrder, signal: controller.signal });
    await jest.advanceTimersByTimeAsync(0);
    controller.abort();
    expect(await run(outcome)).toEqual({ result: 'cancelled', attempts: 1 });
    expect(fetchOrder).toHaveBeenCalledTimes(1);
  });
});
