import { normalizePaymentMethod, type Charge, type Customer, type Purchase } from '@cobro/contracts';
import type { CatalogStatus, PlanFrequency } from '../../db/schema/index';
import { PROVIDER_NAMES, type ExportWords } from './export-words';
import type { Column } from './workbook-view';

// Each table's columns, headers and cells in the workbook's language (`w`): no cell carries an API value as it is sent.

const date = (iso: string | null) => (iso ? new Date(iso) : null);
const methodOf = (w: ExportWords, m: Charge['payment_method'] | null) => (m ? w.methods[normalizePaymentMethod(m)] : null);

export const customerColumns = (w: ExportWords): Column<Customer>[] => [
  { header: w.headers.type, kind: 'text', width: 12, value: (c) => w.holderTypes[c.type] },
  { header: w.headers.name, kind: 'text', width: 32, value: (c) => c.name },
  { header: w.headers.taxId, kind: 'text', value: (c) => c.cif ?? c.dni },
  { header: w.headers.phone, kind: 'text', value: (c) => (c.phone ? `${c.prefix ?? ''} ${c.phone}`.trim() : '-') },
  { header: w.headers.email, kind: 'text', width: 32, value: (c) => c.email },
  { header: w.headers.customerSince, kind: 'date', value: (c) => date(c.created_at) },
];

export const chargeColumns = (w: ExportWords): Column<Charge>[] => [
  { header: w.headers.date, kind: 'date', value: (c) => date(c.created_at) },
  { header: w.headers.customer, kind: 'text', width: 32, value: (c) => c.customer.name },
  { header: w.headers.email, kind: 'text', width: 32, value: (c) => c.customer.email },
  { header: w.headers.amount, kind: 'money', value: (c) => c.amount },
  { header: w.headers.refunded, kind: 'money', value: (c) => c.amount_refunded },
  { header: w.headers.fee, kind: 'money', value: (c) => c.amount_fee },
  { header: w.headers.net, kind: 'money', value: (c) => c.amount_net },
  { header: w.headers.status, kind: 'text', width: 24, value: (c) => w.chargeStatuses[c.status] },
  { header: w.headers.method, kind: 'text', width: 24, value: (c) => methodOf(w, c.payment_method) },
  { header: w.headers.plan, kind: 'text', value: (c) => c.plans.map((p) => p.name).join(', ') },
  { header: 'ID', kind: 'text', width: 38, value: (c) => c.id },
];

export const purchaseColumns = (w: ExportWords): Column<Purchase>[] => [
  { header: w.headers.date, kind: 'date', value: (p) => date(p.created_at) },
  { header: w.headers.customer, kind: 'text', width: 32, value: (p) => p.customer.name },
  { header: w.headers.service, kind: 'text', value: (p) => p.service.name },
  { header: w.headers.plan, kind: 'text', value: (p) => p.plan.name },
  { header: w.headers.amount, kind: 'money', value: (p) => p.plan.unit_amount },
  { header: w.headers.status, kind: 'text', width: 16, value: (p) => w.purchaseStatuses[p.status] },
  { header: w.headers.provider, kind: 'text', width: 12, value: (p) => PROVIDER_NAMES[p.provider] },
  { header: w.headers.method, kind: 'text', width: 24, value: (p) => methodOf(w, p.payment_method) },
  { header: w.headers.nextCharge, kind: 'date', value: (p) => date(p.next_recurring_date) },
  { header: w.headers.endDate, kind: 'date', value: (p) => date(p.finish_date) },
  { header: 'ID', kind: 'text', width: 38, value: (p) => p.id },
];

export interface ServiceExportRow {
  name: string;
  status: CatalogStatus;
  published: boolean;
  plans: number;
  purchases: number;
  createdAt: Date;
}

export const serviceColumns = (w: ExportWords): Column<ServiceExportRow>[] => [
  { header: w.headers.name, kind: 'text', width: 32, value: (s) => s.name },
  { header: w.headers.status, kind: 'text', value: (s) => w.catalogStatuses[s.status] },
  { header: w.headers.published, kind: 'text', width: 10, value: (s) => (s.published ? w.yes : w.no) },
  { header: w.headers.plans, kind: 'number', width: 10, value: (s) => s.plans },
  { header: w.headers.purchases, kind: 'number', width: 10, value: (s) => s.purchases },
  { header: w.headers.created, kind: 'date', value: (s) => s.createdAt },
];

export interface PlanExportRow {
  name: string;
  service: string;
  unitAmount: number;
  type: 'fixed' | 'variable';
  recurring: boolean;
  frequency: PlanFrequency | null;
  status: CatalogStatus;
  purchases: number;
  createdAt: Date;
}

export const planColumns = (w: ExportWords): Column<PlanExportRow>[] => [
  { header: w.headers.name, kind: 'text', width: 32, value: (p) => p.name },
  { header: w.headers.service, kind: 'text', width: 32, value: (p) => p.service },
  { header: w.headers.amount, kind: 'money', value: (p) => p.unitAmount },
  { header: w.headers.type, kind: 'text', width: 10, value: (p) => w.planTypes[p.type] },
  { header: w.headers.recurring, kind: 'text', width: 10, value: (p) => (p.recurring ? w.yes : w.no) },
  { header: w.headers.frequency, kind: 'text', width: 16, value: (p) => (p.frequency ? w.frequencies[p.frequency] : null) },
  { header: w.headers.status, kind: 'text', value: (p) => w.catalogStatuses[p.status] },
  { header: w.headers.purchases, kind: 'number', width: 10, value: (p) => p.purchases },
  { header: w.headers.created, kind: 'date', value: (p) => p.createdAt },
];
