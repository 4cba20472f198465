import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { REGISTER_FORM_URL } from '../app/external-links';
import { SIGN_IN_PATH } from '../app/routes';
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
  const tone = presentation.kind === 'warning' ? 'warning' : 'danger';
  return (
    <div role="alert" className={`sign-in__notice sign-in__notice--${tone}`}>
      <p className="sign-in__notice-text">
        <span className="sign-in__notice-code">{presentation.code}</span> {text}
      </p>
      {presentation.kind === 'warning' && presentation.link === 'register' && (
        <a className="sign-in__notice-link" href={REGISTER_FORM_URL}>
          <Trans>Create an account</Trans>
        </a>
      )}
      {presentation.kind === 'warning' && presentation.link === 'signin' && (
        <Link className="sign-in__notice-link" href={SIGN_IN_PATH} onClick={onSignIn}>
          <Trans>Sign in with your e-mail and password</Trans>
        </Link>
      )}
    </div>
  );
}
