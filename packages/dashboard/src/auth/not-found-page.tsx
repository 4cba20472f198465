import { Button } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { NotFoundContent } from '../app/not-found-content';
import { SIGN_IN_PATH } from '../app/routes';
import { useDocumentTitle } from '../app/use-document-title';
import { AuthLayout } from './auth-layout';

/** Any unknown public path (public-flows 2): a go-back button and a contact-us mail link. */
export function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  const [, navigate] = useLocation();
  // A visitor who arrived straight on the bad address has nothing to go back to: sign-in is the way in.
  const goBack = () => (window.history.length > 1 ? window.history.back() : navigate(SIGN_IN_PATH));
  return (
    <AuthLayout>
      <NotFoundContent
        action={
          <Button variant="primary" onClick={goBack}>
            <Trans>Go back</Trans>
          </Button>
        }
      />
    </AuthLayout>
  );
}
