/**
 * A stand-in for the Redux DevTools browser extension, for e2e tests of time travel: it installs
 * `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__`, which Redux Toolkit's configureStore uses when
 * present, and adds the same instrumentation the extension adds (@redux-devtools/instrument).
 * Its lifted store is `window.__devtoolsLiftedStore`: dispatch `{ type: 'JUMP_TO_STATE', index }`
 * to it as the extension's slider does.
 */
import { compose, type StoreEnhancer } from '@reduxjs/toolkit';
import { instrument } from '@redux-devtools/instrument';

declare global {
  interface Window {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: (options: object) => (...enhancers: StoreEnhancer[]) => StoreEnhancer;
    __devtoolsLiftedStore?: unknown;
  }
}

const instrumented = instrument();

/** The extension's instrumentation, keeping a handle on the lifted store it creates. */
const exposingInstrument = ((createStore: Parameters<typeof instrumented>[0]) =>
  (...args: Parameters<ReturnType<typeof instrumented>>) => {
    const store = instrumented(createStore)(...args);
    window.__devtoolsLiftedStore = store.liftedStore;
    return store;
  }) as StoreEnhancer;

window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = () => (...enhancers: StoreEnhancer[]) =>
  compose(...enhancers, exposingInstrument) as StoreEnhancer;
