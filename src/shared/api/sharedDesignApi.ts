import { apiFetch, noteOutdatedPage, withApiVersion } from './apiFetch.ts';
import type { ShareAnswer, SharedDesignAnswer } from '../sharedDesign.ts';

/** A failed share or open, with a message for the shopper; `notFound` for an unknown or expired id. */
export class SharedDesignError extends Error {
  override name = 'SharedDesignError';
  readonly notFound: boolean;
  constructor(message: string, notFound = false) {
    super(message);
    this.notFound = notFound;
  }
}

const unreachable = 'The store could not be reached. Check your connection and try again.';

async function errorText(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return typeof body?.error === 'string' ? body.error : fallback;
}

/**
 * Sends a form and resolves with the answer, reporting the share of the body sent (0 to 1); an
 * aborted `signal` stops it.
 */
export type FormUpload = (
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) => Promise<Response>;

const nullBodyStatuses = new Set([101, 204, 205, 304]);

/** XMLHttpRequest, since fetch reports no upload progress. A network failure rejects. */
export const xhrUpload: FormUpload = (url, form, onProgress, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error('The upload was aborted'));
      return;
    }
    const request = new XMLHttpRequest();
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.open('POST', url);
    request.withCredentials = true;
    withApiVersion().forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      noteOutdatedPage(request.status);
      const body = nullBodyStatuses.has(request.status) ? null : request.responseText;
      const type = request.getResponseHeader('content-type') ?? 'text/plain';
      resolve(new Response(body, { status: request.status, headers: { 'content-type': type } }));
    };
    request.onerror = () => reject(new Error('The upload failed'));
    request.onabort = () => reject(new Error('The upload was aborted'));
    request.send(form);
  });

/** POST /api/designs with the multipart body the server reads (design, preview, pictures). */
export async function postSharedDesign(
  form: FormData,
  {
    onProgress = () => undefined,
    signal,
    upload = xhrUpload,
  }: { onProgress?: (fraction: number) => void; signal?: AbortSignal; upload?: FormUpload } = {},
): Promise<ShareAnswer> {
  let response: Response;
  try {
    response = await upload('/api/designs', form, onProgress, signal);
  } catch {
    throw new SharedDesignError(unreachable);
  }
  if (!response.ok) throw new SharedDesignError(await errorText(response, 'Your design could not be shared. Please try again.'));
  const answer = (await response.json().catch(() => null)) as Partial<ShareAnswer> | null;
  if (typeof answer?.id !== 'string' || typeof answer.url !== 'string') {
    throw new SharedDesignError('Your design could not be shared. Please try again.');
  }
  return { id: answer.id, url: answer.url };
}

/** GET /api/designs/:id. */
export async function fetchSharedDesign(id: string, fetchImpl: typeof fetch = apiFetch): Promise<SharedDesignAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(`/api/designs/${encodeURIComponent(id)}`, { credentials: 'include' });
  } catch {
    throw new SharedDesignError(unreachable);
  }
  if (response.status === 404) throw new SharedDesignError(await errorText(response, 'No such design.'), true);
  if (!response.ok) throw new SharedDesignError(await errorText(response, 'The design could not be loaded. Please try again.'));
  // The server checked the design when it was shared and answers it through a schema.
  return (await response.json()) as SharedDesignAnswer;
}
