import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Env } from '../config.ts';
import { storageFailure } from './errors.ts';

/** File kinds the store keeps, by extension, with the type they are served as. */
export const storedFileTypes = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
} as const;
export type StoredFileExt = keyof typeof storedFileTypes;

/** Names are made here only: 32 random hex digits and a known extension. */
const namePattern = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

export function isStoredFileName(name: string): boolean {
  return namePattern.test(name);
}

export interface StoredFile {
  name: string;
  /** Path on this server, e.g. /files/<name>. */
  url: string;
}

export interface StoredFileInfo {
  name: string;
  size: number;
  modifiedAt: Date;
}

/** Files kept under DATA_DIR/files (design uploads, print files, mockups). */
export interface FileStorage {
  save(bytes: Buffer, ext: StoredFileExt): Promise<StoredFile>;
  /** The bytes of a stored file, or undefined when there is none by that name. */
  read(name: string): Promise<Buffer | undefined>;
  exists(name: string): Promise<boolean>;
  delete(name: string): Promise<void>;
  /** Every stored file with its size and modification time (for a cleanup job). */
  list(): Promise<StoredFileInfo[]>;
  /** Path of a stored file on this server. */
  urlFor(name: string): string;
  /** Absolute URL of a stored file for third parties (Printful), or undefined without PUBLIC_URL. */
  publicUrlFor(name: string): string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export const filesRoutePrefix = '/files/';

export function createFileStorage(directory: string, publicUrl: string | undefined): FileStorage {
  const pathOf = (name: string) => {
    if (!isStoredFileName(name)) throw new Error(`Not a stored file name: ${name}`);
    return join(directory, name);
  };
  const urlFor = (name: string) => `${filesRoutePrefix}${name}`;
  return {
    async save(bytes, ext) {
      const name = `${randomBytes(16).toString('hex')}.${ext}`;
      // Written under a name no reader or cleanup looks at, then renamed: never a partial file.
      const partial = join(directory, `.${name}.partial`);
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, pathOf(name));
      } catch (error) {
        await rm(partial, { force: true }).catch(() => undefined);
        throw storageFailure(error) ?? error;
      }
      return { name, url: urlFor(name) };
    },
    async read(name) {
      if (!isStoredFileName(name)) return undefined;
      try {
        return await readFile(pathOf(name));
      } catch {
        return undefined;
      }
    },
    async exists(name) {
      if (!isStoredFileName(name)) return false;
      try {
        return (await stat(pathOf(name))).isFile();
      } catch {
        return false;
      }
    },
    async delete(name) {
      if (isStoredFileName(name)) await rm(pathOf(name), { force: true });
    },
    async list() {
      const names = (await readdir(directory)).filter(isStoredFileName);
      const infos = await Promise.all(
        names.map(async (name) => {
          try {
            const info = await stat(pathOf(name));
            return { name, size: info.size, modifiedAt: info.mtime };
          } catch {
            return undefined; // Deleted meanwhile.
          }
        }),
      );
      return infos.filter((info) => info !== undefined);
    },
    urlFor,
    publicUrlFor: (name) => (publicUrl ? new URL(urlFor(name), publicUrl).href : undefined),
  };
}

/**
 * Decorates the app with `storage` and serves the files at GET/HEAD /files/<name>. Stored files
 * never change (every save is a new random name), so they are cached for a year.
 */
export async function registerFileStorage(app: FastifyInstance, env: Env): Promise<void> {
  const directory = join(env.DATA_DIR, 'files');
  await mkdir(directory, { recursive: true });
  const storage = createFileStorage(directory, env.PUBLIC_URL);
  app.decorate('storage', storage);

  app.get<{ Params: { name: string } }>(`${filesRoutePrefix}:name`, async (request, reply) => {
    const { name } = request.params;
    const bytes = isStoredFileName(name) ? await storage.read(name) : undefined;
    if (!bytes) return reply.status(404).send({ error: 'No such file.' });
    const ext = name.slice(name.lastIndexOf('.') + 1) as StoredFileExt;
    return reply
      .type(storedFileTypes[ext])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });
}
