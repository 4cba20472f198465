import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCharge } from '../common/money.fixtures';
import { AssociatedTransactions } from './associated-transactions';

const statusCells = (html: string) =>
  [...html.matchAll(/<tr>(?:<td[^>]*>.*?<\/td>){3}<td[^>]*>(.*?)<\/td><\/tr>/g)].map((row) => row[1]);

describe("the charge's associated transactions", () => {
  beforeAll(() => loadCatalog('dashboard', 'es'));

  it('say every provider status in the merchant’s language, with the failure reason', () => {
    const record = { amount: 1000, created: 1_700_000_000, paid: true, failure_message: null, payment_method_details: null };
    const charge = aCharge({
      associated_transactions: [
        { ...record, id: 'ch_1', object: 'charge', status: 'succeeded' },
        { ...record, id: 're_1', object: 'refund', status: 'pending' },
        { ...record, id: 're_2', object: 'refund', status: 'failed', failure_message: 'expired_card' },
        { ...record, id: 're_3', object: 'refund', status: 'canceled' },
      ],
    });
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <AssociatedTransactions charge={charge} />
      </I18nProvider>,
    );
    expect(statusCells(html)).toEqual(['Completado', 'Pendiente', 'Fallido: La tarjeta ha caducado', 'Cancelado']);
  });
});
