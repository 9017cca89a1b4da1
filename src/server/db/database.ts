import SQLite from 'better-sqlite3';
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

/**
 * Opens the order database and migrates it: Postgres when DATABASE_URL is postgres://…, else
 * an SQLite file under DATA_DIR. Both run the same Kysely queries.
 */
export async function openDatabase(env: Env): Promise<Kysely<Database>> {
  const url = env.DATABASE_URL;
  const dialect =
    url && /^postgres(ql)?:/.test(url)
      ? new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) })
      : new SqliteDialect({ database: createSqlite(sqlitePath(env)) });
  const db = new Kysely<Database>({ dialect });
  try {
    await migrateToLatest(db as Kysely<unknown>);
  } catch (error) {
    await db.destroy();
    if (!url || !/^postgres(ql)?:/.test(url)) throw error;
    // An unreachable or refusing server named by the owner: say which and why, not a stack trace.
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new ConfigError(`DATABASE_URL: cannot open the database at ${withoutCredentials(url)} (${reason})`);
  }
  return db;
}
