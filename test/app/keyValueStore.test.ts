import { describe, expect, it, vi } from 'vitest';
import { createKeyValueStore } from '../../src/app/keyValueStore.ts';

/** A Storage whose setItem fails with QuotaExceededError the first `failures` times. */
function quotaStorage(failures: number): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  let left = failures;
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    removeItem: (key) => void data.delete(key),
    setItem(key, value) {
      if (key !== '__case_probe__' && left > 0) {
        left -= 1;
        throw new DOMException('full', 'QuotaExceededError');
      }
      data.set(key, value);
    },
  };
}

describe('createKeyValueStore', () => {
  it('writes through to storage', () => {
    const storage = quotaStorage(0);
    const store = createKeyValueStore(() => storage);
    expect(store.set('ghostFreq', '7')).toBe(true);
    expect(storage.data.get('ghostFreq')).toBe('7');
    expect(store.get('ghostFreq')).toBe('7');
  });

  it('retries a quota error once, after dropping the old value', () => {
    const storage = quotaStorage(1);
    storage.data.set('images', '["a"]');
    const failed = vi.fn();
    const store = createKeyValueStore(() => storage, failed);
    expect(store.set('images', '["a","b"]')).toBe(true);
    expect(storage.data.get('images')).toBe('["a","b"]');
    expect(failed).not.toHaveBeenCalled();
  });

  it('keeps the value in memory and reports when the retry fails too', () => {
    const storage = quotaStorage(2);
    const failed = vi.fn();
    const store = createKeyValueStore(() => storage, failed);
    expect(store.set('design', '{}')).toBe(false);
    expect(failed).toHaveBeenCalledWith('design', expect.any(DOMException));
    expect(store.get('design')).toBe('{}');
  });

  it('works from memory when storage is unavailable (private mode)', () => {
    const store = createKeyValueStore(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(store.get('phoneModel')).toBeNull();
    expect(store.set('phoneModel', '16_pro')).toBe(false);
    expect(store.get('phoneModel')).toBe('16_pro');
    store.remove('phoneModel');
    expect(store.get('phoneModel')).toBeNull();
  });
});
