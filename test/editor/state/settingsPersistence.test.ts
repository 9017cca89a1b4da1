import { describe, expect, it } from 'vitest';
import { createKeyValueStore } from '../../../src/app/keyValueStore.ts';
import { loadSettings, saveChangedSettings } from '../../../src/editor/state/settingsPersistence.ts';
import { defaultSettings } from '../../../src/editor/state/settingsSlice.ts';

function memoryStore(entries: Record<string, string> = {}) {
  const store = createKeyValueStore(() => undefined);
  for (const [key, value] of Object.entries(entries)) store.set(key, value);
  return store;
}

describe('loadSettings', () => {
  it('gives SPEC §3 defaults, a new uuid and ghost seed, stored at once', () => {
    const store = memoryStore();
    const settings = loadSettings(store);
    expect(settings).toMatchObject({
      phoneModel: null,
      caseFinish: 'Matte',
      backgroundColor: '#4a5759',
      showBackgroundImage: false,
      ghostsEnabled: false,
      ghostFreq: 10,
      ghostSize: 10,
      ghostOpacity: 1,
      tutorialToolTipShown: false,
      showStickersSection: true,
    });
    expect(settings.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(store.get('uuid')).toBe(settings.uuid);
    expect(Number(store.get('ghostSeed'))).toBe(settings.ghostSeed);
  });

  it('reads stored values, clamps sliders, ignores garbage and marks the tip shown for a stored model', () => {
    const settings = loadSettings(
      memoryStore({
        phoneModel: 'gp9_pro',
        caseFinish: 'Glossy',
        backgroundColor: '#ABCDEF',
        showBackgroundImage: 'true',
        ghostsEnabled: 'yes',
        ghostFreq: '42',
        ghostSize: 'NaN',
        ghostOpacity: '0',
        uuid: 'abc',
        ghostSeed: '77',
      }),
    );
    expect(settings).toMatchObject({
      phoneModel: 'gp9_pro',
      caseFinish: 'Glossy',
      backgroundColor: '#ABCDEF',
      showBackgroundImage: true,
      ghostsEnabled: false,
      ghostFreq: 10,
      ghostSize: 10,
      ghostOpacity: 1,
      uuid: 'abc',
      ghostSeed: 77,
      tutorialToolTipShown: true,
    });
  });
});

describe('saveChangedSettings', () => {
  it('writes only the persisted keys that changed, under the SPEC names', () => {
    const store = memoryStore();
    const next = { ...defaultSettings, ghostFreq: 4, caseFinish: 'Glossy' as const, showStickersSection: false };
    saveChangedSettings(store, defaultSettings, next);
    expect(store.get('ghostFreq')).toBe('4');
    expect(store.get('caseFinish')).toBe('Glossy');
    expect(store.get('showStickersSection')).toBeNull();
    expect(store.get('backgroundColor')).toBeNull();
  });

  it('stores the finish with a chosen model, even the default finish', () => {
    const store = memoryStore();
    saveChangedSettings(store, defaultSettings, { ...defaultSettings, phoneModel: '15' });
    expect(store.get('phoneModel')).toBe('15');
    expect(store.get('caseFinish')).toBe(defaultSettings.caseFinish);
  });
});
