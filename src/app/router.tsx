import { lazy, Suspense } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { pagePaths } from '../shared/routes.ts';
import { AppLinkProvider, type AppLinkProps } from '../shared/ui/AppLink.tsx';
import { LandingPage } from './pages/LandingPage.tsx';
import { PageLoading } from './pages/PageLoading.tsx';
import { RouteErrorBoundary } from './pages/RouteErrorBoundary.tsx';

/**
 * The store's routes, loaded for every page but a first visit to `/` (see main.tsx). Every page
 * is its own chunk, so no page loads Konva or editor code it does not show. Declarative routes
 * rather than a data router: the data router adds 17 KB gzipped, and the store uses none of
 * its loaders or actions.
 */
const CaseConfigurationPage = lazy(async () => ({
  default: (await import('./pages/CaseConfigurationPage.tsx')).CaseConfigurationPage,
}));
const EditorRoute = lazy(async () => ({
  default: (await import('./pages/EditorRoute.tsx')).EditorRoute,
}));
const InspirationPage = lazy(async () => ({
  default: (await import('./pages/InspirationPage.tsx')).InspirationPage,
}));
const PrivacyPolicyPage = lazy(async () => ({
  default: (await import('./pages/PrivacyPolicyPage.tsx')).PrivacyPolicyPage,
}));
const TermsPage = lazy(async () => ({
  default: (await import('./pages/TermsPage.tsx')).TermsPage,
}));
const TestCheckoutPage = lazy(async () => ({
  default: (await import('../checkout/TestCheckoutPage.tsx')).TestCheckoutPage,
}));
const OrderPage = lazy(async () => ({
  default: (await import('../checkout/OrderPage.tsx')).OrderPage,
}));
const SharedDesignPage = lazy(async () => ({
  default: (await import('./pages/SharedDesignPage.tsx')).SharedDesignPage,
}));
const NotFoundPage = lazy(async () => ({
  default: (await import('./pages/NotFoundPage.tsx')).NotFoundPage,
}));

const renderRouterLink = (props: AppLinkProps) => <Link {...props} />;

export function AppRoutes() {
  return (
    <BrowserRouter>
      <AppLinkProvider value={renderRouterLink}>
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path={pagePaths.landing} element={<LandingPage />} />
            <Route path={pagePaths.caseConfiguration} element={<CaseConfigurationPage />} />
            <Route path={pagePaths.editor} element={<EditorRoute />} />
            <Route path={pagePaths.inspiration} element={<InspirationPage />} />
            <Route path={pagePaths.privacyPolicy} element={<PrivacyPolicyPage />} />
            <Route path={pagePaths.terms} element={<TermsPage />} />
            <Route path={pagePaths.testCheckout} element={<TestCheckoutPage />} />
            <Route path={pagePaths.order} element={<OrderPage />} />
            <Route path={pagePaths.sharedDesign} element={<SharedDesignPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
      </AppLinkProvider>
    </BrowserRouter>
  );
}
