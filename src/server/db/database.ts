import SQLite from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { ConfigError, withoutCredentials, type Env } from '../config.ts';
import { migrateToLatest } from './migrations.ts';
import type { Database } from './schema.ts';

/** Where the embedded database lives when DATABASE_URL does not name one. */
export function sqlitePath(env: Env): string {
  const url = env.DATABASE_URL;
  if (url?.startsWith('sqlite:')) return resolve(url.slice('sqlite:'.length).replace(/^\/\//, ''));
  return join(resolve(env.DATA_DIR), 'orders.sqlite');
}

function createSqlite(path: string): SQLite.Database {
  mkdirSync(resolve(path, '..'), { recursive: true });
  const database = new SQLite(path);
  // WAL lets the order page read while a webhook writes; the busy timeout rides out a second
  // process (a CLI, a test) holding the write lock for a moment.
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  return database;
}

const isPostgres = (url: string | undefined): url is string => url !== undefined && /^postgres(ql)?:/.test(url);

/**
 * The pool requests use: a database that does not answer fails a request within about two seconds
 * (a connection or a free client within 1 s, a statement within 1.5 s, cancelled by the server
 * first), so the shopper gets a 503 instead of a hang. A connection the server ends (a restart, a
 * failover) is dropped from the pool and replaced on the next query.
 */
function servingPool(url: string, log: Pick<FastifyBaseLogger, 'warn'> | undefined): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 1000,
    statement_timeout: 1500,
    query_timeout: 2000,
    keepAlive: true,
  });
  // An idle client whose server went away: without a listener the pool's 'error' ends the process.
  pool.on('error', (error) => log?.warn({ err: error }, 'a PostgreSQL connection was lost; the pool opens a new one when needed'));
  // A client checked out of the pool has no listener of the pool's: its query fails with the
  // error, and the pool drops it when it comes back; the event itself must not end the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/** Migrates on a pool of its own, without the request timeouts: a migration may take a while. */
async function migratePostgres(url: string): Promise<void> {
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }) });
  try {
    await migrateToLatest(db);
  } catch (error) {
    // An unreachable or refusing server named by the owner: say which and why, not a stack trace.
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new ConfigError(`DATABASE_URL: cannot open the database at ${withoutCredentials(url)} (${reason})`);
  } finally {
    await db.destroy();
  }
}

/**
 * Opens the order database and migrates it: Postgres when DATABASE_URL is postgres://…, else
 * an SQLite file under DATA_DIR. Both run the same Kysely queries.
 */
export async function openDatabase(env: Env, log?: Pick<FastifyBaseLogger, 'warn'>): Promise<Kysely<Database>> {
  const url = env.DATABASE_URL;
  if (isPostgres(url)) {
    await migratePostgres(url);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: servingPool(url, log) }) });
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: createSqlite(sqlitePath(env)) }) });
  try {
    await migrateToLatest(db as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
