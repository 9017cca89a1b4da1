import { describe, expect, it, vi } from 'vitest';
import { cooldownLabel } from '../../src/preview/previewMessages.ts';
import { PreviewError, requestPreview, waitUntilReady } from '../../src/preview/requestPreview.ts';
import { outdatedPageMessage } from '../../src/shared/api/apiVersion.ts';

const design = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const upload = { design, variantID: '20296', uuid: 'visitor-1' };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('requestPreview', () => {
  it('posts the design as multipart with credentials and returns the links', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json(200, { product_image_links: ['/files/a.webp'] }));
    expect(await requestPreview(upload, fetchImpl)).toEqual(['/files/a.webp']);
    const [path, init] = fetchImpl.mock.calls[0] ?? [];
    expect(path).toBe('/api/preview_printful_product');
    expect(init?.credentials).toBe('include');
    const form = init?.body as FormData;
    expect(form.get('variantID')).toBe('20296');
    expect(form.get('uuid')).toBe('visitor-1');
    expect((form.get('file') as File).name).toBe('template.png');
  });

  it('maps every failure to the message SPEC §8 shows', async () => {
    const rateLimited = requestPreview(upload, async () => json(429, { error: 'slow down' }));
    await expect(rateLimited).rejects.toMatchObject({
      message: 'You can only create a mock every 2 minutes.',
      rateLimited: true,
    });
    await expect(requestPreview(upload, async () => json(200, {}))).rejects.toThrow(/^An error occurred\.$/);
    await expect(requestPreview(upload, async () => json(412, { error: 'outdated' }))).rejects.toThrow(outdatedPageMessage);
    await expect(requestPreview(upload, async () => json(500, { error: 'x' }))).rejects.toBeInstanceOf(PreviewError);
    await expect(
      requestPreview(upload, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow('An error occurred. Failed to fetch');
  });
});

describe('waitUntilReady', () => {
  it('polls with HEAD until the mockup answers', async () => {
    const answers = [404, 404, 200];
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(null, { status: answers.shift() ?? 200 }));
    expect(await waitUntilReady('/files/a.webp', fetchImpl, 15, 0)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(fetchImpl.mock.calls[0]?.[1]?.method).toBe('HEAD');
  });

  it('gives up after the last of 15 tries', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response(null, { status: 404 }));
    expect(await waitUntilReady('/files/a.webp', fetchImpl, 15, 0)).toBe(false);
    expect(fetchImpl).toHaveBeenCalledTimes(15);
  });
});

describe('cooldownLabel', () => {
  it('shows the seconds left as m:ss, rounded up', () => {
    expect(cooldownLabel(120)).toBe('Preview in 2:00');
    expect(cooldownLabel(61.2)).toBe('Preview in 1:02');
    expect(cooldownLabel(9)).toBe('Preview in 0:09');
    expect(cooldownLabel(-3)).toBe('Preview in 0:00');
  });
});
