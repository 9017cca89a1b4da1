/**
 * Vitest global setup of the `postgres` project: a throwaway PostgreSQL cluster (Debian's
 * postgresql package) on a free local port, started before the tests and removed after them.
 * initdb refuses to run as root, so as root the cluster belongs to the unprivileged postgres user.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort } from './freePort.ts';
import type { RestartableServer } from './restartableServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The admin URL of the test cluster: each test file makes its own database in it. */
    postgresUrl: string | undefined;
  }
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  const bin = version && join(root, version, 'bin');
  if (!bin || !existsSync(join(bin, 'initdb'))) {
    throw new Error('PostgreSQL is not installed; the database tests need it (Debian: apt-get install postgresql).');
  }
  return bin;
}

export interface LocalPostgres extends RestartableServer {
  /** The admin URL: make a database of your own in it. */
  url: string;
  /** `pg_ctl restart -m fast`, as an operator restarts the server: sessions are ended at once. */
  restart(): Promise<void>;
  stop(): void;
}

/** Starts a throwaway cluster (fsync off: nothing here must survive) on a free local port. */
export async function startLocalPostgres(): Promise<LocalPostgres> {
  const bin = postgresBin();
  const directory = mkdtempSync(join(tmpdir(), 'case-collage-pg-'));
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? Number(execFileSync('id', ['-u', 'postgres']).toString()) : undefined;
  if (owner !== undefined) chownSync(directory, owner, Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const commandLine = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
  const run = (command: string, args: string[]) => execFileSync(...commandLine(command, args), { stdio: 'pipe' });
  // Without blocking the event loop: a test keeps sending requests while the server restarts.
  const runAsync = async (command: string, args: string[]) => {
    await promisify(execFile)(...commandLine(command, args));
  };

  const data = join(directory, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const settings = `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  const start = ['-D', data, '-o', settings, '-l', join(directory, 'log'), '-w', 'start'];
  run('pg_ctl', start);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    halt: () => runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: () => runAsync('pg_ctl', start),
    // pg_ctl keeps the server's command line; its log must go to the file, not to our pipe.
    restart: () => runAsync('pg_ctl', ['-D', data, '-l', join(directory, 'log'), '-m', 'fast', '-w', 'restart']),
    stop() {
      try {
        // A server a test left halted has nothing to stop.
        if (existsSync(join(data, 'postmaster.pid'))) run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
  };
}

/** Makes a new, empty database in the cluster at `adminUrl` and answers its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

export default async function startPostgres(project: TestProject): Promise<() => void> {
  const postgres = await startLocalPostgres();
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
