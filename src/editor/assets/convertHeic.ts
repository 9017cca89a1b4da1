/** The server converts HEIC/HEIF photos, which most browsers cannot decode (SPEC §7). */
import { apiFetch } from '../../shared/api/apiFetch.ts';

export const convertHeicUrl = '/api/convert_heic';
/** A 12 MP photo converts in about 2 s; past this the shopper is better served by a skip. */
export const convertHeicTimeoutMs = 60_000;

/** A failed conversion; `status` is the HTTP status, or null when no answer came. */
export class HeicConversionError extends Error {
  readonly status: number | null;

  constructor(message: string, status: number | null, options?: ErrorOptions) {
    super(message, options);
    this.name = 'HeicConversionError';
    this.status = status;
  }
}

async function errorText(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string' && body.error) return body.error;
  } catch {
    // Not JSON: the status text has to do.
  }
  return response.statusText || 'no error text';
}

/**
 * Posts the file as the multipart field `file` and answers the converted image. Throws a
 * HeicConversionError whose message is SPEC §8's log text ("Server error <status>: <error>") on a
 * failed status, a network failure, a timeout or an answer that is not an image.
 */
export async function convertHeic(file: File, url = convertHeicUrl): Promise<Blob> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await apiFetch(url, {
      method: 'POST',
      body,
      credentials: 'include',
      signal: AbortSignal.timeout(convertHeicTimeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new HeicConversionError(`HEIC conversion request failed: ${reason}`, null, { cause: error });
  }
  if (!response.ok) {
    throw new HeicConversionError(`Server error ${response.status}: ${await errorText(response)}`, response.status);
  }
  const image = await response.blob();
  if (!image.type.startsWith('image/')) {
    throw new HeicConversionError(
      `Server error ${response.status}: answered ${image.type || 'no content type'} instead of an image`,
      response.status,
    );
  }
  return image;
}
