import { LoadingPlaceholder } from '@cobro/ui';
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { normalizePath, tokenLinkPage, type AuthPage } from '../app/routes';
import { NotFoundPage } from './not-found-page';

// Route chunks: a visitor's forms (react-hook-form, the zod resolver, sign-up's phone library) load only on the
// page that uses them, never with the signed-in merchant's first screen (decisions 0510, 0512).
const SignInPage = lazy(() => import('./sign-in-page').then((m) => ({ default: m.SignInPage })));
const SignUpPage = lazy(() => import('./sign-up/sign-up-page').then((m) => ({ default: m.SignUpPage })));
const ActivationIntroPage = lazy(() =>
  import('./activation-intro/activation-intro-page').then((m) => ({ default: m.ActivationIntroPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('./forgot-password/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const NewPasswordPage = lazy(() => import('./new-password/new-password-page').then((m) => ({ default: m.NewPasswordPage })));
const ConfirmEmailPage = lazy(() => import('./confirm-email/confirm-email-page').then((m) => ({ default: m.ConfirmEmailPage })));
const SuccessPage = lazy(() => import('./success-page').then((m) => ({ default: m.SuccessPage })));

function Page({ page }: { page: AuthPage | 'signin' }) {
  const [location] = useLocation();
  switch (page) {
    case 'signin':
      return <SignInPage />;
    case 'signup':
      return <SignUpPage />;
    case 'activation-intro':
      return <ActivationIntroPage />;
    case 'forgot-password':
      return <ForgotPasswordPage />;
    case 'success':
      return <SuccessPage />;
    case 'reset-password':
    case 'create-password':
    case 'confirm-email': {
      const link = tokenLinkPage(normalizePath(location));
      if (!link) return <NotFoundPage />;
      // Keyed by the token: a second link opened in the same tab starts from its own check, not the first one's form.
      if (link.page === 'confirm-email') return <ConfirmEmailPage key={link.token} token={link.token} />;
      return <NewPasswordPage key={link.token} kind={link.page === 'create-password' ? 'create' : 'reset'} token={link.token} />;
    }
  }
}

/** The visitor's public pages (public-flows 2), each its own chunk, with a full-page placeholder while it loads. */
export function AuthRoute({ page }: { page: AuthPage | 'signin' }) {
  return (
    <Suspense
      fallback={
        <main className="status-page status-page--full">
          <LoadingPlaceholder />
        </main>
      }
    >
      <Page page={page} />
    </Suspense>
  );
}
