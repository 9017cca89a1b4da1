import { apiFetch } from '../shared/api/apiFetch.ts';
import { outdatedPageMessage, outdatedPageStatus } from '../shared/api/apiVersion.ts';
import { postDesign, type DesignResponse, type DesignUpload } from '../shared/api/postDesign.ts';
import { previewMessages } from './previewMessages.ts';

/** Polling of the first mockup link (SPEC §9): 15 tries, 2 s apart. */
export const mockupPollTries = 15;
export const mockupPollIntervalMs = 2000;

export class PreviewError extends Error {
  override name = 'PreviewError';
  /** The server refused because the visitor asked less than 2 minutes ago. */
  readonly rateLimited: boolean;
  constructor(message: string, rateLimited = false) {
    super(message);
    this.rateLimited = rateLimited;
  }
}

function isLinkList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((link) => typeof link === 'string');
}

/**
 * Posts the design to the preview endpoint and returns the mockup links; every failure is a
 * PreviewError whose message is the one SPEC §8 shows the shopper.
 */
export async function requestPreview(upload: DesignUpload, fetchImpl: typeof fetch = apiFetch): Promise<string[]> {
  let response: DesignResponse;
  try {
    response = await postDesign('/api/preview_printful_product', upload, fetchImpl);
  } catch (error) {
    throw new PreviewError(`${previewMessages.unexpected} ${(error as Error).message}`);
  }
  if (response.status === 429) throw new PreviewError(previewMessages.rateLimited, true);
  if (response.status === outdatedPageStatus) throw new PreviewError(outdatedPageMessage);
  const links = response.body?.product_image_links;
  if (!response.ok || !isLinkList(links)) throw new PreviewError(previewMessages.unexpected);
  return links;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls a link with HEAD until it answers OK; false after the last try. */
export async function waitUntilReady(
  link: string,
  fetchImpl: typeof fetch = fetch,
  tries = mockupPollTries,
  intervalMs = mockupPollIntervalMs,
): Promise<boolean> {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    try {
      const response = await fetchImpl(link, { method: 'HEAD', credentials: 'include' });
      if (response.ok) return true;
    } catch {
      // Not reachable yet: try again.
    }
    if (attempt < tries - 1) await sleep(intervalMs);
  }
  return false;
}

/** Starts loading every mockup image so they show at once. */
export function preloadImages(links: readonly string[]): void {
  for (const link of links) {
    const image = new Image();
    image.src = link;
  }
}
