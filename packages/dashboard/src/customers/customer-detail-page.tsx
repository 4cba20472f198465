import type { CustomerDetail } from '@cobro/contracts';
import { customerQuery } from '@cobro/data';
import { LoadingPlaceholder } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { CUSTOMERS_PATH } from '../app/routes';
import { useDocumentTitle } from '../app/use-document-title';
import { BackLink } from '../list-page/back-link';
import { ListLoadFailed } from '../list-page/list-load-failed';
import { CustomerAccountCard } from './customer-account-card';
import { CustomerHistory } from './customer-history';
import { CustomerSummary } from './customer-summary';
import { PaymentMethodCard } from './payment-method-card';
import { useDeleteCustomerDialog } from './use-delete-customer-dialog';

/** /dashboard/customers/{id}/detail (dashboard-core 2). */
export function CustomerDetailPage({ id }: { id: string }) {
  const { t } = useLingui();
  const query = useQuery(customerQuery(id));
  useDocumentTitle(query.data?.name ?? t`Customer`);
  return (
    <div className="page money-page">
      <BackLink href={CUSTOMERS_PATH}>
        <Trans>Customers</Trans>
      </BackLink>
      {query.isPending ? (
        <LoadingPlaceholder lines={6} />
      ) : query.data ? (
        <CustomerDetailContent customer={query.data} />
      ) : (
        <ListLoadFailed error={query.error} onRetry={() => void query.refetch()} />
      )}
    </div>
  );
}

function CustomerDetailContent({ customer }: { customer: CustomerDetail }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const remove = useDeleteCustomerDialog({ only: customer.id, onDeleted: () => navigate(CUSTOMERS_PATH) });
  return (
    <>
      <div className="customer-detail">
        <CustomerSummary customer={customer} />
        <div className="customer-detail__side">
          <CustomerAccountCard customer={customer} onRemove={() => remove.ask(customer)} />
          <section className="money-card" aria-labelledby="customer-methods-title">
            <h2 id="customer-methods-title" className="money-card__title">
              <Trans>Payment methods</Trans>
            </h2>
            {customer.payment_methods.length ? (
              <ul className="payment-methods" aria-label={t`Payment methods`}>
                {customer.payment_methods.map((method, index) => (
                  <PaymentMethodCard key={method.id ?? index} method={method} />
                ))}
              </ul>
            ) : (
              <p className="money-page__empty">
                <Trans>No payment methods saved.</Trans>
              </p>
            )}
          </section>
        </div>
      </div>
      <CustomerHistory customerId={customer.id} />
      {remove.dialog}
    </>
  );
}
