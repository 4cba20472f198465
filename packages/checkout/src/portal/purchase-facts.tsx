import type { PortalPurchase } from '@cobro/contracts';
import { formatDate, formatMoney } from '@cobro/i18n';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** The contract as the buyer and the law name it: merchant, service, plan, amount, purchase date and id. */
export function PurchaseFacts({ purchase, merchant, children }: { purchase: PortalPurchase; merchant?: string; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <dl className="result__details">
      {merchant !== undefined && <Fact term={t`Merchant`}>{merchant}</Fact>}
      <Fact term={t`Service`}>{purchase.service_name}</Fact>
      <Fact term={t`Plan`}>{purchase.plan_name}</Fact>
      <Fact term={t`Amount`}>{formatMoney(purchase.amount, purchase.currency)}</Fact>
      <Fact term={t`Purchase date`}>{formatDate(purchase.created_at)}</Fact>
      <Fact term={t`Purchase ID`}>{purchase.id}</Fact>
      {children}
    </dl>
  );
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
