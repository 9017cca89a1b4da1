import '@fontsource-variable/dm-sans';
import '@fontsource-variable/fraunces';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserStore } from './browserStore.ts';
import { startErrorReporting } from './errorReporting.ts';
import { AppRoutes } from './router.tsx';

startErrorReporting();
const store = createBrowserStore();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <AppRoutes />
    </Provider>
  </StrictMode>,
);
