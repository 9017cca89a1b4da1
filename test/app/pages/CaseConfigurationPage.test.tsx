// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaseConfigurationPage } from '../../../src/app/pages/CaseConfigurationPage.tsx';
import { makeStore } from '../../../src/app/store.ts';
import { defaultSettings } from '../../../src/editor/state/settingsSlice.ts';
import { phoneModels } from '../../../src/shared/catalog/catalog.ts';

const iosNewestFirst = phoneModels.filter((model) => model.platform === 'ios').reverse();
const [newest, secondNewest] = iosNewestFirst;

function renderPicker(settings: Partial<typeof defaultSettings> = {}) {
  const store = makeStore({ settings: { ...defaultSettings, ...settings } });
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/caseconfiguration']}>
        <Routes>
          <Route path="/caseconfiguration" element={<CaseConfigurationPage />} />
          <Route path="/editor" element={<h1>Editor</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

beforeEach(() => {
  // The newest iOS model is not sellable yet, as a live store with a missing variant id says.
  const body = { models: phoneModels.map((model) => ({ key: model.key, available: model !== newest })) };
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(body)))));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CaseConfigurationPage', () => {
  it('stores the chosen model and finish and opens the editor', async () => {
    if (!secondNewest) throw new Error('the catalog has too few iOS models');
    const store = renderPicker();
    const continueButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' });
    expect(continueButton.disabled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: secondNewest.name }));
    fireEvent.click(screen.getByRole('radio', { name: 'Glossy' }));
    fireEvent.click(continueButton);

    expect(store.getState().settings).toMatchObject({
      phoneModel: secondNewest.key,
      caseFinish: 'Glossy',
    });
    expect(await screen.findByRole('heading', { name: 'Editor' })).toBeTruthy();
  });

  it('disables a model the server marks unavailable, even when it was stored', async () => {
    if (!newest) throw new Error('the catalog has no iOS model');
    renderPicker({ phoneModel: newest.key });
    const radio = await screen.findByRole<HTMLInputElement>('radio', { name: newest.name });
    await vi.waitFor(() => expect(radio.disabled).toBe(true));
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(true);
  });
});
