import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { SIGN_IN_PATH } from '../app/routes';
import { AuthNotice } from './auth-notice';
import { RegisterLink } from './register-link';
import type { SignInErrorPresentation } from './sign-in-errors';

type NoticePresentation = Extract<SignInErrorPresentation, { kind: 'warning' | 'banner' }>;

/** The warning (with its register or sign-in link) or the error banner of a failed sign-in (public-flows 8). */
export function SignInNotice({
  presentation,
  text,
  onSignIn,
}: {
  presentation: NoticePresentation;
  /** The translated text of the code. */
  text: string;
  onSignIn: () => void;
}) {
  return (
    <AuthNotice tone={presentation.kind === 'warning' ? 'warning' : 'danger'} code={presentation.code} text={text}>
      {presentation.kind === 'warning' && presentation.link === 'register' && (
        <RegisterLink className="auth-notice__link">
          <Trans>Create an account</Trans>
        </RegisterLink>
      )}
      {presentation.kind === 'warning' && presentation.link === 'signin' && (
        <Link className="auth-notice__link" href={SIGN_IN_PATH} onClick={onSignIn}>
          <Trans>Sign in with your e-mail and password</Trans>
        </Link>
      )}
    </AuthNotice>
  );
}
