import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, noteOutdatedPage, withApiVersion } from '../../../src/shared/api/apiFetch.ts';
import { apiVersion, apiVersionHeader, outdatedPageStatus } from '../../../src/shared/api/apiVersion.ts';
import { newVersion } from '../../../src/shared/newVersion.ts';
import { buildTestApp, type TestApp } from '../../helpers/testApp.ts';

let test: TestApp;
let origin: string;
beforeAll(async () => {
  test = await buildTestApp();
  origin = await test.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await test.close();
});
afterEach(() => newVersion.dismiss());

describe('apiFetch against the real server', () => {
  it('names this page’s API version, which the server serves', async () => {
    expect(withApiVersion({ accept: 'application/json' }).get(apiVersionHeader)).toBe(String(apiVersion));
    const response = await apiFetch(`${origin}/api/catalog`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(newVersion.get()).toBe('none');
  });

  it('turns the server’s refusal of an older page into the offer of the new version', async () => {
    const response = await fetch(`${origin}/api/catalog`, { headers: { [apiVersionHeader]: String(apiVersion - 1) } });
    expect(response.status).toBe(outdatedPageStatus);
    expect(noteOutdatedPage(response.status)).toBe(true);
    expect(newVersion.get()).toBe('required');
  });

  it('offers nothing for the API’s other refusals', () => {
    for (const status of [400, 404, 409, 429, 503]) expect(noteOutdatedPage(status)).toBe(false);
    expect(newVersion.get()).toBe('none');
  });
});
