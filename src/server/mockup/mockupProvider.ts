import type { StoredFileExt } from '../plugins/fileStorage.ts';
import type { DesignUpload } from '../plugins/uploads.ts';

/** One finished mockup picture, ready to store. */
export interface MockupImage {
  bytes: Buffer;
  ext: StoredFileExt;
}

/** Makes mockup pictures of a design: Printful's generator, or the local renderer in test mode. */
export interface MockupProvider {
  readonly name: 'printful' | 'local';
  render(design: DesignUpload): Promise<MockupImage[]>;
}

/**
 * The mockup service could not make the mockup (busy, failed, too slow): answered with this
 * 5xx status and message, which say nothing about internals.
 */
export class MockupUnavailableError extends Error {
  override name = 'MockupUnavailableError';
  readonly statusCode: 502 | 503 | 504;
  readonly retryAfterSeconds: number | undefined;
  constructor(statusCode: 502 | 503 | 504, message: string, retryAfterSeconds?: number) {
    super(message);
    this.statusCode = statusCode;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
