/**
 * The list calls the benchmark times: every merchant list, and on each the filter, search, sort and date-range shapes
 * the screens can send (dashboard list pages and the customer's history), plus the API's other sort columns; and the
 * panel's figures over the ranges its date filter bar sends.
 */

export interface ShapeContext {
  /** A customer of the bulk data: its e-mail, tax id and surname are searched, its history listed. */
  customer: { id: string; email: string; taxId: string; surname: string };
  now: Date;
}

export interface Shape {
  list: string;
  label: string;
  path: string;
}

const day = (at: Date) => at.toISOString().slice(0, 10);
const daysBefore = (now: Date, days: number) => day(new Date(now.getTime() - days * 86_400_000));
const q = encodeURIComponent;

/** Sorted by each column both ways. */
const sorts = (fields: string[]) => fields.flatMap((f) => [[`sorted by ${f}`, `sort=${f}`], [`sorted by -${f}`, `sort=-${f}`]]);

export function listShapes({ customer, now }: ShapeContext): Shape[] {
  const quarter = `first_day=${daysBefore(now, 90)}&last_day=${day(now)}`;
  const oneDay = `first_day=${daysBefore(now, 3)}&last_day=${daysBefore(now, 3)}`;
  const surname = q(customer.surname.split(' ')[0]);
  const searches = [
    ['search by a common surname', `search=${surname}`],
    ['search by e-mail prefix', `search=${q(customer.email.slice(0, customer.email.indexOf('@') + 4))}`],
    ['search by whole e-mail', `search=${q(customer.email)}`],
    ['search by tax id prefix', `search=${q(customer.taxId.slice(0, 6))}`],
    ['search matching nothing', 'search=zzzzqq'],
  ];
  const money = (statuses: string) => [
    ['no filter', ''],
    ['page 10', 'page=10'],
    ['page 2,000', 'page=2000'],
    ['one status', `status=${statuses.split(',')[0]}`],
    ['two statuses', `status=${statuses}`],
    ['one method', 'payment_method=redsys'],
    ['two methods', 'payment_method=card,sepa_debit'],
    ['90 days', quarter],
    ['one day', oneDay],
    ...searches,
    ['filters + search + date range', `status=${statuses}&payment_method=card,sepa_debit&search=${surname}&${quarter}`],
    ['status + date range', `status=${statuses.split(',')[0]}&${quarter}`],
  ];
  const charges = [
    ...money('succeeded,paid'),
    ...sorts(['created_at', 'amount', 'status', 'payment_method']),
    ['method, sorted by -amount, page 3', 'payment_method=redsys&sort=-amount&page=3'],
    ['filters + search + date range, sorted by -amount', `status=failed&${quarter}&search=${surname}&sort=-amount`],
    ['a dispute status, sorted by -status', 'status=needs_response&sort=-status'],
  ];
  const purchases = [
    ...money('active,past_due'),
    ...sorts(['created_at', 'status', 'next_recurring_date', 'finish_date']),
    ['status, sorted by next_recurring_date', 'status=active&sort=next_recurring_date'],
  ];
  const customers = [
    ['no filter', ''],
    ['page 10', 'page=10'],
    ['page 2,000', 'page=2000'],
    ['status (has such a charge)', 'status=failed'],
    ['method (has such a charge)', 'payment_method=inespay'],
    ['90 days', quarter],
    ...searches,
    ...sorts(['created_at', 'name', 'email', 'type']),
    ['search, sorted by -name', `search=${surname}&sort=-name`],
    ['status + method + 90 days', `status=processing&payment_method=redsys&${quarter}`],
  ];
  const history = (statuses: string, sortFields: string[]) => [
    ['no filter', ''],
    ['one status', `status=${statuses}`],
    ['one method', 'payment_method=card'],
    ['90 days', quarter],
    ['search', `search=${surname}`],
    ...sorts(sortFields),
  ];
  const catalog = (sortFields: string[]) => [
    ['no filter', ''],
    ['active', 'status=ACTIVE'],
    ['search', 'search=clases'],
    ['search, two words', 'search=curso%20pia'],
    ...sorts(sortFields),
  ];
  // The panel's figures (no page): a day, the week, the month and a quarter, as the date filter bar sends them.
  const panelRanges = [
    ['one day', `first_day=${day(now)}&last_day=${day(now)}`],
    ['7 days', `first_day=${daysBefore(now, 6)}&last_day=${day(now)}`],
    ['a month', `first_day=${daysBefore(now, 30)}&last_day=${day(now)}`],
    ['90 days', quarter],
  ];
  const panel: Shape[] = [
    ...['sales', 'transactions', 'balance', 'payouts'].flatMap((figure) =>
      panelRanges.map(([label, query]) => ({ list: `panel ${figure}`, label, path: `/api/panel/${figure}?${query}` })),
    ),
    { list: 'panel subscriptions', label: 'all', path: '/api/panel/subscriptions' },
  ];
  const at = (list: string, base: string, shapes: string[][]): Shape[] =>
    shapes.map(([label, query]) => ({ list, label, path: `${base}?page_size=15${query ? `&${query}` : ''}` }));
  return [
    ...at('charges', '/api/charges', charges),
    ...at('purchases', '/api/purchases', purchases),
    ...at('customers', '/api/customers', customers),
    ...at("a customer's charges", `/api/customers/${customer.id}/charges`, history('failed', ['created_at', 'amount', 'status', 'payment_method'])),
    ...at("a customer's purchases", `/api/customers/${customer.id}/purchases`, history('active', ['created_at', 'status'])),
    ...at('services', '/api/services', catalog(['created_at', 'name', 'status'])),
    ...at('plans', '/api/plans', catalog(['created_at', 'name', 'status', 'unit_amount'])),
    ...panel,
  ];
}
