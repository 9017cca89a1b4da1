import { describe, expect, it } from 'vitest';
import { fetchSharedDesign, postSharedDesign, SharedDesignError } from '../../../src/shared/api/sharedDesignApi.ts';

const answering = (status: number, body: unknown): typeof fetch =>
  async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const offline: typeof fetch = async () => {
  throw new TypeError('Failed to fetch');
};

describe('the shared design calls', () => {
  it('answers the link of a share, and the server’s own words when it refuses one', async () => {
    await expect(postSharedDesign(new FormData(), answering(201, { id: 'abc', url: '/d/abc' }))).resolves.toEqual({ id: 'abc', url: '/d/abc' });
    await expect(postSharedDesign(new FormData(), answering(413, { error: 'The design is too large to share (the limit is 60 MB).' }))).rejects.toThrow(
      'The design is too large to share (the limit is 60 MB).',
    );
    await expect(postSharedDesign(new FormData(), answering(201, { nothing: true }))).rejects.toThrow('could not be shared');
    await expect(postSharedDesign(new FormData(), offline)).rejects.toThrow('could not be reached');
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
