import { $unauthorized } from '@cobro/data';
import { LoadingPlaceholder } from '@cobro/ui';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { ActivationPage } from '../activation';
import { ForbiddenPage, LogoutPage, NotFoundPage } from '../auth';
import { DashboardShell } from '../shell';
import { resolveRoute, SIGN_IN_PATH } from './routes';

// A route chunk: the sign-in form (react-hook-form, the zod resolver) loads only for a visitor who is signed out,
// not with the signed-in merchant's first screen (decision 0512).
const SignInPage = lazy(() => import('../auth/sign-in-page').then((m) => ({ default: m.SignInPage })));

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
    case 'public':
      switch (route.page) {
        case 'signin':
          return (
            <Suspense
              fallback={
                <main className="status-page status-page--full">
                  <LoadingPlaceholder />
                </main>
              }
            >
              <SignInPage />
            </Suspense>
          );
        case 'logout':
          return <LogoutPage />;
        case 'forbidden':
          return <ForbiddenPage />;
        case 'activate':
          return <ActivationPage />;
        case 'not-found':
          return <NotFoundPage />;
      }
  }
}
