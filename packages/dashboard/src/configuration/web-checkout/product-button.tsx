import type { WidgetServicesResponse } from '@cobro/contracts';
import { widgetServicesQuery } from '@cobro/data';
import { EmptyState, ErrorPlaceholder, LoadingPlaceholder, SelectField } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import type { z } from 'zod';
import { SERVICE_CREATE_PATH } from '../../app/routes';
import { FREQUENCY_LABELS } from '../../common/frequency-labels';
import { planPriceText } from '../../common/plan-price';
import type { ButtonAttribute } from './snippets';
import { productButtonAttributes } from './web-button-form';

type Services = z.infer<typeof WidgetServicesResponse>;

/**
 * The product-services button: a service and plan from GET /widget-configuration/services. Until the merchant
 * chooses, the first service and its first plan are taken, so the code and the preview show at once.
 */
export function useProductButton() {
  const query = useQuery(widgetServicesQuery());
  const [chosen, setChosen] = useState<{ serviceId: string; planId: string } | null>(null);
  const services: Services = query.data ?? [];
  const service = services.find((s) => s.id === chosen?.serviceId) ?? services.find((s) => s.plans.length > 0);
  const plan = service?.plans.find((p) => p.id === chosen?.planId) ?? service?.plans[0];
  const attributes: ButtonAttribute[] | null = service && plan ? productButtonAttributes(service.id, plan.id) : null;
  return {
    query,
    services,
    serviceId: service?.id ?? '',
    planId: plan?.id ?? '',
    attributes,
    chooseService: (serviceId: string) => setChosen({ serviceId, planId: '' }),
    choosePlan: (planId: string) => setChosen({ serviceId: service?.id ?? '', planId }),
  };
}

export function ProductButtonFields({ product }: { product: ReturnType<typeof useProductButton> }) {
  const { t, i18n } = useLingui();
  const { query, services } = product;
  if (query.isPending) return <LoadingPlaceholder lines={2} />;
  if (query.isError) {
    return (
      <ErrorPlaceholder
        title={t`Your services could not be loaded`}
        description={t`Check your connection and try again.`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const sellable = services.filter((s) => s.plans.length > 0);
  if (sellable.length === 0) {
    return (
      <EmptyState
        title={t`You have no active service with an active plan`}
        description={t`Publish a service to sell it with a button, or describe the plan on the button itself in the web services tab.`}
        action={
          <Link href={SERVICE_CREATE_PATH} className="button button--primary button--md">
            <Trans>Create service</Trans>
          </Link>
        }
      />
    );
  }
  const plans = sellable.find((s) => s.id === product.serviceId)?.plans ?? [];
  return (
    <div className="web-checkout__fields">
      <SelectField
        label={t`Service`}
        value={product.serviceId}
        options={sellable.map((s) => ({ value: s.id, label: s.name }))}
        onChange={(event) => product.chooseService(event.target.value)}
      />
      <SelectField
        label={t`Plan`}
        value={product.planId}
        options={plans.map((p) => {
          const price = planPriceText(p);
          const every = p.frequency ? ` · ${i18n._(FREQUENCY_LABELS[p.frequency])}` : '';
          return { value: p.id, label: `${p.name} · ${price}${every}` };
        })}
        onChange={(event) => product.choosePlan(event.target.value)}
      />
    </div>
  );
}
