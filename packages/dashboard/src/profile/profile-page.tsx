import { verifyQuery } from '@cobro/data';
import { LoadingPlaceholder, useAdoptedStyles } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { SECTION_TITLES } from '../app/section-titles';
import { useDocumentTitle } from '../app/use-document-title';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetails } from './profile-details';
import css from './profile.css?inline';

/**
 * /dashboard/profile (ours, decision 1130), opened from the account menu: the signed-in user's name, e-mail (and
 * whether it is confirmed) and phone, and the password change. The language is switched in the menu itself.
 */
export function ProfilePage() {
  const styles = useAdoptedStyles(css);
  const { i18n } = useLingui();
  const title = i18n._(SECTION_TITLES.profile);
  useDocumentTitle(title);
  // The shell has read the session: this is its cached answer.
  const session = useQuery(verifyQuery());
  const user = session.data?.user;
  return (
    <div ref={styles} className="page profile">
      <h1 className="page__title">{title}</h1>
      {user ? (
        <>
          <section className="profile__section" aria-labelledby="profile-details">
            <h2 id="profile-details" className="profile__heading">
              <Trans>Your details</Trans>
            </h2>
            <ProfileDetails user={user} />
          </section>
          <section className="profile__section" aria-labelledby="profile-password">
            <h2 id="profile-password" className="profile__heading">
              <Trans>Password</Trans>
            </h2>
            {user.has_password === false ? (
              <p className="profile__text">
                <Trans>You sign in with Google, so your account has no password to change.</Trans>
              </p>
            ) : (
              <ChangePasswordForm />
            )}
          </section>
        </>
      ) : (
        <LoadingPlaceholder />
      )}
    </div>
  );
}
