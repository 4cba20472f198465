import { PurchaseStatus } from '@cobro/contracts';
import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { aPurchase } from '../common/money.fixtures';
import { EndDateCell } from './end-date-cell';
import { PurchaseStatusBadge } from './purchase-status-badge';

// Server rendering checks what the cells say (in English, the source) and their ARIA; behaviour is in e2e/money.spec.ts.
const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('money cells', () => {
  beforeAll(() => loadCatalog('dashboard', 'en'));

  it('purchase badges follow the table of dashboard-core 4, word and colour', () => {
    const expected: Record<PurchaseStatus, string> = {
      canceled: 'Canceled red',
      past_due: 'Past due yellow',
      unpaid: 'Debt red',
      incomplete: 'Incomplete grey',
      incomplete_expired: 'Incomplete grey',
      paused: 'Paused blue',
      active: 'Active green',
      paid: 'Complete grey',
      succeeded: 'Complete grey',
      failed: 'Incomplete grey',
      pending: 'Processing grey',
      trialing: 'Trial grey',
      finished: 'Finished grey',
    };
    for (const status of PurchaseStatus.options) {
      const html = render(<PurchaseStatusBadge status={status} />);
      expect(`${text(html)} ${/badge--(\w+)/.exec(html)?.[1]}`, status).toBe(expected[status]);
    }
  });

  it('the end date is a dash when there is none, and the cancel-date tooltip shows for a future cancel date', () => {
    const none = aPurchase({ provider: 'INESPAY', status: 'trialing' });
    expect(text(render(<EndDateCell purchase={none} />))).toBe('—');

    const cancelAt = Math.floor(Date.now() / 1000) + 86_400 * 10;
    const html = render(<EndDateCell purchase={aPurchase({ subscription: { ...aPurchase().subscription!, cancel_at: cancelAt } })} />);
    expect(html).toContain('role="tooltip"');
    expect(attribute(html, 'aria-describedby')).toBe(attribute(html, 'id'));
    expect(text(html)).toContain('This subscription will be canceled on');
  });

  it('a cancel date in the past shows the date without the tooltip', () => {
    const past = aPurchase({ subscription: { ...aPurchase().subscription!, cancel_at: 1_700_000_000 } });
    const html = render(<EndDateCell purchase={past} />);
    expect(text(html)).toBe('14/11/2023');
    expect(html).not.toContain('role="tooltip"');
  });
});

function attribute(html: string, name: string) {
  return new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];
}
