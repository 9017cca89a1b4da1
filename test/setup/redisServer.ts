/**
 * Vitest global setup of the `redis` project: a throwaway Redis server (Debian's redis-server) on
 * a free local port, with nothing saved to disk, stopped after the tests.
 */
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import type { TestProject } from 'vitest/node';
import { freePort } from './freePort.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test Redis server: each test app keeps its keys under its own prefix. */
    redisUrl: string | undefined;
  }
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export interface LocalRedis {
  url: string;
  stop(): Promise<void>;
}

export async function startLocalRedis(): Promise<LocalRedis> {
  const port = await freePort();
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const failed = new Promise<never>((_resolve, reject) =>
    server.once('error', () => reject(new Error('redis-server is not installed; the limit tests need it (Debian: apt-get install redis-server).'))),
  );
  const ready = (async () => {
    for (let attempt = 0; attempt < 100 && !(await answers(port)); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await Promise.race([ready, failed]);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill();
      await exited;
    },
  };
}

export default async function startRedis(project: TestProject): Promise<() => Promise<void>> {
  const redis = await startLocalRedis();
  project.provide('redisUrl', redis.url);
  return () => redis.stop();
}
