import '@fontsource-variable/dm-sans';
import '@fontsource-variable/fraunces';
import './global.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserStore } from './browserStore.ts';
import { AppStatusBar } from './components/AppStatusBar.tsx';
import { startErrorReporting } from './errorReporting.ts';
import { scheduleServiceWorker } from './offline/scheduleServiceWorker.ts';
import { LandingPage } from './pages/LandingPage.tsx';
import { PageLoading } from './pages/PageLoading.tsx';
import { RouteErrorBoundary } from './pages/RouteErrorBoundary.tsx';

startErrorReporting();
scheduleServiceWorker();
const { store, withAllSlices } = createBrowserStore();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);

function render(page: ReactNode): void {
  root.render(
    <StrictMode>
      <Provider store={store}>
        <RouteErrorBoundary>{page}</RouteErrorBoundary>
        <AppStatusBar />
      </Provider>
    </StrictMode>,
  );
}

function Failed({ error }: { error: unknown }): never {
  throw error;
}

/**
 * The landing page is rendered without the router (its links are plain anchors), so `/` loads
 * none of the router's code, nor the store's slices but the settings. Every other page shows a
 * spinner while the router, the store's other slices and the page's own chunk load, then renders
 * them already loaded (see lazyPage).
 */
const { pathname } = window.location;
if (pathname === '/') {
  render(<LandingPage />);
} else {
  render(<PageLoading />);
  Promise.all([import('./router.tsx'), import('./store.ts')]).then(
    async ([{ AppRoutes, preloadPage }]) => {
      withAllSlices();
      // A page chunk that fails to load fails again inside the routes, where the boundary shows it.
      await preloadPage(pathname).catch(() => undefined);
      render(<AppRoutes />);
    },
    (error: unknown) => render(<Failed error={error} />),
  );
}
