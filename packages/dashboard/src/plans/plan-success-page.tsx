import { productPlanInvoiceQuery } from '@cobro/data';
import { Button, toast } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { DASHBOARD_HOME } from '../app/routes';

/** /uelz-plans/checkout/{id}/success: the plan is paid; its invoice opens in a new tab (an empty answer: try again). */
export function PlanSuccessPage() {
  const { t } = useLingui();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const invoiceError = () =>
    toast({ title: t`The invoice could not be downloaded`, description: t`It may not be ready yet. Try again in a moment.`, tone: 'danger' });
  const download = async () => {
    setBusy(true);
    try {
      const { url } = await client.fetchQuery(productPlanInvoiceQuery());
      if (url) window.open(url, '_blank', 'noopener');
      else invoiceError();
    } catch {
      invoiceError();
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="product-payment__done">
      <h2>{t`Your plan is active`}</h2>
      <p>{t`Thank you. We have charged your card and sent the invoice to your e-mail.`}</p>
      <div className="product-payment__actions">
        <Button variant="primary" loading={busy} onClick={() => void download()}>
          {t`Download invoice`}
        </Button>
        <Link href={DASHBOARD_HOME} className="button button--secondary button--md">
          {t`Go to the panel`}
        </Link>
      </div>
    </section>
  );
}
