import { authSessionEndpoints } from '@cobro/contracts';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useDashboardConfig } from '../app/dashboard-config';

/**
 * "Or" and the Google button of sign-in and sign-up (public-flows 2): a full navigation to GET /auth/google-login,
 * which signs in a known Google person and signs up a new one. Shown only when the server offers Google sign-in
 * (the element's google-sign-in flag, decision 0209): without it the button could only fail.
 */
export function GoogleButton({ children }: { children: ReactNode }) {
  const { apiUrl, googleSignIn } = useDashboardConfig();
  if (!googleSignIn) return null;
  return (
    <>
      <p className="auth-divider">
        <Trans>or</Trans>
      </p>
      <a className="button button--secondary button--md" href={`${apiUrl.replace(/\/+$/, '')}${authSessionEndpoints.googleLogin.path}`}>
        {children}
      </a>
    </>
  );
}
