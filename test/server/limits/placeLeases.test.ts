import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRedisInFlightLimit } from '../../../src/server/limits/redisLimits.ts';

const limitsModule = resolve(import.meta.dirname, '../../../src/server/limits/redisLimits.ts');
const leaseMs = 1500;

/** Another Node process that takes the place `key` on a short lease and holds it until killed. */
function placeHolder(url: string, prefix: string, key: string) {
  const script = `
    import { Redis } from 'ioredis';
    import { createRedisInFlightLimit } from ${JSON.stringify(limitsModule)};
    const places = createRedisInFlightLimit(new Redis(${JSON.stringify(url)}), ${JSON.stringify(prefix)}, { leaseMs: ${leaseMs} });
    const release = await places.tryTake([{ key: ${JSON.stringify(key)}, max: 1 }]);
    console.log(release ? 'held' : 'refused');
    setInterval(() => undefined, 1000);
  `;
  return spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'], cwd: resolve(import.meta.dirname, '../../..') });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe.runIf(inject('redisUrl'))('HEIC places in Redis are leases', () => {
  const url = inject('redisUrl') ?? '';
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(url);
  });
  afterAll(() => redis.disconnect());

  it('a killed process’s place is free again within its lease, while a live one keeps it by renewing', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}`;
    const places = createRedisInFlightLimit(redis, prefix, { leaseMs });
    const child = placeHolder(url, prefix, 'visitor');
    const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
    expect(line).toBe('held');
    // Past two leases the living holder still has it: it renews.
    await sleep(leaseMs * 2);
    expect(await places.tryTake([{ key: 'visitor', max: 1 }])).toBeUndefined();

    child.kill('SIGKILL');
    await once(child, 'exit');
    const killedAt = Date.now();
    let release;
    while (!(release = await places.tryTake([{ key: 'visitor', max: 1 }]))) {
      // Within a lease and a renewal's margin, never the 10 minutes a dead holder used to keep it.
      expect(Date.now() - killedAt).toBeLessThan(leaseMs * 3);
      await sleep(100);
    }
    await release();
    expect(await redis.zcard(`${prefix}:visitor`)).toBe(0);
  }, 20_000);
});
