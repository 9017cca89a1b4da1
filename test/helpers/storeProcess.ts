import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../setup/freePort.ts';

const mainModule = resolve(import.meta.dirname, '../../src/server/main.ts');

export interface StoreProcess {
  url: string;
  /** The process's JSON log lines so far. */
  logs: Record<string, unknown>[];
  /** Sends the process a signal (SIGTERM, as a service manager stops it). */
  signal(name: NodeJS.Signals): void;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** What it wrote to stderr so far (Node's report of a crash goes there). */
  stderr(): string;
  /** Its exit code or signal once it has ended; undefined while it runs. */
  ended(): number | string | undefined;
  stop(): Promise<void>;
}

/**
 * Starts the store as its own Node process (src/server/main.ts, as `npm start` runs it) on a free
 * port (or `port`, as a new deployment takes its predecessor's) and a DATA_DIR of its own, and
 * resolves once it answers its health check.
 */
export async function startStoreProcess(env: Record<string, string>, port?: number): Promise<StoreProcess> {
  port ??= await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'case-collage-process-'));
  const child: ChildProcess = spawn(process.execPath, [mainModule], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let errors = '';
  if (child.stdout) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ msg: line });
      }
    });
  }
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) break;
    const code = await Promise.race([exited, new Promise((done) => setTimeout(done, 100, 'running'))]);
    if (code !== 'running' || Date.now() > deadline) {
      child.kill();
      throw new Error(`The store process did not start (exit ${String(code)}): ${errors}`);
    }
  }
  return {
    url,
    logs,
    signal: (name) => child.kill(name),
    exited,
    stderr: () => errors,
    ended: () => child.exitCode ?? child.signalCode ?? undefined,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
