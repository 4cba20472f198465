import type { Organization } from '@cobro/contracts';
import { formatDate } from '@cobro/i18n';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { INDUSTRY_LABELS } from '../../activation';

export type FactRows = [string, ReactNode][];

/** Stored values, each with a dash when nothing is stored yet. */
export function Facts({ rows }: { rows: FactRows }) {
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

const address = (a: { street: string; postal_code: string; city: string } | null | undefined) =>
  a ? `${a.street}, ${a.postal_code} ${a.city}` : '';

/** What the gateway's steps 1 to 3 store, in words: the general-data cards and the steps' pages while locked. */
export function useGatewayFacts(o: Organization) {
  const { t, i18n } = useLingui();
  const industry = o.company_industry as keyof typeof INDUSTRY_LABELS | null;
  const manager = o.legal_manager;
  return {
    company: [
      [t`Company name`, o.company_name],
      [t`Company type`, o.company_type === 'individual' ? t`Self-employed` : o.company_type ? t`Company` : ''],
      [t`Industry`, industry && INDUSTRY_LABELS[industry] ? i18n._(INDUSTRY_LABELS[industry]) : ''],
    ] satisfies FactRows,
    contact: [
      [t`Address`, address(o.address)],
      [t`Phone`, o.phone ? `${o.prefix ?? ''} ${o.phone}` : ''],
      [t`Website`, o.website],
    ] satisfies FactRows,
    legalManager: [
      [t`Name`, manager ? `${manager.name} ${manager.last_name}` : ''],
      [t`Date of birth`, manager?.dob ? formatDate(manager.dob) : ''],
      [t`Address`, address(manager)],
    ] satisfies FactRows,
  };
}
