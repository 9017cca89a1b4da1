/**
 * Vitest global setup of the `redis` project: a throwaway Redis server (Debian's redis-server) on
 * a free local port, with nothing saved to disk, stopped after the tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';
import type { TestProject } from 'vitest/node';
import { freePort } from './freePort.ts';
import type { RestartableServer } from './restartableServer.ts';

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

export interface LocalRedis extends RestartableServer {
  url: string;
  stop(): Promise<void>;
}

const notInstalled = 'redis-server is not installed; the limit tests need it (Debian: apt-get install redis-server).';

/** Runs redis-server on `port` (nothing saved to disk) and resolves once it accepts connections. */
async function runRedisServer(port: number): Promise<ChildProcess> {
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const failed = new Promise<never>((_resolve, reject) => server.once('error', () => reject(new Error(notInstalled))));
  const ready = (async () => {
    for (let attempt = 0; attempt < 100 && !(await answers(port)); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  await Promise.race([ready, failed]);
  return server;
}

async function stopRedisServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  await exited;
}

/** A throwaway Redis on a free port; halted and resumed, it comes back empty (nothing is saved). */
export async function startLocalRedis(): Promise<LocalRedis> {
  const port = await freePort();
  let server = await runRedisServer(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    halt: () => stopRedisServer(server),
    async resume() {
      server = await runRedisServer(port);
    },
    stop: () => stopRedisServer(server),
  };
}

export default async function startRedis(project: TestProject): Promise<() => Promise<void>> {
  const redis = await startLocalRedis();
  project.provide('redisUrl', redis.url);
  return () => redis.stop();
}
