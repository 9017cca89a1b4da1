import { GetObjectCommand, paginateListObjectsV2 } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockupSize } from '../../src/server/mockup/mockupLayout.ts';
import { createS3Client } from '../../src/server/plugins/s3Storage.ts';
import { designPng, variantOf } from '../helpers/designPng.ts';
import { pngPicture, shareForm } from '../helpers/shareForm.ts';
import { errorAnswers, startSteadyTraffic, recoveryMs, statusCounts, succeeded, type SteadyTraffic, type TrafficRecord } from '../helpers/steadyTraffic.ts';
import { startStoreProcess, type StoreProcess } from '../helpers/storeProcess.ts';
import { multipartForm } from '../helpers/testApp.ts';
import { createDatabase, startLocalPostgres, type LocalPostgres } from '../setup/postgresServer.ts';
import { startLocalRedis, type LocalRedis } from '../setup/redisServer.ts';
import { newBucketEnv, startLocalS3, type LocalS3 } from '../setup/s3Server.ts';
import { checkoutForm, testPaymentForm } from '../server/orders/orderFixtures.ts';

/**
 * Two real store processes under a steady mix of catalog, preview, share and checkout requests
 * while their PostgreSQL, Redis and S3 servers go away and come back, one at a time. The servers
 * are this file's own, so stopping them touches no other test.
 */
let postgres: LocalPostgres;
let redis: LocalRedis;
let s3: LocalS3;
let stores: StoreProcess[];
let databaseUrl: string;
let bucket: Awaited<ReturnType<typeof newBucketEnv>>;
let traffic: SteadyTraffic;

