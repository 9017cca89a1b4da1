import { mkdir } from 'node:fs/promises';
import { inject } from 'vitest';
import { createFileStorage, type FileStorage } from '../../src/server/plugins/fileStorage.ts';
import { createS3Client, createS3Storage } from '../../src/server/plugins/s3Storage.ts';
import { newBucketEnv } from '../setup/s3Server.ts';

/**
 * The test S3 server in the vitest project `s3` (test/setup/s3Server.ts): there the stored files
 * of every test go to a new bucket of their own; elsewhere to a directory.
 */
const s3Endpoint = inject('s3Endpoint');

export const storageBackend = s3Endpoint ? 's3' : 'disk';

/** The store's S3 variables for a new bucket, in the `s3` project; nothing elsewhere. */
export const s3EnvUnderTest = async (): Promise<Record<string, string>> => (s3Endpoint ? newBucketEnv(s3Endpoint) : {});

/** File storage for a test: in `directory`, or in a new bucket in the `s3` project. */
export async function storageUnderTest(directory: string, publicUrl: string | undefined): Promise<FileStorage> {
  if (!s3Endpoint) {
    await mkdir(directory, { recursive: true });
    return createFileStorage(directory, publicUrl);
  }
  const env = await newBucketEnv(s3Endpoint);
  const client = createS3Client({ ...env, S3_FORCE_PATH_STYLE: true, AWS_REGION: undefined });
  return createS3Storage(client, env.S3_BUCKET, publicUrl);
}
