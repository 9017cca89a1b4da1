import type { FastifyBaseLogger } from 'fastify';
import { imageRetentionDays, previewImageRetentionDays, unpaidDesignRetentionDays } from '../../shared/business.ts';
import { deleteExpiredSharedDesigns, sharedDesignFiles } from '../designs/sharedDesignRepository.ts';
import { orderFiles, type OrdersDb } from '../orders/orderRepository.ts';
import type { FileStorage } from '../plugins/fileStorage.ts';
import { isDatabaseUnavailable } from '../db/databaseFailures.ts';
import { UnavailableError } from '../plugins/errors.ts';
import { takeJobLease } from './jobLease.ts';

const dayMs = 24 * 60 * 60 * 1000;

export interface FileCleanupOptions {
  db: OrdersDb;
  storage: Pick<FileStorage, 'delete' | 'list'>;
  now: () => Date;
  retentionDays?: number;
  unpaidRetentionDays?: number;
  previewRetentionDays?: number;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * dayMs);

/**
 * Deletes the images of orders that completed (shipped, failed or canceled) more than the
 * retention period ago, as the privacy policy promises, and those of checkouts that were never
 * paid once they are older than unpaidDesignRetentionDays (a checkout's payment can no longer
 * arrive: they would otherwise fill the disk for months). Returns how many orders lost their files.
 */
export async function deleteExpiredOrderFiles(options: FileCleanupOptions): Promise<number> {
  const { db, storage } = options;
  const now = options.now();
  const at = daysBefore(now, options.retentionDays ?? imageRetentionDays).toISOString();
  const unpaidAt = daysBefore(now, options.unpaidRetentionDays ?? unpaidDesignRetentionDays).toISOString();
  const expired = await db
    .selectFrom('orders')
    .selectAll()
    .where('files_deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('completed_at', '<=', at),
        eb.and([eb('status', '=', 'created'), eb('created_at', '<=', unpaidAt)]),
      ]),
    )
    .execute();
  for (const order of expired) {
    for (const name of orderFiles(order)) await storage.delete(name);
    await db
      .updateTable('orders')
      .set({ design_file: null, files_deleted_at: now.toISOString() })
      .where('id', '=', order.id)
      .execute();
  }
  return expired.length;
}

/**
 * Deletes the stored files no order or shared design names (preview mockups, leftovers) once
 * they are older than the preview retention. Orders and shared designs name their files moments
 * after saving them, so a file this old that none names never will be. Returns how many files went.
 */
export async function deleteUnreferencedFiles(options: FileCleanupOptions): Promise<number> {
  const { db, storage } = options;
  const cutoff = daysBefore(options.now(), options.previewRetentionDays ?? previewImageRetentionDays);
  const old = (await storage.list()).filter((file) => file.modifiedAt <= cutoff);
  if (!old.length) return 0;
  const orders = await db.selectFrom('orders').select('files').where('files_deleted_at', 'is', null).execute();
  const kept = new Set([...orders.flatMap(orderFiles), ...(await sharedDesignFiles(db))]);
  const unreferenced = old.filter((file) => !kept.has(file.name));
  for (const file of unreferenced) await storage.delete(file.name);
  return unreferenced.length;
}

/**
 * Runs the cleanup now and then once a day; `stop` ends the timer and waits for a run. With
 * several processes on one database, only the one that takes the day's lease cleans up.
 */
export function startFileCleanup(
  options: FileCleanupOptions & { log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>; intervalMs?: number },
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const intervalMs = options.intervalMs ?? dayMs;
  const cleanUp = async () => {
    const now = options.now();
    // Held for most of an interval, so each process's daily timer finds the day's turn taken.
    const until = new Date(now.getTime() + intervalMs * 0.9);
    if (!(await takeJobLease(options.db, 'file-cleanup', now, until))) return;
    const orders = await deleteExpiredOrderFiles(options);
    if (orders) options.log.info({ orders }, 'deleted expired order images');
    const designs = await deleteExpiredSharedDesigns(options.db, options.storage, now);
    if (designs) options.log.info({ designs }, 'deleted expired shared designs');
    const files = await deleteUnreferencedFiles(options);
    if (files) options.log.info({ files }, 'deleted old preview images');
  };
  const run = () => {
    running ??= cleanUp()
      .catch((error: unknown) => {
        // An outage of the database or the storage: what is due now is still due at the next turn.
        if (isDatabaseUnavailable(error) || error instanceof UnavailableError) {
          options.log.warn({ err: error }, 'image cleanup skipped its turn: the database or the storage is unreachable');
        } else {
          options.log.error({ err: error }, 'image cleanup failed');
        }
      })
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
