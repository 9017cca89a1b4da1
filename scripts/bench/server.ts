/** Starts the production server for a bench on a free port with a throw-away DATA_DIR. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer & { pid: number; dataDir: string }> {
  const root = resolve(import.meta.dirname, '../..');
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'case-collage-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    dataDir,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
