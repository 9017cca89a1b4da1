import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../src/app/store.ts';
import { findModel, variantIdFor } from '../../../src/shared/catalog/catalog.ts';
import { closeModal, setBusy, showModal } from '../../../src/editor/state/modalThunks.ts';
import { selectBusy, selectOpenModalKind, selectPrintVariant } from '../../../src/editor/state/selectors.ts';
import { phoneModelChosen } from '../../../src/editor/state/designSlice.ts';

/** What preview and checkout use of the editor's state (they may import nothing else of it). */
describe('the editor state that preview and checkout use', () => {
  it('answers no print variant until a known phone model is chosen, then its finish\'s variant and the visitor', () => {
    const store = makeStore();
    expect(selectPrintVariant(store.getState())).toBeNull();
    store.dispatch(phoneModelChosen({ phoneModel: '15', caseFinish: 'Glossy' }));
    const model = findModel('15');
    if (!model) throw new Error('model 15 is missing');
    const variant = selectPrintVariant(store.getState());
    expect(variant).toEqual({ variantID: variantIdFor(model, 'Glossy'), uuid: store.getState().settings.uuid });
    expect(selectPrintVariant(store.getState())).toBe(variant);
  });

  it('shows and closes a modal and sets the busy state, one action each', () => {
    const store = makeStore();
    const seen: string[] = [];
    const record = store.subscribe(() => seen.push(String(selectOpenModalKind(store.getState()))));
    store.dispatch(showModal({ kind: 'message', title: 'Checkout', text: 'Card declined' }));
    expect(store.getState().editor.modal).toEqual({ kind: 'message', title: 'Checkout', text: 'Card declined' });
    store.dispatch(closeModal());
    store.dispatch(setBusy('checkout'));
    expect(selectBusy(store.getState())).toBe('checkout');
    store.dispatch(setBusy(null));
    record();
    expect(seen).toEqual(['message', 'null', 'null', 'null']);
    expect(selectBusy(store.getState())).toBeNull();
  });
});
