/**
 * Scale-out figures (DESIGN §11): checkout throughput with 20 clients against one store process
 * and against two behind a round-robin proxy, all on PostgreSQL, Redis and an S3-compatible
 * server (throwaway instances on free local ports, as the tests start them). One process behind
 * the same proxy shows what the proxy itself costs.
 */
import { findModel, variantIdFor } from '../../src/shared/catalog/catalog.ts';
import { createDatabase, startLocalPostgres } from '../../test/setup/postgresServer.ts';
import { startLocalRedis } from '../../test/setup/redisServer.ts';
import { newBucketEnv, startLocalS3 } from '../../test/setup/s3Server.ts';
import { freePort } from '../../test/setup/freePort.ts';
import {
  checkoutLoad,
  designOfAboutFourMegabytes,
  failures,
  multipartBody,
  requestsPerSecond,
  unlimitedCheckouts,
  type AutocannonResult,
} from './checkout.ts';
import { startRoundRobinProxy } from './roundRobinProxy.ts';
import { startServer, type RunningServer } from './server.ts';
import type { BenchFigure, BenchSuite } from './types.ts';

function figures(label: string, result: AutocannonResult): BenchFigure[] {
  const failed = failures(result);
  return [
    { name: `scale-out: checkout requests/s, ${label}`, value: requestsPerSecond(result), unit: 'req/s', note: '20 clients, 4 MB PNG, 10 s' },
    { name: `scale-out: latency p50 / p99, ${label}`, value: `${result.latency.p50} / ${result.latency.p99}`, unit: 'ms' },
    { name: `scale-out: failed requests, ${label}`, value: failed.count, unit: '', note: failed.note },
  ];
}

export const scaleOutSuite: BenchSuite = {
  name: 'scaleOut',
  async run() {
    const model = findModel('15');
    if (!model) throw new Error('iPhone 15 is missing from the catalog');
    const body = multipartBody(await designOfAboutFourMegabytes(model), variantIdFor(model, 'Matte'));
    const postgres = await startLocalPostgres();
    const redis = await startLocalRedis();
    const s3 = await startLocalS3();
    const stores: RunningServer[] = [];
    try {
      const shared = {
        DATABASE_URL: await createDatabase(postgres.url, 'bench'),
        REDIS_URL: redis.url,
        ...(await newBucketEnv(s3.endpoint)),
        COOKIE_SECRET: 'bench-cookie-secret-bench-cookie-secret',
        TRUST_PROXY: '127.0.0.1',
        ...unlimitedCheckouts,
      };
      const start = async () => {
        const store = await startServer(await freePort(), shared);
        stores.push(store);
        return store;
      };
      const first = await start();
      const results = [...figures('1 process', await checkoutLoad(first.url, body))];

      const oneBehindProxy = await startRoundRobinProxy([first.url]);
      results.push(...figures('1 process behind the proxy', await checkoutLoad(oneBehindProxy.url, body)));
      await oneBehindProxy.stop();

      const second = await start();
      const twoBehindProxy = await startRoundRobinProxy([first.url, second.url]);
      results.push(...figures('2 processes behind the proxy', await checkoutLoad(twoBehindProxy.url, body)));
      await twoBehindProxy.stop();
      return results;
    } finally {
      for (const store of stores) await store.stop();
      await s3.stop();
      await redis.stop();
      postgres.stop();
    }
  },
};
