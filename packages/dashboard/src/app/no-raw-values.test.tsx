// @vitest-environment happy-dom
import { CompanyType, VerificationStatus, type Organization } from '@cobro/contracts';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { organizationFixture } from '../activation/activation.fixtures';
import { ChargeDetailDialog } from '../charges/charge-detail-dialog';
import { ChargesListPage } from '../charges/charges-list-page';
import { EVERY_CHARGE, EVERY_OPTION, EVERY_PURCHASE, everyCustomer, RAW_VALUES } from '../common/every-value.fixtures';
import { GeneralDataPage } from '../configuration/general-data/general-data-page';
import { MethodCard } from '../configuration/payment-methods/method-card';
import { useWebButton, WebButtonFields } from '../configuration/web-checkout/web-button';
import { CustomerDetailPage } from '../customers/customer-detail-page';
import { PurchaseDetailPage } from '../purchases/purchase-detail-page';
import { PurchasesListPage } from '../purchases/purchases-list-page';
import { screenSuite } from '../common/screen.fixtures';

/**
 * Issue 27: no value of the API's enums (`refunded`, `CARD`, `Unique`, `sepa_debit`...) reaches the merchant as it
 * is sent. The screens are rendered with data holding every value; no text they show (nor any name or hint assistive
 * technology reads), nor what it says in parentheses (`Pago único (Unique)`), may be a raw value, and a value
 * written like a code (upper case, or with `_`) may not appear even inside a sentence.
 */

/** An API value that is also the interface's own word for it, in that language. */
const SAME_WORD: Record<'es' | 'en', readonly string[]> = { en: ['Subscription'], es: [] };

const CODE_LIKE = /_|^[A-Z]{2,}$/;

function rawValuesShown(root: HTMLElement, locale: 'es' | 'en'): string[] {
  const raw = new Set(RAW_VALUES.filter((value) => !SAME_WORD[locale].includes(value)));
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('[hidden], script, style')) texts.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) texts.push(element.getAttribute(name) ?? '');
  }
  const found = new Set<string>();
  for (const text of texts) {
    for (const piece of [text, ...(text.match(/(?<=\()[^()]*(?=\))/g) ?? [])]) if (raw.has(piece.trim())) found.add(piece.trim());
    for (const word of text.split(/[^\p{L}\p{N}_]+/u)) if (CODE_LIKE.test(word) && raw.has(word)) found.add(word);
  }
  return [...found].sort();
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const page = <T,>(data: T[]) => json({ data, total: data.length, page: 1, page_size: Math.max(15, data.length) });

/** The API, answering every read these screens make with the rows above. */
const api = vi.fn(async (input: string) => {
  const path = new URL(input).pathname;
  const customer = /^\/customers\/([^/]+)(\/\w+)?$/.exec(path);
  if (path === '/charges') return page(EVERY_CHARGE);
  if (path.startsWith('/charges/')) return json(EVERY_CHARGE.find((c) => c.id === path.split('/')[2]));
  if (path === '/purchases') return page(EVERY_PURCHASE);
  if (path.startsWith('/purchases/')) return json(EVERY_PURCHASE.find((p) => p.id === path.split('/')[2]));
  if (customer?.[2] === '/charges') return page(EVERY_CHARGE);
  if (customer?.[2] === '/purchases') return page(EVERY_PURCHASE);
  if (customer) return json(everyCustomer(customer[1] === 'company' ? 'COMPANY' : 'PERSON'));
  return new Response(JSON.stringify({ code: 'API-004', message: path }), { status: 404, headers: { 'content-type': 'application/json' } });
});

/** Waits for the screen to show its rows (generously: the machine running the tests may be busy). */
const until = (check: () => void) => waitFor(check, { timeout: 15_000 });

function show(node: ReactNode, path = '/dashboard') {
  const location = memoryLocation({ path });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {node}
        </Router>
      </QueryClientProvider>
    </I18nProvider>,
  ).container;
}

function ButtonBuilder() {
  return <WebButtonFields web={useWebButton()} />;
}

describe.each(['es', 'en'] as const)('no raw API value on screen (%s)', (locale) => {
  screenSuite(locale);
  const rowsShown = () => until(() => expect(screen.getAllByText('Ana López').length).toBeGreaterThan(1));

  it('the payments list, and the details of a payment of every status with its provider records', async () => {
    vi.stubGlobal('fetch', api);
    const list = show(<ChargesListPage />, '/dashboard/charges');
    await rowsShown();
    expect(rawValuesShown(list, locale)).toEqual([]);
    for (const charge of EVERY_CHARGE) {
      cleanup();
      const dialog = show(<ChargeDetailDialog chargeId={charge.id} onClose={() => {}} />);
      await until(() => expect(dialog.querySelector('.money-detail')).not.toBeNull());
      expect(rawValuesShown(dialog, locale), charge.status).toEqual([]);
    }
  });

  it('the sales list and the detail of a sale of every status', async () => {
    vi.stubGlobal('fetch', api);
    const list = show(<PurchasesListPage />, '/dashboard/purchases');
    await rowsShown();
    expect(rawValuesShown(list, locale)).toEqual([]);
    for (const purchase of EVERY_PURCHASE) {
      cleanup();
      const detail = show(<PurchaseDetailPage id={purchase.id} />);
      await until(() => expect(detail.querySelector('.money-card')).not.toBeNull());
      expect(rawValuesShown(detail, locale), purchase.status).toEqual([]);
    }
  });

  it("a customer's detail (person and company), with a stored method of every kind and both history tabs", async () => {
    vi.stubGlobal('fetch', api);
    for (const [id, tab] of [['person', 'purchases'], ['company', 'charges']] as const) {
      cleanup();
      const detail = show(<CustomerDetailPage id={id} />, `/dashboard/customers/${id}/detail?watching=${tab}`);
      await until(() => expect(detail.querySelectorAll('.customer-history tbody tr').length).toBeGreaterThan(1));
      expect(rawValuesShown(detail, locale), id).toEqual([]);
    }
  });

  it('the payment methods to choose, the button builder and the general data of every gateway status', () => {
    const methods = show(
      <ul>
        {EVERY_OPTION.map((option) => (
          <MethodCard key={option.name} option={option} blocked={null} busy={false} onToggle={() => {}} />
        ))}
      </ul>,
    );
    expect(rawValuesShown(methods, locale)).toEqual([]);
    cleanup();
    expect(rawValuesShown(show(<ButtonBuilder />), locale)).toEqual([]);
    for (const status of VerificationStatus.options) {
      cleanup();
      const organization: Organization = organizationFixture({
        company_type: CompanyType.options[VerificationStatus.options.indexOf(status) % 2],
        verification_status: { verification_status: status, payouts_enabled: true, charges_enabled: true },
      });
      expect(rawValuesShown(show(<GeneralDataPage organization={organization} />), locale), status).toEqual([]);
    }
  });
});
