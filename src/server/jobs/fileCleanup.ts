import type { FastifyBaseLogger } from 'fastify';
import { imageRetentionDays } from '../../shared/business.ts';
import { orderFiles, type OrdersDb } from '../orders/orderRepository.ts';
import type { FileStorage } from '../plugins/fileStorage.ts';

const dayMs = 24 * 60 * 60 * 1000;

export interface FileCleanupOptions {
  db: OrdersDb;
  storage: Pick<FileStorage, 'delete'>;
  now: () => Date;
  retentionDays?: number;
}

/**
 * Deletes the images of orders that completed (shipped, failed or canceled) more than the
 * retention period ago, as the privacy policy promises, and those of checkouts that were never
 * paid, counted from their creation. Returns how many orders lost their files.
 */
export async function deleteExpiredOrderFiles(options: FileCleanupOptions): Promise<number> {
  const { db, storage } = options;
  const now = options.now();
  const cutoff = new Date(now.getTime() - (options.retentionDays ?? imageRetentionDays) * dayMs);
  const at = cutoff.toISOString();
  const expired = await db
    .selectFrom('orders')
    .selectAll()
    .where('files_deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('completed_at', '<=', at),
        eb.and([eb('status', '=', 'created'), eb('created_at', '<=', at)]),
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

/** Runs the cleanup now and then once a day; `stop` ends the timer and waits for a run. */
export function startFileCleanup(
  options: FileCleanupOptions & { log: Pick<FastifyBaseLogger, 'info' | 'error'>; intervalMs?: number },
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= deleteExpiredOrderFiles(options)
      .then(
        (count) => {
          if (count) options.log.info({ orders: count }, 'deleted expired order images');
        },
        (error: unknown) => options.log.error({ err: error }, 'order image cleanup failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? dayMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
