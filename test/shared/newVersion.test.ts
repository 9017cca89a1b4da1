import { afterEach, describe, expect, it } from 'vitest';
import { newVersion } from '../../src/shared/newVersion.ts';

afterEach(() => newVersion.dismiss());

describe('the offer of a new version', () => {
  it('tells its listeners, keeps "required" over "ready", and goes when dismissed', () => {
    const heard: string[] = [];
    const stop = newVersion.subscribe(() => heard.push(newVersion.get()));
    expect(newVersion.get()).toBe('none');
    newVersion.offer('ready');
    newVersion.offer('ready');
    newVersion.offer('required');
    newVersion.offer('ready');
    expect(newVersion.get()).toBe('required');
    newVersion.dismiss();
    stop();
    newVersion.offer('ready');
    expect(heard).toEqual(['ready', 'required', 'none']);
  });

  it('takes the new version through the service worker’s registration when it has one', async () => {
    let taken = 0;
    newVersion.setTaker(async () => {
      taken += 1;
    });
    await newVersion.take();
    expect(taken).toBe(1);
  });
});
