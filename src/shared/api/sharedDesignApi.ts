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

/** POST /api/designs with the multipart body the server reads (design, preview, pictures). */
export async function postSharedDesign(form: FormData, fetchImpl: typeof fetch = fetch): Promise<ShareAnswer> {
  let response: Response;
  try {
    response = await fetchImpl('/api/designs', { method: 'POST', body: form, credentials: 'include' });
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
export async function fetchSharedDesign(id: string, fetchImpl: typeof fetch = fetch): Promise<SharedDesignAnswer> {
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
