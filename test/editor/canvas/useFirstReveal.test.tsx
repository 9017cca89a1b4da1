// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFirstReveal } from '../../../src/editor/canvas/useFirstReveal.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useFirstReveal', () => {
  it('stays hidden until every placed item shows its bitmap, then stays revealed', () => {
    const { result } = renderHook(() => useFirstReveal());
    act(() => result.current.itemsPlaced(['a', 'b']));
    act(() => result.current.itemShown('a'));
    expect(result.current.revealed).toBe(false);
    act(() => result.current.itemShown('b'));
    expect(result.current.revealed).toBe(true);
    act(() => result.current.itemsPlaced(['a', 'b', 'c']));
    expect(result.current.revealed).toBe(true);
  });

  it('counts items that showed before the layer told what it holds', () => {
    const { result } = renderHook(() => useFirstReveal());
    act(() => result.current.itemShown('a'));
    expect(result.current.revealed).toBe(false);
    act(() => result.current.itemsPlaced(['a']));
    expect(result.current.revealed).toBe(true);
  });

  it('reveals an empty design at once', () => {
    const { result } = renderHook(() => useFirstReveal());
    expect(result.current.revealed).toBe(false);
    act(() => result.current.itemsPlaced([]));
    expect(result.current.revealed).toBe(true);
  });

  it('reveals after 1.5 s whatever is still missing', () => {
    const { result } = renderHook(() => useFirstReveal());
    act(() => result.current.itemsPlaced(['broken']));
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(result.current.revealed).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.revealed).toBe(true);
  });

  it('settles only at an idle moment after the reveal', () => {
    const { result } = renderHook(() => useFirstReveal());
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.settled).toBe(false);
    act(() => result.current.itemsPlaced([]));
    expect(result.current.settled).toBe(false);
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(result.current.settled).toBe(true);
  });
});
