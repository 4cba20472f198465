import type { CurrentProductPlan, ProductPlan } from '@cobro/contracts';
import { currentProductPlanQuery, productPlansQuery } from '@cobro/data';
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import CurrentPlanLimit from './current-plan-limit';

const plans: ProductPlan[] = [
  { id: 'p1', name: 'START Mensual', price: 2900, type: 'MONTH' },
  { id: 'p2', name: 'SCALE Anual', price: 199000, type: 'YEAR' },
];

async function limitText(locale: 'es' | 'en', current: CurrentProductPlan) {
  await loadCatalog('dashboard', locale);
  const client = new QueryClient();
  client.setQueryData(productPlansQuery().queryKey, plans);
  client.setQueryData(currentProductPlanQuery().queryKey, current);
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <CurrentPlanLimit />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe("the plan task's limit", () => {
  it('names the current plan and its limit, per month or per year, in the merchant’s language', async () => {
    expect(await limitText('en', { id: 's1', status: 'active', plan_id: 'p1', plan: { name: 'START Mensual' } })).toBe(
      'START: up to 20.000,00\u00a0€ a month',
    );
    expect(await limitText('es', { id: 's1', status: 'active', plan_id: 'p2', plan: { name: 'SCALE Anual' } })).toBe(
      'SCALE: hasta 1.200.000,00\u00a0€ al año',
    );
  });

  it('without a plan, the free trial’s limit', async () => {
    expect(await limitText('es', null)).toBe('Prueba gratuita: hasta 3.000,00\u00a0€ al mes');
  });
});
