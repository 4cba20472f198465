import type { Organization } from '@cobro/contracts';
import { Badge } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { gatewayStatusDisplay, type ShownStatus } from './gateway-status';
import { requirementTexts } from './requirement-texts';

const STATUS_TEXTS: Record<ShownStatus, MessageDescriptor> = {
  verified: msg`Verified`,
  unverified: msg`Unverified`,
  pending: msg`Pending review`,
  processing: msg`Processing`,
};

/** The gateway status summary of the general data screen, with the requirements in words when some are asked. */
export function StatusSummary({ organization }: { organization: Organization }) {
  const { i18n } = useLingui();
  const shown = gatewayStatusDisplay(organization.verification_status);
  const verification = organization.verification_status;
  const requirements = requirementTexts(shown.requirements);
  return (
    <section className="general-data__card" aria-labelledby="gateway-status-title">
      <h2 id="gateway-status-title" className="general-data__card-title">
        <Trans>Payment gateway status</Trans>
      </h2>
      <p className="general-data__status">
        <Badge tone={shown.tone}>{i18n._(STATUS_TEXTS[shown.status])}</Badge>
      </p>
      {shown.needsAttention && requirements.length > 0 && (
        <div className="general-data__requirements">
          <p>
            <Trans>The card provider needs the following to verify your account:</Trans>
          </p>
          <ul>
            {requirements.map((text) => (
              <li key={text.id}>{i18n._(text)}</li>
            ))}
          </ul>
        </div>
      )}
      <details className="general-data__provider" open={!shown.needsAttention}>
        <summary>
          <Trans>Card payment provider</Trans>
        </summary>
        <dl className="general-data__facts">
          <dt>
            <Trans>Charges</Trans>
          </dt>
          {/* Each answer agrees with its noun in Spanish (los cobros, las transferencias): one message per fact. */}
          <dd>{verification?.charges_enabled ? <Trans context="charges">Enabled</Trans> : <Trans context="charges">Not enabled yet</Trans>}</dd>
          <dt>
            <Trans>Payouts</Trans>
          </dt>
          <dd>{verification?.payouts_enabled ? <Trans context="payouts">Enabled</Trans> : <Trans context="payouts">Not enabled yet</Trans>}</dd>
        </dl>
      </details>
    </section>
  );
}
