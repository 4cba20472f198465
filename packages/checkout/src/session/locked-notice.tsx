import { Trans } from '@lingui/react/macro';

/** Said once above a form with read-only fields, so the buyer knows why they cannot change them. */
export function LockedNotice() {
  return (
    <p className="checkout-form__intro">
      <Trans>The shop filled in some of your details; those cannot be changed here.</Trans>
    </p>
  );
}
