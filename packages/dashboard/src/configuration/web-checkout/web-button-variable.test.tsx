import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useForm } from 'react-hook-form';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLAN_ATTRIBUTES } from './button-attributes';
import { WebButtonFields } from './web-button';
import { WEB_BUTTON_DEFAULTS, WebButtonForm, type WebButtonValues } from './web-button-form';

// Issue 29 (decision 1139): a button sells variable subscriptions, so the builder offers one, with its future charge,
// consumed units and usage id, and the amount is the price of one unit.
function Subscription({ subscriptionType }: { subscriptionType: 'fixed' | 'variable' }) {
  const form = useForm<WebButtonValues>({ defaultValues: { ...WEB_BUTTON_DEFAULTS, type: 'Subscription', subscription_type: subscriptionType } });
  return <WebButtonFields web={{ form: form as never, attributes: null }} />;
}

const render = (subscriptionType: 'fixed' | 'variable') =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Subscription subscriptionType={subscriptionType} />
    </I18nProvider>,
  );

describe('the web-services button builder', () => {
  beforeAll(() => loadCatalog('dashboard', 'en'));

  it('offers a variable subscription, whose fields show only when it is chosen', () => {
    const fixed = render('fixed');
    expect(fixed).toContain('value="variable"');
    expect(fixed).toContain('Amount (EUR)');
    expect(fixed).not.toContain('value="last_charge"');
    const variable = render('variable');
    expect(variable).toContain('Price per unit (EUR)');
    expect(variable).toContain('value="last_charge"');
    expect(variable).toContain('External usage id (optional)');
  });

  it('builds the variable attributes, and asks for the future charge', () => {
    const values = { ...WEB_BUTTON_DEFAULTS, service_name: 'Consultoría', plan_name: 'Por horas', amount: '50', type: 'Subscription' as const, frequency: 'month' as const, subscription_type: 'variable' as const };
    expect(WebButtonForm.safeParse(values).error?.issues.map((i) => i.path[0])).toEqual(['future_charge']);
    const built = WebButtonForm.parse({ ...values, future_charge: 'last_charge', consume_units: '2', external_usage_id: 'cliente-42' });
    expect(Object.fromEntries(built)).toMatchObject({ 'subscription-type': 'variable', 'future-charge': 'last_charge', 'consume-units': '2', 'external-usage-id': 'cliente-42' });
  });

  it('its attribute table explains a variable subscription', () => {
    const row = PLAN_ATTRIBUTES.find((a) => a.name === 'subscription-type')!;
    expect(i18n._(row.values)).toMatch(/or variable/);
  });
});
