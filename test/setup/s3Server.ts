/**
 * A throwaway S3-compatible server (the s3rver package) on a free local port, keeping its objects
 * in a temporary directory that goes when it stops. As vitest global setup (the `s3` project) it
 * serves every test file, each of which makes buckets of its own.
 */
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { TestProject } from 'vitest/node';
import { createS3Client } from '../../src/server/plugins/s3Storage.ts';
import type { RestartableServer } from './restartableServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The endpoint of the test S3 server, when the tests store files in S3. */
    s3Endpoint: string | undefined;
  }
}

/** s3rver's fixed keys: it checks signatures against them. */
export const s3rverCredentials = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;

export interface LocalS3 extends RestartableServer {
  endpoint: string;
  /** Stops the server (once, however often it is called). */
  stop(): Promise<void>;
}

/** A throwaway S3 server on a free port; halted and resumed, it keeps its buckets and objects. */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'case-collage-s3-'));
  const serve = (port: number) => new S3rver({ address: '127.0.0.1', port, directory, silent: true });
  let server = serve(0);
  const { port } = await server.run();
  let running = true;
  const halt = async () => {
    if (running) await server.close();
    running = false;
  };
  let stopping: Promise<void> | undefined;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    halt,
    async resume() {
      server = serve(port);
      await server.run();
      running = true;
    },
    stop: () =>
      (stopping ??= (async () => {
        await halt();
        await rm(directory, { recursive: true, force: true });
      })()),
  };
}

/** The store's S3 variables for a new, empty bucket on `endpoint`. */
export async function newBucketEnv(endpoint: string) {
  const env = {
    S3_BUCKET: `test-${randomBytes(6).toString('hex')}`,
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    ...s3rverCredentials,
  } as const;
  const client = createS3Client({ ...env, S3_FORCE_PATH_STYLE: true, AWS_REGION: undefined });
  await client.send(new CreateBucketCommand({ Bucket: env.S3_BUCKET }));
  client.destroy();
  return env;
}

export default async function startS3(project: TestProject): Promise<() => Promise<void>> {
  const s3 = await startLocalS3();
  project.provide('s3Endpoint', s3.endpoint);
  return () => s3.stop();
}
