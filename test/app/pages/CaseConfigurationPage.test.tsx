// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaseConfigurationPage } from '../../../src/app/pages/CaseConfigurationPage.tsx';
import { makeStore } from '../../../src/app/store.ts';
import { browserStorage } from '../../../src/app/browserStorage.ts';
import { selectDesign } from '../../../src/editor/state/selectors.ts';
import { writeDesignSummary } from '../../../src/shared/designSummary.ts';
import { phoneModels } from '../../../src/shared/catalog/catalog.ts';

const iosNewestFirst = phoneModels.filter((model) => model.platform === 'ios').reverse();
const [newest, secondNewest] = iosNewestFirst;

function renderPicker() {
  const store = makeStore();
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
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CaseConfigurationPage', () => {
  it('makes a first design for the chosen model and finish and opens the editor', async () => {
    if (!secondNewest) throw new Error('the catalog has too few iOS models');
    const store = renderPicker();
    const continueButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' });
    expect(continueButton.disabled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: secondNewest.name }));
    fireEvent.click(screen.getByRole('radio', { name: 'Glossy' }));
    fireEvent.click(continueButton);

    expect(await screen.findByRole('heading', { name: 'Editor' })).toBeTruthy();
    expect(selectDesign(store.getState())).toMatchObject({ phoneModel: secondNewest.key, caseFinish: 'Glossy', items: [] });
    expect(store.getState().shelf.currentDesignID).not.toBeNull();
    expect(store.getState().canvas.past).toHaveLength(0);
  });

  it('disables a model the server marks unavailable, even when it was stored', async () => {
    if (!newest) throw new Error('the catalog has no iOS model');
    writeDesignSummary(browserStorage, { count: 1, current: { id: 'kept', phoneModel: newest.key, caseFinish: 'Matte' } });
    renderPicker();
    const radio = await screen.findByRole<HTMLInputElement>('radio', { name: newest.name });
    await vi.waitFor(() => expect(radio.disabled).toBe(true));
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' }).disabled).toBe(true);
  });
});
