import { Suspense } from 'react';
import { BrowserRouter, Link, matchPath, Route, Routes } from 'react-router-dom';
import { adminPagePaths } from '../shared/adminRoutes.ts';
import { pagePaths } from '../shared/routes.ts';
import { AppLinkProvider, type AppLinkProps } from '../shared/ui/AppLink.tsx';
import { lazyPage } from './lazyPage.ts';
import { LandingPage } from './pages/LandingPage.tsx';
import { PageLoading } from './pages/PageLoading.tsx';
import { RouteErrorBoundary } from './pages/RouteErrorBoundary.tsx';

/**
 * The store's routes, loaded for every page but a first visit to `/` (see main.tsx). Every page
 * is its own chunk, so no page loads Konva or editor code it does not show. Declarative routes
 * rather than a data router: the data router adds 17 KB gzipped, and the store uses none of
 * its loaders or actions.
 */
const pages = [
  { path: pagePaths.caseConfiguration, Page: lazyPage(async () => (await import('./pages/CaseConfigurationPage.tsx')).CaseConfigurationPage) },
  { path: pagePaths.editor, Page: lazyPage(async () => (await import('./pages/EditorRoute.tsx')).EditorRoute) },
  { path: pagePaths.designs, Page: lazyPage(async () => (await import('./pages/DesignsPage.tsx')).DesignsPage) },
  { path: pagePaths.inspiration, Page: lazyPage(async () => (await import('./pages/InspirationPage.tsx')).InspirationPage) },
  { path: pagePaths.templates, Page: lazyPage(async () => (await import('./pages/TemplatesPage.tsx')).TemplatesPage) },
  { path: pagePaths.privacyPolicy, Page: lazyPage(async () => (await import('./pages/PrivacyPolicyPage.tsx')).PrivacyPolicyPage) },
  { path: pagePaths.terms, Page: lazyPage(async () => (await import('./pages/TermsPage.tsx')).TermsPage) },
  { path: pagePaths.credits, Page: lazyPage(async () => (await import('./pages/CreditsPage.tsx')).CreditsPage) },
  { path: pagePaths.testCheckout, Page: lazyPage(async () => (await import('../checkout/TestCheckoutPage.tsx')).TestCheckoutPage) },
  { path: pagePaths.order, Page: lazyPage(async () => (await import('../checkout/OrderPage.tsx')).OrderPage) },
  { path: pagePaths.sharedDesign, Page: lazyPage(async () => (await import('./pages/SharedDesignPage.tsx')).SharedDesignPage) },
  // The owner's desk routes its own pages (src/admin), in one chunk no shopper loads.
  { path: `${adminPagePaths.orders}/*`, Page: lazyPage(async () => (await import('../admin/AdminApp.tsx')).AdminApp) },
];
const NotFoundPage = lazyPage(async () => (await import('./pages/NotFoundPage.tsx')).NotFoundPage);

/** Loads the code of the page at `pathname`, so the first render shows it without suspending. */
export async function preloadPage(pathname: string): Promise<void> {
  const page = pages.find(({ path }) => matchPath(path, pathname));
  await (page?.Page ?? NotFoundPage).preload();
}

const renderRouterLink = (props: AppLinkProps) => <Link {...props} />;

export function AppRoutes() {
  return (
    <BrowserRouter>
      <AppLinkProvider value={renderRouterLink}>
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path={pagePaths.landing} element={<LandingPage />} />
            {pages.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
      </AppLinkProvider>
    </BrowserRouter>
  );
}
