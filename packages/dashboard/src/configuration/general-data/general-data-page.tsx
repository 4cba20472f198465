import type { Organization } from '@cobro/contracts';
import { formatDate } from '@cobro/i18n';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  BankStepForm,
  CompanyStepForm,
  ContactStepForm,
  DocumentsStepForm,
  INDUSTRY_LABELS,
  LegalStepForm,
} from '../../activation';
import { SECTION_TITLES } from '../../app/section-titles';
import { useDocumentTitle } from '../../app/use-document-title';
import { GatewayCard } from './gateway-card';
import { cardPermissions } from './gateway-status';
import { StatusSummary } from './status-summary';

/** A stored value, or a dash when nothing is stored yet. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="general-data__facts">
      {rows.map(([label, value]) => (
        <div key={label} className="general-data__fact">
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

const maskedIban = (iban: string | undefined) => (iban ? `${iban.slice(0, 4)} •••• ${iban.slice(-4)}` : '');
const address = (a: { street: string; postal_code: string; city: string } | null | undefined) =>
  a ? `${a.street}, ${a.postal_code} ${a.city}` : '';

/**
 * /dashboard/configuration/general-data (services-and-configuration 2, 4): the gateway status summary, then the
 * company and contact forms and the three editable cards (legal representative, documents, bank account).
 */
export function GeneralDataPage({ organization: o }: { organization: Organization }) {
  const { t, i18n } = useLingui();
  const title = i18n._(SECTION_TITLES['general-data']);
  useDocumentTitle(title);
  const can = cardPermissions(o.verification_status);
  const industry = o.company_industry as keyof typeof INDUSTRY_LABELS | null;
  const manager = o.legal_manager;
  return (
    <div className="page general-data">
      <h1 className="page__title">{title}</h1>
      <StatusSummary organization={o} />
      <GatewayCard title={t`Company`} organization={o} editable={can.company} Form={CompanyStepForm}>
        <Facts
          rows={[
            [t`Company name`, o.company_name],
            [t`Company type`, o.company_type === 'individual' ? t`Self-employed` : o.company_type ? t`Company` : ''],
            [t`Industry`, industry && INDUSTRY_LABELS[industry] ? i18n._(INDUSTRY_LABELS[industry]) : ''],
          ]}
        />
      </GatewayCard>
      <GatewayCard title={t`Contact`} organization={o} editable={can.contact} Form={ContactStepForm}>
        <Facts
          rows={[
            [t`Address`, address(o.address)],
            [t`Phone`, o.phone ? `${o.prefix ?? ''} ${o.phone}` : ''],
            [t`Website`, o.website],
          ]}
        />
      </GatewayCard>
      <GatewayCard title={t`Legal representative`} organization={o} editable={can.legalManager} Form={LegalStepForm}>
        <Facts
          rows={[
            [t`Name`, manager ? `${manager.name} ${manager.last_name}` : ''],
            [t`Date of birth`, manager?.dob ? formatDate(manager.dob) : ''],
            [t`Address`, address(manager)],
          ]}
        />
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
