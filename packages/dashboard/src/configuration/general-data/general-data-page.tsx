import type { Organization } from '@cobro/contracts';
import { useAdoptedStyles } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { activationCss, BankStepForm, DocumentsStepForm, LegalStepForm } from '../../activation';
import { SECTION_TITLES } from '../../app/section-titles';
import { useDocumentTitle } from '../../app/use-document-title';
import { GatewayCard } from './gateway-card';
import { Facts, useGatewayFacts } from './gateway-facts';
import { cardPermissions } from './gateway-status';
import { StatusSummary } from './status-summary';

const maskedIban = (iban: string | undefined) => (iban ? `${iban.slice(0, 4)} •••• ${iban.slice(-4)}` : '');

/**
 * /dashboard/configuration/general-data (services-and-configuration 2, 4): the gateway status summary, then the three
 * editable cards (legal representative, documents, bank account). Steps 1 and 2 (company, contact), and step 3
 * again, are the configuration's nested sections (gateway-step-page.tsx).
 */
export function GeneralDataPage({ organization: o }: { organization: Organization }) {
  const styles = useAdoptedStyles(activationCss);
  const { t, i18n } = useLingui();
  const title = i18n._(SECTION_TITLES['general-data']);
  useDocumentTitle(title);
  const can = cardPermissions(o.verification_status);
  const facts = useGatewayFacts(o);
  return (
    <div ref={styles} className="page general-data">
      <h1 className="page__title">{title}</h1>
      <StatusSummary organization={o} />
      <GatewayCard title={t`Legal representative`} organization={o} editable={can.legalManager} Form={LegalStepForm}>
        <Facts rows={facts.legalManager} />
      </GatewayCard>
      <GatewayCard title={t`Documents`} organization={o} editable={can.documents} Form={DocumentsStepForm}>
        <Facts rows={[[t`Identity documents`, o.onboarding_steps.step_four === 'complete' ? t`Sent` : t`Not sent yet`]]} />
      </GatewayCard>
      <GatewayCard title={t`Bank account`} organization={o} editable={can.bankAccount} Form={BankStepForm}>
        <Facts
          rows={[
            [t`IBAN`, maskedIban(o.bank_account?.account_number)],
            [t`Tax ID (NIF, NIE or CIF)`, o.nif],
          ]}
        />
      </GatewayCard>
    </div>
  );
}
