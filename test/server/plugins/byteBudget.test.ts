import { describe, expect, test } from 'vitest';
import { byteBudgetUnderTest, limitsBackend } from '../../helpers/limitsUnderTest.ts';

const megabyte = 1024 * 1024;

describe(`byte budget (${limitsBackend})`, () => {
  test('counts bytes per key up to the budget, then waits until enough of the oldest leave the window', async () => {
    let now = 1_000_000;
    const budget = byteBudgetUnderTest({ bytes: 10 * megabyte, windowSeconds: 3600 }, () => now);
    expect(await budget.take('address:1', 4 * megabyte)).toBe(0);
    now += 600_000;
    expect(await budget.take('address:1', 5 * megabyte)).toBe(0);
    // 9 MB used: 1 MB more fits, 2 MB only once the first 4 MB have left the window (3000 s on).
    expect(await budget.remainingSeconds('address:1', megabyte)).toBe(0);
    expect(await budget.remainingSeconds('address:1', 2 * megabyte)).toBe(3000);
    expect(await budget.take('address:1', 2 * megabyte)).toBe(3000);
    expect(await budget.take('address:2', 2 * megabyte)).toBe(0);
    expect(await budget.take('address:1', megabyte)).toBe(0);
    expect(await budget.remainingSeconds('address:1', 1)).toBe(3000);
    now += 3_000_000;
    expect(await budget.remainingSeconds('address:1', 4 * megabyte)).toBe(0);
    expect(await budget.take('address:1', 4 * megabyte)).toBe(0);
  });

  test('a refused take counts nothing, and more than the whole budget waits a whole window', async () => {
    let now = 0;
    const budget = byteBudgetUnderTest({ bytes: 1000, windowSeconds: 60 }, () => now);
    expect(await budget.take('address:1', 1001)).toBe(60);
    expect(await budget.take('address:1', 999)).toBe(0);
    expect(await budget.take('address:1', 2)).toBe(60);
    expect(await budget.take('address:1', 1)).toBe(0);
    now = 59_999;
    expect(await budget.remainingSeconds('address:1', 1)).toBe(1);
    now = 60_000;
    expect(await budget.take('address:1', 1000)).toBe(0);
  });

  test('a refund gives back the latest take of that size, and only the key’s own', async () => {
    let now = 0;
    const budget = byteBudgetUnderTest({ bytes: 1000, windowSeconds: 60 }, () => now);
    expect(await budget.take('address:1', 400)).toBe(0);
    now = 30_000;
    expect(await budget.take('address:1', 400)).toBe(0);
    expect(await budget.take('address:2', 300)).toBe(0);
    expect(await budget.take('address:1', 400)).toBe(30);
    await budget.refund('address:1', 400);
    await budget.refund('address:2', 999);
    // The take 30 s in is gone; the first still leaves the window at 60 s.
    expect(await budget.take('address:1', 600)).toBe(0);
    expect(await budget.remainingSeconds('address:1', 1)).toBe(30);
    // address:2 keeps its 300, taken 30 s in.
    expect(await budget.take('address:2', 701)).toBe(60);
  });
});
