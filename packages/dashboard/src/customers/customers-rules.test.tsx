// @vitest-environment happy-dom
import type { CustomerDetail } from '@cobro/contracts';
import { $toasts } from '@cobro/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { everyCustomer } from '../common/every-value.fixtures';
import { failure, json, screenSuite, showScreen } from '../common/screen.fixtures';
import { CustomerDetailPage } from './customer-detail-page';
import { CustomersListPage } from './customers-list-page';

const page = <T,>(data: T[]) => json({ data, total: data.length, page: 1, page_size: 15 });

/** The customers' reads: the list and the detail of `customer`; `update` answers PUT /customers/{id}. */
function server(customer: CustomerDetail, update: () => Response = () => json(customer)) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname;
    if (init?.method === 'PUT') return update();
    if (path === '/customers') return page([everyCustomer('PERSON'), { ...everyCustomer('COMPANY'), id: 'cus_2', name: 'Norte S.L.' }]);
    if (path === `/customers/${customer.id}`) return json(customer);
    if (path.startsWith(`/customers/${customer.id}/`)) return page([]);
    return failure('API-004', 404);
  });
}

const TEXTS = {
  en: {
    client: 'Client', company: 'Company', person: 'Person', methods: 'Payment methods', endingIn: 'Ending in 4242',
    kinds: ['Card', 'SEPA direct debit', 'Bank transfer (Inespay)', 'Redsys', 'Afterpay / Clearpay'],
    actions: 'Account actions', edit: 'Edit', save: 'Save', invalid: 'The customer data is not valid', generic: 'Something went wrong on our side',
  },
  es: {
    client: 'Cliente', company: 'Empresa', person: 'Persona', methods: 'Métodos de pago', endingIn: 'Terminada en 4242',
    kinds: ['Tarjeta', 'Adeudo directo SEPA', 'Transferencia bancaria (Inespay)', 'Redsys', 'Afterpay / Clearpay'],
    actions: 'Acciones de la cuenta', edit: 'Editar', save: 'Guardar', invalid: 'Los datos del cliente no son válidos', generic: 'Algo ha fallado por nuestra parte',
  },
} as const;

describe.each(['en', 'es'] as const)('customers (%s)', (locale) => {
  const texts = TEXTS[locale];
  screenSuite(locale);

  // dashboard-core 2, "Customers list": "Type shows "client" for a person, "company" otherwise." "Customer detail":
  // "a type badge (person or company)".
  it('the list says client for a person and company otherwise', async () => {
    vi.stubGlobal('fetch', server(everyCustomer('PERSON')));
    showScreen(<CustomersListPage />, { path: '/dashboard/customers' });
    const person = (await screen.findByRole('link', { name: 'Ana López' })).closest('tr')!;
    const company = screen.getByRole('link', { name: 'Norte S.L.' }).closest('tr')!;
    // A cell's text starts with its column's name (shown on a phone), then the value.
    const type = (row: HTMLElement) => within(row).getAllByRole('cell')[1]!.textContent;
    expect(type(person)).toMatch(new RegExp(`${texts.client}$`));
    expect(type(company)).toMatch(new RegExp(`${texts.company}$`));
  });

  it.each([
    ['PERSON', 'person'],
    ['COMPANY', 'company'],
  ] as const)('the detail badges a %s customer as %s', async (type, word) => {
    vi.stubGlobal('fetch', server(everyCustomer(type)));
    showScreen(<CustomerDetailPage id="cus_1" />, { path: '/dashboard/customers/cus_1/detail' });
    expect(await screen.findByText(texts[word], { selector: '.badge' })).toBeTruthy();
  });

  // dashboard-core 2, "Customer detail": "then payment-method cards"; dashboard-core 3, "Payment method": type, brand,
  // last4, image, description; "Payment-method images come from a CDN by image name".
  it('the detail shows one card per stored payment method: its image, its kind and its last four digits', async () => {
    vi.stubGlobal('fetch', server(everyCustomer('PERSON')));
    showScreen(<CustomerDetailPage id="cus_1" />, { path: '/dashboard/customers/cus_1/detail' });
    const list = await screen.findByRole('list', { name: texts.methods });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('.payment-method__kind')!.textContent).sort()).toEqual([...texts.kinds].sort());
    for (const card of cards) {
      expect(within(card).getByRole('img').getAttribute('aria-label')).toBeTruthy();
      expect(within(card).getByText(texts.endingIn)).toBeTruthy();
    }
    // The image is chosen by its name: SEPA's mark says so, a card of no known brand is the plain card.
    const image = (kind: string) => within(cards.find((card) => card.querySelector('.payment-method__kind')!.textContent === kind)!).getByRole('img').textContent;
    expect(image(texts.kinds[1])).toBe('SEPA');
    expect(image(texts.kinds[0])).toBe('');
  });

  // dashboard-core 8: "A customer update failure shows a configuration error toast." (services-and-configuration 8:
  // "API errors show a toast titled with the server code and described with the server message.")
  it.each([
    ['CUS-006', 400, 'invalid'],
    ['API-500', 500, 'generic'],
  ] as const)('an update that fails with %s is the error toast with its code, and the form stays open', async (code, status, text) => {
    vi.stubGlobal('fetch', server(everyCustomer('PERSON'), () => failure(code, status)));
    showScreen(<CustomerDetailPage id="cus_1" />, { path: '/dashboard/customers/cus_1/detail' });
    fireEvent.click(await screen.findByRole('button', { name: texts.actions }));
    fireEvent.click(screen.getByRole('menuitem', { name: texts.edit }));
    fireEvent.click(screen.getByRole('button', { name: texts.save }));
    await waitFor(() => expect($toasts.get()).toMatchObject([{ title: code, description: texts[text], tone: 'danger' }]));
    expect(screen.getByRole('button', { name: texts.save })).toBeTruthy();
  });
});
