import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { ConfigError, type Env } from '../config.ts';
import { storageFailure, UnavailableError } from './errors.ts';
import { createLeftoverFiles, type LeftoverFileOptions } from './leftoverFiles.ts';
import {
  isStoredFileName,
  newStoredFileName,
  storedFileTypes,
  storedFileUrls,
  type FileStorage,
  type StoredFile,
  type StoredFileExt,
  type StoredFileInfo,
} from './fileStorage.ts';

type S3Env = Pick<
  Env,
  'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE' | 'AWS_REGION' | 'AWS_ACCESS_KEY_ID' | 'AWS_SECRET_ACCESS_KEY' | 'PUBLIC_URL'
> & { S3_BUCKET: string };

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

const isNotFound = (error: unknown) => statusOf(error) === 404;

const unavailable = (what: string, error: unknown) =>
  new UnavailableError(`We could not ${what} just now. Please try again in a few minutes.`, 300, error);

/** Why a bucket cannot be used, in words an owner can act on. */
function bucketProblem(error: unknown): string {
  switch (statusOf(error)) {
    case 404:
      return 'no such bucket';
    case 403:
      return 'access denied: check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY';
    case 301:
      return 'the bucket is in another region: set AWS_REGION';
    default:
      return error instanceof Error ? error.message || error.name : String(error);
  }
}

export function createS3Client(env: Omit<S3Env, 'S3_BUCKET' | 'PUBLIC_URL'>): S3Client {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return new S3Client({
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    // S3-compatible servers ignore the region, but the SDK needs one to sign.
    region: env.AWS_REGION ?? (env.S3_ENDPOINT ? 'us-east-1' : undefined),
    // Without explicit keys, the SDK's standard chain (environment, profile, instance role).
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // An endpoint that does not answer fails the request (after the SDK's retries) instead of
    // holding it: a connection within a second, and no socket silent for 15 s (a slow shopper's
    // download of a stored file pauses the socket, so this is not shorter).
    requestHandler: { connectionTimeout: 1000, socketTimeout: 15_000 },
  });
}

/** Stored files as objects named by their file names at the top of one bucket. */
export function createS3Storage(
  client: S3Client,
  bucket: string,
  publicUrl: string | undefined,
  log?: LeftoverFileOptions['log'],
): FileStorage {
  const deleteObject = async (name: string) => {
    if (!isStoredFileName(name)) return;
    try {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
    } catch (error) {
      throw unavailable('delete this file', error);
    }
  };
  const leftovers = createLeftoverFiles(deleteObject, { log });
  const get = async (name: string) => {
    if (!isStoredFileName(name)) return undefined;
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw unavailable('fetch this file', error);
    }
  };
  const save = async (bytes: Buffer, ext: StoredFileExt): Promise<StoredFile> => {
    const name = newStoredFileName(ext);
    try {
      // A PUT is atomic: no reader ever sees part of an object.
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: name, Body: bytes, ContentType: storedFileTypes[ext] }),
      );
    } catch (error) {
      // The object may have been stored with only its answer lost: deleted once S3 answers.
      void leftovers.discard([name]);
      throw unavailable('save your file', error);
    }
    return { name, url: storedFileUrls(publicUrl).urlFor(name) };
  };
  return {
    backend: 's3',
    save,
    async saveFile(path, ext) {
      let bytes;
      try {
        bytes = await readFile(path);
      } catch (error) {
        throw storageFailure(error) ?? error;
      }
      return save(bytes, ext);
    },
    async read(name) {
      const object = await get(name);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    },
    async open(name) {
      const object = await get(name);
      if (!(object?.Body instanceof Readable)) return undefined;
      return { body: object.Body, size: object.ContentLength ?? 0 };
    },
    async exists(name) {
      if (!isStoredFileName(name)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw unavailable('fetch this file', error);
      }
    },
    delete: deleteObject,
    discard: (names, stillNeeded) => leftovers.discard(names, stillNeeded),
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
    async list() {
      const files: StoredFileInfo[] = [];
      try {
        for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
          for (const object of page.Contents ?? []) {
            if (object.Key && isStoredFileName(object.Key) && object.LastModified) {
              files.push({ name: object.Key, size: object.Size ?? 0, modifiedAt: object.LastModified });
            }
          }
        }
      } catch (error) {
        throw unavailable('list the stored files', error);
      }
      return files;
    },
    ...storedFileUrls(publicUrl),
    close() {
      leftovers.stop();
      client.destroy();
    },
  };
}

/** The store's S3 storage, after checking at start-up that the bucket can be reached. */
export async function openS3Storage(env: S3Env, log?: LeftoverFileOptions['log']): Promise<FileStorage> {
  const client = createS3Client(env);
  try {
    await client.send(new HeadBucketCommand({ Bucket: env.S3_BUCKET }));
  } catch (error) {
    client.destroy();
    const where = env.S3_ENDPOINT ? ` at ${env.S3_ENDPOINT}` : '';
    throw new ConfigError(`S3_BUCKET: cannot use the bucket "${env.S3_BUCKET}"${where} (${bucketProblem(error)})`);
  }
  return createS3Storage(client, env.S3_BUCKET, env.PUBLIC_URL, log);
}
