import { describe, expect, it } from 'vitest';
import { isOfflineCached } from '../../src/shared/offlineCaches.ts';

const origin = 'https://casecollage.example';

describe('what the service worker keeps as it is asked for', () => {
  it('keeps the emoji files as they are shown, by their hashed folder', () => {
    expect(isOfflineCached(`${origin}/art/2a93a4c40529/1f436.svg`)).toBe(true);
    expect(isOfflineCached(`${origin}/art/2a93a4c40529/index.json`)).toBe(true);
    expect(isOfflineCached(`${origin}/art/latest/1f436.svg`)).toBe(false);
  });

  it('keeps fonts, templates, the catalog and the store’s pictures', () => {
    expect(isOfflineCached(`${origin}/assets/Pacifico-Regular-1a2b3c.woff2`)).toBe(true);
    expect(isOfflineCached(`${origin}/phone_templates/iphone-15.svg`)).toBe(true);
    expect(isOfflineCached(`${origin}/api/catalog`)).toBe(true);
    expect(isOfflineCached(`${origin}/media/sample-case.webp`)).toBe(true);
  });

  it('never keeps another API answer, the owner’s desk or a video', () => {
    expect(isOfflineCached(`${origin}/api/shared_designs/abc`)).toBe(false);
    expect(isOfflineCached(`${origin}/api/catalog?fresh=1`)).toBe(false);
    expect(isOfflineCached(`${origin}/admin/orders`)).toBe(false);
    expect(isOfflineCached(`${origin}/media/tutorial.mp4`)).toBe(false);
  });
});
