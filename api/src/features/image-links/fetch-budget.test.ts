import { describe, expect, it } from 'vitest';
import { createFetchBudget } from './fetch-budget.js';

const options = { bytes: 100, fetches: 3, waitMs: 200, waiting: 2 };

describe('the server-wide budget of image-link fetches', () => {
  it('lets fetches in while their bytes and their number fit, and gives back what a declared length does not need', async () => {
    const budget = createFetchBudget(options);
    const first = (await budget.reserve(40))!;
    const second = (await budget.reserve(40))!;
    expect(budget.held()).toEqual({ bytes: 80, fetches: 2, waiting: 0 });
    // 40 more would pass 100: it waits, and gets in when the first says it needs 10 only.
    const third = budget.reserve(40);
    expect(budget.held().waiting).toBe(1);
    first.shrink(10);
    expect(await third).toBeDefined();
    expect(budget.held()).toEqual({ bytes: 90, fetches: 3, waiting: 0 });
    // Three fetches at once however small; release is idempotent.
    const fourth = budget.reserve(1);
    second.release();
    second.release();
    expect(await fourth).toBeDefined();
    expect(budget.held()).toEqual({ bytes: 51, fetches: 3, waiting: 0 });
  });

  it('answers no room after the wait, at once past the waiting line, and first come first served', async () => {
    const budget = createFetchBudget(options);
    const whole = (await budget.reserve(100))!;
    const started = Date.now();
    const [late, later, refused] = [budget.reserve(60), budget.reserve(10), await budget.reserve(10)];
    expect(refused).toBeUndefined();
    expect(budget.held().waiting).toBe(2);
    expect(await late).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(await later).toBeUndefined();
    whole.release();
    expect(budget.held()).toEqual({ bytes: 0, fetches: 0, waiting: 0 });

    // The head of the line goes first: a small fetch behind a large one waits for it.
    const big = (await budget.reserve(90))!;
    const large = budget.reserve(50);
    const small = budget.reserve(5);
    expect(budget.held().waiting).toBe(2);
    big.release();
    expect(await large).toBeDefined();
    expect(await small).toBeDefined();
  });
});
