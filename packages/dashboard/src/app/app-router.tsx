import { $unauthorized } from '@cobro/data';
import { useStore } from '@nanostores/react';
import { LoadingPlaceholder } from '@cobro/ui';
import { lazy, Suspense, useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { AuthRoute, ForbiddenPage, LogoutPage, NotFoundPage } from '../auth';
import { DashboardShell } from '../shell';
import { lazySection } from './lazy-section';
import { resolveRoute, SIGN_IN_PATH } from './routes';

// A route chunk loaded by its page module: the wizard's forms load only on /activate, and the general-data page
// imports the step forms from the activation index without the page (decision 0513).
const ActivationPage = lazySection(() => import('../activation/activation-page').then((m) => m.ActivationPage));
// The product plan and platform payment pages, a route chunk loaded by its page module.
const ProductPaymentRoute = lazy(() =>
  import('../plans/product-payment-route').then((m) => ({ default: m.ProductPaymentRoute })),
);

/**
 * The element's routes over the browser location (wouter). A 401 from any session call, wherever it happens,
 * leads to sign-in (dashboard-core 4); the flag is reset once acted on so the next sign-in starts clean.
 */
export function AppRouter() {
  const [location, navigate] = useLocation();
  const unauthorized = useStore($unauthorized);
  const route = resolveRoute(location);
  const onSignIn = route.kind === 'public' && route.page === 'signin';

  useEffect(() => {
    if (!unauthorized) return;
    $unauthorized.set(false);
    if (!onSignIn) navigate(SIGN_IN_PATH, { replace: true });
  }, [unauthorized, onSignIn, navigate]);

  switch (route.kind) {
    case 'redirect':
      return <Redirect to={route.to} replace />;
    case 'dashboard':
      return <DashboardShell section={route.section} />;
    case 'product-payment':
      return (
        <Suspense fallback={<LoadingPlaceholder />}>
          <ProductPaymentRoute page={route.page} />
        </Suspense>
      );
    case 'public':
      switch (route.page) {
        case 'signin':
        case 'signup':
        case 'activation-intro':
        case 'forgot-password':
        case 'reset-password':
        case 'create-password':
        case 'confirm-email':
        case 'success':
          return <AuthRoute page={route.page} />;
        case 'logout':
          return <LogoutPage />;
        case 'forbidden':
          return <ForbiddenPage />;
        case 'activate':
          return (
            <Suspense fallback={<LoadingPlaceholder />}>
              <ActivationPage />
            </Suspense>
          );
        case 'not-found':
          return <NotFoundPage />;
      }
  }
}
