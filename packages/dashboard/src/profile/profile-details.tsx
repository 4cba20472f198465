import type { VerifyResponse } from '@cobro/contracts';
import { useResendConfirmation } from '@cobro/data';
import { Badge, Button } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { showApiErrorToast } from '../common/error-toast';

/** The user's name, e-mail (confirmed or not, with a way to get a new link) and phone, as the session answers them. */
export function ProfileDetails({ user }: { user: VerifyResponse['user'] }) {
  const { t } = useLingui();
  const resend = useResendConfirmation({ onError: (error) => showApiErrorToast(error) });
  const phone = user.phone ? [user.prefix, user.phone].filter(Boolean).join(' ') : null;
  return (
    <>
      <dl className="profile__details">
        <div className="profile__detail">
          <dt>{t`Name`}</dt>
          <dd>{[user.name, user.last_name].filter(Boolean).join(' ')}</dd>
        </div>
        <div className="profile__detail">
          <dt>{t`E-mail`}</dt>
          <dd className="profile__email">
            <span translate="no">{user.email}</span>{' '}
            {user.email_verified ? (
              <Badge tone="green">{t`Confirmed`}</Badge>
            ) : (
              <Badge tone="yellow">{t`Not confirmed`}</Badge>
            )}
          </dd>
        </div>
        <div className="profile__detail">
          <dt>{t`Phone`}</dt>
          <dd>{phone ?? t`Not given`}</dd>
        </div>
      </dl>
      {user.email_verified === false && (
        <div className="profile__confirm">
          <p className="profile__text">
            <Trans>Confirm your address with the link in the welcome e-mail. Has it expired or not arrived?</Trans>
          </p>
          <Button loading={resend.isPending} onClick={() => resend.mutate()}>
            <Trans>Send a new link</Trans>
          </Button>
        </div>
      )}
      <p role="status" className="profile__status">
        {resend.isSuccess ? t`We have sent a new link to ${user.email}.` : null}
      </p>
    </>
  );
}
