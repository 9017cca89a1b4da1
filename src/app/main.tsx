import '@fontsource-variable/dm-sans';
import '@fontsource-variable/fraunces';
import './global.css';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserStore } from './browserStore.ts';
import { startErrorReporting } from './errorReporting.ts';
import { LandingPage } from './pages/LandingPage.tsx';
import { PageLoading } from './pages/PageLoading.tsx';
import { RouteErrorBoundary } from './pages/RouteErrorBoundary.tsx';

/**
 * The landing page is rendered without the router (its links are plain anchors), so `/` loads
 * none of the router's code; every other page loads the router with its own chunk.
 */
const AppRoutes = lazy(async () => ({ default: (await import('./router.tsx')).AppRoutes }));

startErrorReporting();
const store = createBrowserStore();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <RouteErrorBoundary>
        {window.location.pathname === '/' ? (
          <LandingPage />
        ) : (
          <Suspense fallback={<PageLoading />}>
            <AppRoutes />
          </Suspense>
        )}
      </RouteErrorBoundary>
    </Provider>
  </StrictMode>,
);
