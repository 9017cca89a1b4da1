import type { Kysely, Selectable } from 'kysely';
import {
  sharedDesignRetentionDays,
  upgradeSharedDesign,
  type SharedDesign,
  type SharedPicture,
} from '../../shared/sharedDesign.ts';
import type { Database, SharedDesignsTable } from '../db/schema.ts';
import type { FileStorage } from '../plugins/fileStorage.ts';

export type SharedDesignRow = Selectable<SharedDesignsTable>;

/** A shared design as kept: each picture with the stored file that holds it. */
export type StoredSharedDesign = Omit<SharedDesign, 'pictures'> & { pictures: (SharedPicture & { file: string })[] };

const dayMs = 24 * 60 * 60 * 1000;

/** When a design shared at `createdAt` (ISO) stops being served and is deleted. */
export function sharedDesignExpiry(createdAt: string): Date {
  return new Date(Date.parse(createdAt) + sharedDesignRetentionDays * dayMs);
}

export async function insertSharedDesign(
  db: Kysely<Database>,
  row: { id: string; design: StoredSharedDesign; previewFile: string; createdAt: Date },
): Promise<void> {
  const files = [row.previewFile, ...row.design.pictures.map((picture) => picture.file)];
  await db
    .insertInto('shared_designs')
    .values({
      id: row.id,
      design: JSON.stringify(row.design),
      preview_file: row.previewFile,
      files: JSON.stringify(files),
      created_at: row.createdAt.toISOString(),
    })
    .execute();
}

/** Whether a design is recorded under `id`, expired or not. */
export async function sharedDesignExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await db.selectFrom('shared_designs').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/**
 * The design shared under `id` in the current shape (one shared before text items existed gets
 * its version and its pictures' kind), or undefined when there is none or it has expired by `now`.
 */
export async function findSharedDesign(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<{ row: SharedDesignRow; design: StoredSharedDesign } | undefined> {
  const row = await db.selectFrom('shared_designs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || sharedDesignExpiry(row.created_at) <= now) return undefined;
  const stored = JSON.parse(row.design) as Omit<StoredSharedDesign, 'version'>;
  return { row, design: upgradeSharedDesign(stored) as StoredSharedDesign };
}

function filesOf(row: Pick<SharedDesignRow, 'files'>): string[] {
  const files: unknown = JSON.parse(row.files);
  return Array.isArray(files) ? files.filter((name): name is string => typeof name === 'string') : [];
}

/** Every stored file a shared design still owns (the cleanup keeps them). */
export async function sharedDesignFiles(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('shared_designs').select('files').execute();
  return rows.flatMap(filesOf);
}

/**
 * Deletes the shared designs created more than the retention period before `now`, files first
 * (a failed run leaves the row, so the next run finds its files again). Returns how many went.
 */
export async function deleteExpiredSharedDesigns(
  db: Kysely<Database>,
  storage: Pick<FileStorage, 'delete'>,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - sharedDesignRetentionDays * dayMs).toISOString();
  const expired = await db
    .selectFrom('shared_designs')
    .select(['id', 'files'])
    .where('created_at', '<=', cutoff)
    .execute();
  for (const row of expired) {
    for (const name of filesOf(row)) await storage.delete(name);
    await db.deleteFrom('shared_designs').where('id', '=', row.id).execute();
  }
  return expired.length;
}