interface FaultRun {
  name: string;
  haltAt: number;
  backAt: number;
  /** /api/health/ready of each store while the server was away: status and answer. */
  ready: { status: number; body: Record<string, string> }[];
}
const faults: FaultRun[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  [postgres, redis, s3] = await Promise.all([startLocalPostgres(), startLocalRedis(), startLocalS3()]);
  databaseUrl = await createDatabase(postgres.url, 'shop');
  bucket = await newBucketEnv(s3.endpoint);
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}`,
    ...bucket,
    COOKIE_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'true',
    FULFILMENT_POLL_SECONDS: '1',
  };
  // One after the other: the first migrates the database.
  stores = [await startStoreProcess(env)];
  stores.push(await startStoreProcess(env));
}, 90_000);

afterAll(async () => {
  await traffic.stop();
  for (const store of stores) {
    // Why a process ended, for whoever reads a failed run.
    if (store.ended() !== undefined) console.error(`a store process ended (${store.ended()}): ${store.stderr()}`);
    await store.stop();
  }
  await Promise.all([redis.stop(), s3.stop()]);
  postgres.stop();
});

async function readiness(): Promise<FaultRun['ready']> {
  return Promise.all(
    stores.map(async (store) => {
      const response = await fetch(`${store.url}/api/health/ready`);
      return { status: response.status, body: (await response.json()) as Record<string, string> };
    }),
  );
}

const startedAt = Date.now();
/** A line of the run's progress, with the seconds since the file started. */
const progress = (line: string) => console.log(`[${((Date.now() - startedAt) / 1000).toFixed(1)} s] ${line}`);

/** Waits until every kind of request has succeeded twice since `since` and nothing failed after (at most 10 s). */
async function recovered(since: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const after = traffic.records.filter((record) => record.start >= since);
    const lastFailure = Math.max(since, ...after.filter((record) => !succeeded(record)).map((record) => record.end));
    const clean = after.filter((record) => record.start > lastFailure);
    const kinds = ['catalog', 'preview', 'share', 'checkout'] as const;
    if (kinds.every((kind) => clean.filter((record) => record.kind === kind).length >= 2)) return;
    await sleep(200);
  }
}

/** Takes a server away for three seconds under the traffic, then waits for the stores to recover. */
async function outage(name: string, halt: () => Promise<void>, resume: () => Promise<void>): Promise<void> {
  const haltAt = Date.now();
  progress(`${name}: stopping`);
  await halt();
  await sleep(1500);
  const ready = await readiness();
  await sleep(1500);
  progress(`${name}: starting`);
  await resume();
  const backAt = Date.now();
  faults.push({ name, haltAt, backAt, ready });
  await recovered(backAt);
  progress(`${name}: recovered`);
}

/**
 * The records of one fault: the requests answered from its start to the start of the next (a
 * request is the fault's whose answer came while it was on: one under way across the boundary
 * saw the later fault).
 */
function recordsOf(fault: FaultRun): TrafficRecord[] {
  const next = faults[faults.indexOf(fault) + 1]?.haltAt ?? Infinity;
  return traffic.records.filter((record) => record.end >= fault.haltAt && record.end < next);
}

const during = (fault: FaultRun) => recordsOf(fault).filter((record) => record.end <= fault.backAt);

async function query<T extends pg.QueryResultRow>(text: string, values: string[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function bucketObjects(): Promise<string[]> {
  const client = createS3Client({ ...bucket, S3_FORCE_PATH_STYLE: true, AWS_REGION: undefined });
  const names: string[] = [];
  for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket.S3_BUCKET })) {
    names.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
  }
  client.destroy();
  return names;
}

/** Whether a stored object is a preview mockup: a WebP of the mockup's size (nothing else is). */
async function isMockup(name: string): Promise<boolean> {
  const client = createS3Client({ ...bucket, S3_FORCE_PATH_STYLE: true, AWS_REGION: undefined });
  const object = await client.send(new GetObjectCommand({ Bucket: bucket.S3_BUCKET, Key: name }));
  const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
  client.destroy();
  const { format, width, height } = await sharp(bytes).metadata();
  return format === 'webp' && width === mockupSize.width && height === mockupSize.height;
}

/** Objects in the bucket no order or shared design names and that are not mockups, and orders' designs missing from it. */
async function disagreements(): Promise<{ orphans: string[]; missing: string[] }> {
  const objects = await bucketObjects();
  const orders = await query<{ design_file: string | null; files: string }>('SELECT design_file, files FROM orders');
  const shares = await query<{ files: string }>('SELECT files FROM shared_designs');
  const named = new Set([...orders, ...shares].flatMap((row) => JSON.parse(row.files) as string[]));
  const stored = new Set(objects);
  const missing = orders.flatMap((order) => (order.design_file && !stored.has(order.design_file) ? [order.design_file] : []));
  const unnamed = objects.filter((name) => !named.has(name));
  const orphans = [];
  for (const name of unnamed) if (!(await isMockup(name))) orphans.push(name);
  return { orphans, missing };
}

describe('the shared stack under faults', () => {
  it('keeps every process up, answers 503 or sells, recovers within 5 s, and keeps bucket and database in step', async () => {
    // Three designs, so previews are mostly answered from the mockup cache and sometimes rendered.
    const previews = await Promise.all(['#edafb8', '#b0c4b1', '#4a5759'].map(async (colour) => designPng(colour)));
    let previewCount = 0;
    const picture = await pngPicture('sticker-1');
    traffic = startSteadyTraffic(stores, {
      catalog: { path: '/api/catalog' },
      preview: {
        path: '/api/preview_printful_product',
        body: async () => {
          previewCount += 1;
          const bytes = previews[previewCount % previews.length] ?? (await designPng('#ffffff'));
          return multipartForm({ variantID: variantOf() }, { bytes, type: 'image/png' });
        },
      },
      share: { path: '/api/designs', body: () => shareForm([picture]) },
      checkout: { path: '/api/create_checkout_session', body: () => checkoutForm() },
    });
    await recovered(Date.now());
    const warmUp = [...traffic.records];
    progress(`warmed up: ${JSON.stringify(statusCounts(warmUp))}`);

    await outage('Redis stopped, then started', () => redis.halt(), () => redis.resume());
    const restartAt = Date.now();
    progress('PostgreSQL pg_ctl restart -m fast');
    await postgres.restart();
    faults.push({ name: 'PostgreSQL pg_ctl restart -m fast', haltAt: restartAt, backAt: Date.now(), ready: [] });
    await recovered(Date.now());
    progress('PostgreSQL restart: recovered');
    await outage('PostgreSQL stopped (-m fast), then started', () => postgres.halt(), () => postgres.resume());
    await outage('S3 server stopped, then started', () => s3.halt(), () => s3.resume());
    await traffic.stop();

    // Per fault: the answers seen while the server was away, and how soon requests succeeded again.
    for (const fault of faults) {
      progress(
        `${fault.name}: during ${JSON.stringify(statusCounts(during(fault)))}; ` +
          `ready ${fault.ready.map(({ status, body }) => `${status} ${body.status}`).join(' / ') || 'not sampled'}; ` +
          `recovered ${recoveryMs(recordsOf(fault), fault.backAt)} ms after the server's return; ` +
          `all: ${JSON.stringify(statusCounts(recordsOf(fault)))}; answers: ${errorAnswers(recordsOf(fault)).join('; ') || 'none failed'}`,
      );
    }

    // Why the stores answered as they did: their warnings and errors, each kind once with a count.
    const reasons = new Map<string, number>();
    for (const line of stores.flatMap((store) => store.logs)) {
      if (Number(line.level) < 40) continue;
      const cause = (line.err as { message?: string } | undefined)?.message;
      const reason = `${String(line.msg)}${cause ? ` (${cause.split('\n')[0] ?? ''})` : ''}`;
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    progress(`store warnings and errors: ${[...reasons].map(([reason, count]) => `${reason} ×${count}`).join('; ')}`);

    expect(warmUp.every(succeeded)).toBe(true);
    const records = traffic.records;
    // Never a hang or a refused connection, never a 500: an outage is a 503 with Retry-After.
    expect(records.filter((record) => !succeeded(record) && record.status !== 503)).toEqual([]);
    expect(records.filter((record) => record.status === 503 && !record.retryAfter)).toEqual([]);
    for (const fault of faults) expect(recoveryMs(recordsOf(fault), fault.backAt)).toBeLessThanOrEqual(5000);

    const [redisFault, , postgresFault, s3Fault] = faults as [FaultRun, FaultRun, FaultRun, FaultRun];
    // Without Redis the shop sells on: every request succeeded, and the stores say degraded.
    expect(recordsOf(redisFault).every(succeeded)).toBe(true);
    expect(redisFault.ready.map(({ status, body }) => [status, body.status])).toEqual([[200, 'degraded'], [200, 'degraded']]);
    // Without PostgreSQL orders and shares wait; catalog and previews need it not.
    const postgresCounts = statusCounts(during(postgresFault));
    expect(postgresCounts.checkout?.[503]).toBeGreaterThan(0);
    expect(Object.keys(postgresCounts.preview ?? {})).toEqual(['200']);
    expect(postgresFault.ready.map(({ status, body }) => [status, body.database])).toEqual([[503, 'unreachable'], [503, 'unreachable']]);
    // Without S3 nothing can be stored; the catalog still answers.
    const s3Counts = statusCounts(during(s3Fault));
    expect(s3Counts.checkout?.[503]).toBeGreaterThan(0);
    expect(Object.keys(s3Counts.catalog ?? {})).toEqual(['200']);
    expect(s3Fault.ready.map(({ status, body }) => [status, body.storage])).toEqual([[503, 'unreachable'], [503, 'unreachable']]);

    // No process ended, and none met a rejection or an exception nobody handled.
    for (const store of stores) {
      expect(store.ended()).toBeUndefined();
      expect(store.stderr()).not.toMatch(/unhandledRejection|uncaughtException|Unhandled/i);
      expect(store.logs.filter((line) => line.msg === 'unhandledRejection' || line.msg === 'uncaughtException')).toEqual([]);
    }
    // The fulfilment workers skipped their turns while PostgreSQL was away, and work again.
    expect(stores.flatMap((store) => store.logs).some((line) => line.msg === 'fulfilment skipped its turn: the order database is unreachable')).toBe(true);
    const { order_id: id } = (await (
      await fetch(`${stores[0]?.url}/api/create_checkout_session`, { method: 'POST', body: await checkoutForm() })
    ).json()) as { order_id: string };
    const paid = await fetch(`${stores[1]?.url}/api/test_payment/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(testPaymentForm),
    });
    expect(paid.status).toBe(200);

    // Files of failed requests are deleted once the servers answer again (retried every 2 s).
    let audit = await disagreements();
    for (let waited = 0; audit.orphans.length && waited < 10_000; waited += 1000) {
      await sleep(1000);
      audit = await disagreements();
    }
    progress(`bucket: ${(await bucketObjects()).length} objects, orphans ${audit.orphans.length}, designs missing ${audit.missing.length}`);
    expect(audit).toEqual({ orphans: [], missing: [] });
    const [order] = await query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id]);
    expect(order?.status).toBe('submitted');
  }, 150_000);
});
