// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppStatusBar } from '../../../src/app/components/AppStatusBar.tsx';
import { newVersion } from '../../../src/shared/newVersion.ts';

let online = true;

function setNetwork(isOnline: boolean): void {
  online = isOnline;
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  // jsdom lays nothing out; the bar only needs to be told when to measure.
  vi.stubGlobal('ResizeObserver', class {
    observe() {}
    disconnect() {}
  });
});

afterEach(() => {
  cleanup();
  act(() => newVersion.dismiss());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AppStatusBar', () => {
  it('says the shopper is offline while the network is gone, and nothing once it is back', () => {
    render(<AppStatusBar />);
    expect(screen.queryByText(/You’re offline/)).toBeNull();
    setNetwork(false);
    expect(screen.getByRole('status').textContent).toBe('You’re offline. Your design is kept on this phone.');
    setNetwork(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offers a new version and takes it only on Reload; Later hides the offer', () => {
    const take = vi.fn(async () => undefined);
    newVersion.setTaker(take);
    render(<AppStatusBar />);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    act(() => newVersion.offer('ready'));
    expect(screen.getByText('A new version is ready —')).toBeTruthy();
    expect(take).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(take).toHaveBeenCalledTimes(1);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Reload' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('moves the pages down by its height', () => {
    render(<AppStatusBar />);
    expect(document.documentElement.style.getPropertyValue('--app-status-height')).toBe('0px');
    cleanup();
    expect(document.documentElement.style.getPropertyValue('--app-status-height')).toBe('');
  });
});
