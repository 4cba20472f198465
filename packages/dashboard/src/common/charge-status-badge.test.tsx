import { loadCatalog } from '@cobro/i18n';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChargeStatusBadge } from './charge-status-badge';

// Server rendering checks what the badge says (in English, the source); behaviour is in e2e/money.spec.ts.
const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('charge cells', () => {
  beforeAll(() => loadCatalog('dashboard', 'en'));

  it('charge statuses show their display group: incomplete (grey) for pending, error for failed, disputed for disputes', () => {
    expect(text(render(<ChargeStatusBadge status="paid" />))).toBe('Succeeded');
    expect(text(render(<ChargeStatusBadge status="pending" />))).toBe('Incomplete');
    expect(render(<ChargeStatusBadge status="pending" />)).toMatch(/grey/);
    expect(text(render(<ChargeStatusBadge status="processing" />))).toBe('Processing');
    expect(text(render(<ChargeStatusBadge status="failed" />))).toBe('Error');
    expect(text(render(<ChargeStatusBadge status="needs_response" />))).toBe('Disputed');
    expect(text(render(<ChargeStatusBadge status="refunded" />))).toBe('Refunded');
  });
});
