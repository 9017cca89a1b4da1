import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env } from '../config.ts';
import { createFileStorage, filesRoutePrefix, isStoredFileName, storedFileType, type FileStorage } from './fileStorage.ts';
import { openS3Storage } from './s3Storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

/**
 * Decorates the app with `storage` (S3 when S3_BUCKET is set, else DATA_DIR/files) and serves the
 * files at GET/HEAD /files/<name> from either, so every store process serves every file. Stored
 * files never change (every save is a new random name), so they are cached for a year.
 */
export async function registerFileStorage(app: FastifyInstance, env: Env): Promise<void> {
  const storage = env.S3_BUCKET
    ? await openS3Storage({ ...env, S3_BUCKET: env.S3_BUCKET }, app.log)
    : await openDiskStorage(env, app.log);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());

  const cached = { 'cache-control': 'public, max-age=31536000, immutable' };
  app.get<{ Params: { name: string } }>(`${filesRoutePrefix}:name`, { exposeHeadRoute: false }, async (request, reply) => {
    const { name } = request.params;
    const file = isStoredFileName(name) ? await storage.open(name) : undefined;
    if (!file) return reply.status(404).send({ error: 'No such file.' });
    return reply.type(storedFileType(name)).headers({ ...cached, 'content-length': file.size }).send(file.body);
  });
  app.head<{ Params: { name: string } }>(`${filesRoutePrefix}:name`, async (request, reply) => {
    const { name } = request.params;
    if (!(isStoredFileName(name) && (await storage.exists(name)))) return reply.status(404).send();
    return reply.type(storedFileType(name)).headers(cached).send();
  });
}

async function openDiskStorage(env: Env, log: FastifyBaseLogger): Promise<FileStorage> {
  const directory = join(env.DATA_DIR, 'files');
  await mkdir(directory, { recursive: true });
  return createFileStorage(directory, env.PUBLIC_URL, log);
}
