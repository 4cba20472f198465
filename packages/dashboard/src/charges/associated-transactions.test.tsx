import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { aCharge } from '../common/money.fixtures';
import { AssociatedTransactions } from './associated-transactions';

/** Each row's type and status cells. */
const rows = (html: string) =>
  [...html.matchAll(/<tr><td[^>]*>(.*?)<\/td>(?:<td[^>]*>.*?<\/td>){2}<td[^>]*>(.*?)<\/td><\/tr>/g)].map((row) => `${row[1]} | ${row[2]}`);

const record = { amount: 1000, created: 1_700_000_000, paid: true, failure_message: null, payment_method_details: null };
const charge = aCharge({
  associated_transactions: [
    { ...record, id: 'ch_1', object: 'charge', status: 'refunded' },
    { ...record, id: 'ch_2', object: 'charge', status: 'paid' },
    { ...record, id: 'ch_3', object: 'charge', status: 'needs_response' },
    { ...record, id: 're_1', object: 'refund', status: 'succeeded' },
    { ...record, id: 're_2', object: 'refund', status: 'pending' },
    { ...record, id: 're_3', object: 'refund', status: 'failed', failure_message: 'expired_card' },
    { ...record, id: 're_4', object: 'refund', status: 'canceled' },
  ],
});

describe("the charge's associated transactions", () => {
  it.each([
    [
      'es',
      [
        'Cobro | Devuelto',
        'Cobro | Completado',
        'Cobro | En disputa',
        'Devolución | Completado',
        'Devolución | Pendiente',
        'Devolución | Fallido: La tarjeta ha caducado',
        'Devolución | Cancelado',
      ],
    ],
    [
      'en',
      [
        'Charge | Refunded',
        'Charge | Succeeded',
        'Charge | Disputed',
        'Refund | Succeeded',
        'Refund | Pending',
        'Refund | Failed: The card has expired',
        'Refund | Canceled',
      ],
    ],
  ] as const)(
    'in %s: the type as a noun; a charge record’s status as the payments list says it, a refund’s by name, with the failure reason',
    async (locale, expected) => {
      await loadCatalog('dashboard', locale);
      const html = renderToStaticMarkup(
        <I18nProvider i18n={i18n}>
          <AssociatedTransactions charge={charge} />
        </I18nProvider>,
      );
      expect(rows(html)).toEqual(expected);
    },
  );
});
