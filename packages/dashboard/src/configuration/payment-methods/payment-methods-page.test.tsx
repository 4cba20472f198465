import type { CurrentProductPlan, Organization, PaymentOption, PaymentProviderRecord } from '@cobro/contracts';
import { currentProductPlanQuery, organizationPaymentOptionsQuery, paymentProviderQuery } from '@cobro/data';
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { PaymentMethodsPage } from './payment-methods-page';

const option = (name: PaymentOption['name'], provider: PaymentOption['provider'], include: boolean): PaymentOption => ({
  name,
  provider,
  requested: false,
  logo: name.replace('_payments', ''),
  description: `payment_options.${name.replace('_payments', '')}`,
  include,
  immediate: true,
  recurring_payments: true,
  acceptance_refunds: true,
  acceptance_disputes: true,
});
const OPTIONS = [
  option('card_payments', 'stripe', true),
  option('sepa_debit_payments', 'stripe', false),
  option('inespay_payments', 'inespay', false),
  option('redsys_payments', 'redsys', false),
];
const verified = { verification_status: { verification_status: 'verified', payouts_enabled: true } } as Organization;
const unverified = { verification_status: null } as Organization;

function render(organization: Organization, subscription: 'active' | null, redsys: 'active' | null) {
  const client = new QueryClient();
  client.setQueryData(organizationPaymentOptionsQuery().queryKey, OPTIONS);
  const plan: CurrentProductPlan = subscription ? { id: 's', status: subscription, plan_id: 'p', plan: { name: 'GROWTH' } } : null;
  const record: PaymentProviderRecord | null = redsys
    ? { provider: 'redsys', status: redsys, secret_api_key: '••••8881', public_api_key: null, api_token: null }
    : null;
  client.setQueryData(currentProductPlanQuery().queryKey, plan);
  client.setQueryData(paymentProviderQuery('inespay').queryKey, null);
  client.setQueryData(paymentProviderQuery('redsys').queryKey, record);
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Router ssrPath="/dashboard/configuration/payment-methods">
          <PaymentMethodsPage organization={organization} />
        </Router>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** The card of one method, by its visible name: from its <li> to the next card's. */
const CARD_START = /<li class="method-card( method-card--disabled)?">/g;
const card = (html: string, name: string) => {
  const at = html.indexOf(`>${name}</label>`);
  const starts = [...html.matchAll(CARD_START)].map((m) => m.index);
  const start = starts.filter((i) => i < at).pop()!;
  const next = starts.find((i) => i > at);
  return html.slice(start, next).replace(/<!-- -->/g, '');
};

describe('the payment methods screen (services-and-configuration 4)', () => {
  beforeAll(() => loadCatalog('dashboard', 'en'));

  it('an unverified account: every method greyed out with the reason; the ticked one can still be unticked', () => {
    const html = render(unverified, 'active', 'active');
    expect(card(html, 'SEPA direct debit')).toContain('Not available: your account is not verified yet.');
    expect(card(html, 'SEPA direct debit')).toMatch(/disabled=""/);
    expect(card(html, 'Card payments')).toContain('Not available:');
    expect(card(html, 'Card payments')).not.toMatch(/disabled=""/);
  });

  it('without a subscription, the paying users\' methods are locked; a provider not connected asks to connect it', () => {
    const html = render(verified, null, 'active');
    // Which plans unlock it, and a way to them (issue 27 item 7).
    expect(card(html, 'Card payments (Redsys)')).toContain('it comes with a paid plan (START, GROWTH or SCALE).');
    expect(card(html, 'Card payments (Redsys)')).toMatch(/<button[^>]*>See the plans<\/button>/);
    expect(html).toContain('You can connect Redsys now: its methods take payments once you have a paid plan.');
    expect(card(html, 'SEPA direct debit')).not.toContain('See the plans');
    expect(card(html, 'SEPA direct debit')).not.toContain('Not available');
    const withPlan = render(verified, 'active', null);
    expect(card(withPlan, 'Card payments (Redsys)')).toContain('connect Redsys first.');
    expect(card(withPlan, 'Bank transfer (Inespay)')).toContain('connect Inespay first.');
    expect(withPlan).not.toContain('See the plans');
    expect(withPlan).not.toContain('once you have a paid plan');
  });

  it('each method with its translated description and facts; connected providers say so, others offer connect and request access', () => {
    const html = render(verified, 'active', 'active');
    expect(html).toContain('Visa, Mastercard and American Express');
    expect(html).not.toContain('payment_options.card');
    expect(html).toContain('Offered to your customers');
    expect(html).toContain('Connected');
    expect(html).toContain('Connect Inespay');
    expect(html).toContain('Request access');
  });
});
