import type { CurrentProductPlan, ProductPlan } from '@cobro/contracts';
import { currentProductPlanQuery, productPlansQuery, productPlanStateQuery } from '@cobro/data';
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { ProductPlans } from './product-plans';

const PLANS: ProductPlan[] = (['START', 'GROWTH', 'SCALE'] as const).flatMap((tier, n) => [
  { id: `m${n}`, name: `${tier} Mensual`, price: 2900 * (n + 1), type: 'MONTH' as const },
  { id: `y${n}`, name: `${tier} Anual`, price: 29000 * (n + 1), type: 'YEAR' as const },
]);

function render(current: CurrentProductPlan) {
  const client = new QueryClient();
  client.setQueryData(productPlansQuery().queryKey, PLANS);
  client.setQueryData(currentProductPlanQuery().queryKey, current);
  client.setQueryData(productPlanStateQuery().queryKey, { plan_exceeded: false, plan_name: null, plan_end_date: null });
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Router ssrPath="/dashboard/panel" ssrSearch="dialog=plans">
          <ProductPlans />
        </Router>
      </QueryClientProvider>
    </I18nProvider>,
  ).replace(/<!-- -->/g, '');
}

/** Each card of the modal, by the name in its heading. */
const cards = (html: string) =>
  Object.fromEntries(
    html
      .split(/<li class="plan-card(?=[ "])/)
      .slice(1)
      .map((card) => [/<h3 class="plan-card__name">([^<]+)<\/h3>/.exec(card)![1], card]),
  );

/** The class of the feature line holding `text` in a card. */
const featureClass = (card: string, text: string) =>
  card
    .split('<li class="')
    .slice(1)
    .find((line) => line.slice(0, line.indexOf('</li>')).includes(text))
    ?.split('"')[0];

const WORDS = {
  en: { trial: 'Free trial', current: 'Current plan', choose: 'Choose', own: 'Redsys and Inespay with your own contracts', cards: 'Cards and SEPA direct debit' },
  es: { trial: 'Prueba gratuita', current: 'Plan actual', choose: 'Elegir', own: 'Redsys e Inespay con tus propios contratos', cards: 'Tarjetas y domiciliación SEPA' },
} as const;

// Issue 27 item 7: the current plan is marked (the free trial too), plans compare what they include, the choose
// buttons say one short word with the plan in their accessible name.
describe.each(['en', 'es'] as const)('the plans modal (%s)', (locale) => {
  const w = WORDS[locale];
  const setUp = () => loadCatalog('dashboard', locale);

  it('without a plan, the free trial is marked as the current plan', async () => {
    await setUp();
    const card = cards(render(null));
    expect(card[w.trial]).toContain(w.current);
    expect(card['START Mensual']).not.toContain(w.current);
  });

  it('each card says what it includes: Redsys and Inespay come with a paid plan, not with the trial', async () => {
    await setUp();
    const card = cards(render(null));
    for (const name of [w.trial, 'START Mensual', 'GROWTH Mensual', 'SCALE Mensual']) expect(featureClass(card[name], w.cards)).toBe('fact-list__fact');
    expect(featureClass(card[w.trial], w.own)).toBe('fact-list__fact fact-list__fact--off');
    for (const name of ['START Mensual', 'GROWTH Mensual', 'SCALE Mensual']) expect(featureClass(card[name], w.own)).toBe('fact-list__fact');
  });

  it('the choose button shows one word and names its plan to a screen reader', async () => {
    await setUp();
    const card = cards(render(null));
    expect(card['SCALE Mensual']).toMatch(new RegExp(`<button[^>]*aria-label="${w.choose} SCALE Mensual"[^>]*>${w.choose}</button>`));
  });

  it('a subscriber sees its plan marked and no trial card', async () => {
    await setUp();
    const card = cards(render({ id: 's', status: 'active', plan_id: 'm1', plan: { name: 'GROWTH Mensual' } }));
    expect(card[w.trial]).toBeUndefined();
    expect(card['GROWTH Mensual']).toContain(w.current);
  });
});
