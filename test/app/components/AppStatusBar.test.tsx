// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppStatusBar } from '../../../src/app/components/AppStatusBar.tsx';
import { newVersion } from '../../../src/shared/newVersion.ts';

let online = true;
/** What the bar's ResizeObserver is told; jsdom lays nothing out, so the test plays the browser. */
let reportHeight: (height: number) => void = () => undefined;

function setNetwork(isOnline: boolean): void {
  online = isOnline;
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  vi.stubGlobal('ResizeObserver', class {
    constructor(callback: (entries: unknown[]) => void) {
      reportHeight = (blockSize) => act(() => callback([{ borderBoxSize: [{ blockSize, inlineSize: 390 }] }]));
    }
    observe() {}
    disconnect() {
      reportHeight = () => undefined;
    }
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

  it('moves the pages down by its height as the browser reports it, and not at all while it is empty', () => {
    const published = () => document.documentElement.style.getPropertyValue('--app-status-height');
    render(<AppStatusBar />);
    expect(published()).toBe('');
    reportHeight(0);
    expect(published()).toBe('');
    reportHeight(36.4);
    expect(published()).toBe('36px');
    reportHeight(0);
    expect(published()).toBe('');
    reportHeight(72);
    cleanup();
    expect(published()).toBe('');
  });
});
