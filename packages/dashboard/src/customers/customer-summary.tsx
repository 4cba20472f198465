import { customerSpending, monthlyRecurringRevenue, type CustomerDetail } from '@cobro/contracts';
import { formatMoney, formatMonthYear } from '@cobro/i18n';
import { Badge } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { HOLDER_TYPE_LABELS } from './customer-texts';

/**
 * The left panel of a customer (dashboard-core 2): name, a person or company badge, spending, customer since and
 * the monthly recurring revenue, both computed from the customer's charges by the shared rules (section 9).
 */
export function CustomerSummary({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useLingui();
  return (
    <section className="customer-summary" aria-labelledby="customer-name">
      <div className="customer-summary__heading">
        <h1 id="customer-name" className="page__title">
          {customer.name}
        </h1>
        <Badge tone={customer.type === 'PERSON' ? 'blue' : 'grey'}>{i18n._(HOLDER_TYPE_LABELS[customer.type])}</Badge>
      </div>
      <dl className="customer-summary__figures">
        <div>
          <dt>{t`Spending`}</dt>
          <dd>{formatMoney(customerSpending(customer.charges))}</dd>
        </div>
        <div>
          <dt>{t`Customer since`}</dt>
          <dd>{formatMonthYear(customer.created_at)}</dd>
        </div>
        <div>
          <dt>{t`Monthly recurring revenue`}</dt>
          <dd>{formatMoney(monthlyRecurringRevenue(customer.charges, new Date()))}</dd>
        </div>
      </dl>
    </section>
  );
}
