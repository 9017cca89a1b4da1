import { describe, expect, it, vi } from 'vitest';
import { createLeftoverFiles } from '../../../src/server/plugins/leftoverFiles.ts';

const until = async (done: () => boolean) => {
  for (let waited = 0; !done(); waited += 5) {
    if (waited > 2000) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

/** A storage whose deletes fail `failures` times, then succeed. */
function flakyStorage(failures: number) {
  const deleted: string[] = [];
  let failed = 0;
  return {
    deleted,
    async deleteFile(name: string) {
      if (failed < failures) {
        failed += 1;
        throw new Error('S3 is down');
      }
      deleted.push(name);
    },
  };
}

describe('files a failed request stored', () => {
  it('are deleted at once when the storage answers', async () => {
    const storage = flakyStorage(0);
    const leftovers = createLeftoverFiles((name) => storage.deleteFile(name));
    leftovers.discard(['a.png', 'b.png']);
    await until(() => storage.deleted.length === 2);
    expect(storage.deleted.sort()).toEqual(['a.png', 'b.png']);
  });

  it('are kept when the database recorded their order after all', async () => {
    const storage = flakyStorage(0);
    const leftovers = createLeftoverFiles((name) => storage.deleteFile(name));
    const stillNeeded = vi.fn(async () => true);
    leftovers.discard(['a.png'], stillNeeded);
    await until(() => stillNeeded.mock.calls.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(storage.deleted).toEqual([]);
  });

  it('are deleted once the storage is back', async () => {
    const storage = flakyStorage(3);
    const leftovers = createLeftoverFiles((name) => storage.deleteFile(name), { retryMs: 10 });
    leftovers.discard(['a.png']);
    await until(() => storage.deleted.length === 1);
    expect(storage.deleted).toEqual(['a.png']);
    leftovers.stop();
  });

  it('wait for the database to say whether their order exists before deleting them', async () => {
    const storage = flakyStorage(0);
    const leftovers = createLeftoverFiles((name) => storage.deleteFile(name), { retryMs: 10 });
    let answers = 0;
    leftovers.discard(['a.png'], async () => {
      answers += 1;
      if (answers < 3) throw new Error('PostgreSQL is down');
      return false;
    });
    await until(() => storage.deleted.length === 1);
    expect(answers).toBe(3);
    leftovers.stop();
  });

  it('are left to the daily cleanup, with a warning, when the storage stays down', async () => {
    const storage = flakyStorage(Infinity);
    let time = 0;
    const log = { warn: vi.fn() };
    const leftovers = createLeftoverFiles((name) => storage.deleteFile(name), { retryMs: 10, giveUpMs: 100, now: () => time, log });
    leftovers.discard(['a.png']);
    await new Promise((resolve) => setTimeout(resolve, 30));
    time = 101;
    await until(() => log.warn.mock.calls.length === 1);
    expect(log.warn).toHaveBeenCalledWith({ files: ['a.png'] }, 'left stored files of a failed request to the daily cleanup');
    leftovers.stop();
  });
});
