import { describe, expect, it } from 'vitest';
import {
  fetchSharedDesign,
  postSharedDesign,
  SharedDesignError,
  type FormUpload,
} from '../../../src/shared/api/sharedDesignApi.ts';

const answering = (status: number, body: unknown): typeof fetch =>
  async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const offline: typeof fetch = async () => {
  throw new TypeError('Failed to fetch');
};
/** An upload that reports its progress in quarters, then answers like `fetchImpl`. */
const uploading = (fetchImpl: typeof fetch): FormUpload => async (url, form, onProgress) => {
  for (const fraction of [0.25, 0.5, 0.75, 1]) onProgress(fraction);
  return fetchImpl(url, { method: 'POST', body: form });
};

describe('the shared design calls', () => {
  it('answers the link of a share, and the server’s own words when it refuses one', async () => {
    const progress: number[] = [];
    const shared = postSharedDesign(new FormData(), {
      upload: uploading(answering(201, { id: 'abc', url: '/d/abc' })),
      onProgress: (fraction) => progress.push(fraction),
    });
    await expect(shared).resolves.toEqual({ id: 'abc', url: '/d/abc' });
    expect(progress).toEqual([0.25, 0.5, 0.75, 1]);
    const tooLarge = answering(413, { error: 'The design is too large to share (the limit is 60 MB).' });
    await expect(postSharedDesign(new FormData(), { upload: uploading(tooLarge) })).rejects.toThrow(
      'The design is too large to share (the limit is 60 MB).',
    );
    await expect(postSharedDesign(new FormData(), { upload: uploading(answering(201, { nothing: true })) })).rejects.toThrow('could not be shared');
    await expect(postSharedDesign(new FormData(), { upload: uploading(offline) })).rejects.toThrow('could not be reached');
  });

  it('tells an unknown or expired link apart from a failure', async () => {
    const missing = await fetchSharedDesign('x', answering(404, { error: 'This shared design does not exist, or its link has expired.' })).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(SharedDesignError);
    expect((missing as SharedDesignError).notFound).toBe(true);
    const failed = await fetchSharedDesign('x', answering(503, { error: 'Busy.' })).catch((error: unknown) => error);
    expect((failed as SharedDesignError).notFound).toBe(false);
    expect((failed as SharedDesignError).message).toBe('Busy.');
    await expect(fetchSharedDesign('x', offline)).rejects.toThrow('could not be reached');
  });
});
