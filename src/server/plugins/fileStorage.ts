import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { copyFile, link, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { storageFailure } from './errors.ts';
import { createLeftoverFiles, type LeftoverFileOptions } from './leftoverFiles.ts';

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

/** A stored file opened for sending. */
export interface StoredFileBody {
  body: Readable;
  size: number;
}

export interface StoredFileInfo {
  name: string;
  size: number;
  modifiedAt: Date;
}

/**
 * The files the store keeps (design uploads, print files, mockups): under DATA_DIR/files, or in
 * an S3 bucket shared by every store process (S3_BUCKET).
 */
export interface FileStorage {
  readonly backend: 'disk' | 's3';
  save(bytes: Buffer, ext: StoredFileExt): Promise<StoredFile>;
  /**
   * Stores the file at `path` (on this server) without reading it into memory where it can: on
   * disk, as a second name of the same file when both are on one file system, so the caller must
   * not change the file afterwards (removing it is fine).
   */
  saveFile(path: string, ext: StoredFileExt): Promise<StoredFile>;
  /** The bytes of a stored file, or undefined when there is none by that name. */
  read(name: string): Promise<Buffer | undefined>;
  /** A stored file as a stream with its size, or undefined when there is none by that name. */
  open(name: string): Promise<StoredFileBody | undefined>;
  exists(name: string): Promise<boolean>;
  delete(name: string): Promise<void>;
  /**
   * Deletes the files a failed request stored, unless `stillNeeded` answers true; retried in the
   * background while the storage or the check fails (createLeftoverFiles). Resolves after the
   * first attempt; never throws.
   */
  discard(names: readonly string[], stillNeeded?: () => Promise<boolean>): Promise<void>;
  /** Answers when the storage can be used (the readiness check); throws when it cannot. */
  check(): Promise<void>;
  /** Every stored file with its size and modification time (for a cleanup job). */
  list(): Promise<StoredFileInfo[]>;
  /** Path of a stored file on this server. */
  urlFor(name: string): string;
  /** Absolute URL of a stored file for third parties (Printful), or undefined without PUBLIC_URL. */
  publicUrlFor(name: string): string | undefined;
  /** Releases connections (the S3 client's) and stops retrying discards when the server stops. */
  close(): void;
}

export const filesRoutePrefix = '/files/';

/** A new stored file name. */
export const newStoredFileName = (ext: StoredFileExt) => `${randomBytes(16).toString('hex')}.${ext}`;

export const storedFileType = (name: string) => storedFileTypes[name.slice(name.lastIndexOf('.') + 1) as StoredFileExt];

/** Where a stored file is fetched from: this server's /files/<name>, whatever the backend. */
export function storedFileUrls(publicUrl: string | undefined): Pick<FileStorage, 'urlFor' | 'publicUrlFor'> {
  const urlFor = (name: string) => `${filesRoutePrefix}${name}`;
  return { urlFor, publicUrlFor: (name) => (publicUrl ? new URL(urlFor(name), publicUrl).href : undefined) };
}

/**
 * `to` as a hard link of `from`: no byte copied. Copied by the kernel (a clone where the file system can) when the two are on
 * different file systems or the file system has no links.
 */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EMLINK') throw error;
    await copyFile(from, to, constants.COPYFILE_EXCL | constants.COPYFILE_FICLONE);
  }
}

export function createFileStorage(
  directory: string,
  publicUrl: string | undefined,
  log?: LeftoverFileOptions['log'],
): FileStorage {
  const pathOf = (name: string) => {
    if (!isStoredFileName(name)) throw new Error(`Not a stored file name: ${name}`);
    return join(directory, name);
  };
  const urls = storedFileUrls(publicUrl);
  const deleteFile = async (name: string) => {
    if (isStoredFileName(name)) await rm(pathOf(name), { force: true });
  };
  const leftovers = createLeftoverFiles(deleteFile, { log });
  /** Writes a new file under a name no reader or cleanup looks at, then renames it: never a partial file. */
  const store = async (ext: StoredFileExt, write: (partial: string) => Promise<void>): Promise<StoredFile> => {
    const name = newStoredFileName(ext);
    const partial = join(directory, `.${name}.partial`);
    try {
      await write(partial);
      await rename(partial, pathOf(name));
    } catch (error) {
      await rm(partial, { force: true }).catch(() => undefined);
      throw storageFailure(error) ?? error;
    }
    return { name, url: urls.urlFor(name) };
  };
  return {
    backend: 'disk',
    save: (bytes, ext) => store(ext, (partial) => writeFile(partial, bytes, { flag: 'wx' })),
    saveFile: (path, ext) => store(ext, (partial) => linkOrCopy(path, partial)),
    async read(name) {
      if (!isStoredFileName(name)) return undefined;
      try {
        return await readFile(pathOf(name));
      } catch {
        return undefined;
      }
    },
    async open(name) {
      if (!isStoredFileName(name)) return undefined;
      try {
        // One handle for the size and the bytes: a file deleted meanwhile is still read whole.
        const handle = await open(pathOf(name));
        const { size } = await handle.stat();
        return { body: handle.createReadStream(), size };
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
    delete: deleteFile,
    discard: (names, stillNeeded) => leftovers.discard(names, stillNeeded),
    async check() {
      if (!(await stat(directory)).isDirectory()) throw new Error(`${directory} is not a directory`);
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
    ...urls,
    close: () => leftovers.stop(),
  };
}
