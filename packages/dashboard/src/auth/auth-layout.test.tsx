// @vitest-environment happy-dom
import { loadCatalog } from '@cobro/i18n';
import { cleanup, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { showScreen } from '../common/screen.fixtures';
import { AuthLayout } from './auth-layout';
import { NotFoundPage } from './not-found-page';

const TEXTS = {
  en: {
    tagline: 'Get paid by your customers, online and on time.',
    checklist: ['Cards, SEPA direct debit and bank payments', 'One-off and recurring payments', 'Payment links and a checkout for your website', 'Payouts to your Spanish bank account'],
  },
  es: {
    tagline: 'Cobra a tus clientes, online y a tiempo.',
    checklist: ['Tarjetas, adeudo directo SEPA y pagos bancarios', 'Pagos únicos y recurrentes', 'Enlaces de pago y un checkout para tu web', 'Liquidaciones en tu cuenta bancaria española'],
  },
} as const;

// public-flows 2: "Auth layout (left brand panel with a checklist, content on the right)", for sign-in, sign-up,
// recovery, the activation introduction, logout and "any other path under the auth layout".
describe.each(['en', 'es'] as const)('the auth layout (%s)', (locale) => {
  const texts = TEXTS[locale];
  beforeAll(() => loadCatalog('dashboard', locale));
  afterEach(() => {
    cleanup();
    document.head.replaceChildren();
  });

  it('is a brand panel with the checklist, then the page as the main content', () => {
    showScreen(
      <AuthLayout>
        <h1>Page</h1>
      </AuthLayout>,
    );
    const brand = screen.getByRole('banner');
    expect(within(brand).getByText('Cobro')).toBeTruthy();
    expect(within(brand).getByText(texts.tagline)).toBeTruthy();
    expect(within(within(brand).getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(texts.checklist);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Page' })).toBeTruthy();
    expect(brand.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('from 768 px the brand is the left column and the page the right one (the checklist shown)', () => {
    const style = document.createElement('style');
    // The sheet the element adopts, read as written: tests get CSS imports as empty strings.
    style.textContent = readFileSync(`${import.meta.dirname}/auth-layout.css`, 'utf8');
    document.head.append(style);
    showScreen(
      <AuthLayout>
        <h1>Page</h1>
      </AuthLayout>,
    );
    expect(window.innerWidth).toBeGreaterThanOrEqual(768);
    const layout = screen.getByRole('banner').parentElement!;
    // Two tracks (a `minmax(...)` counts as one).
    expect(getComputedStyle(layout).gridTemplateColumns.replace(/\([^)]*\)/g, '()').split(' ')).toHaveLength(2);
    expect([...layout.children].map((child) => child.tagName)).toEqual(['HEADER', 'MAIN']);
    expect(getComputedStyle(screen.getByRole('list')).display).toBe('block');
  });

  it('an unknown public path is shown inside it', () => {
    showScreen(<NotFoundPage />, { path: '/nowhere' });
    expect(within(screen.getByRole('banner')).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toBeTruthy();
  });
});
