import { normalizePaymentMethod, type Charge, type Customer, type Purchase } from '@cobro/contracts';
import type { Column } from './workbook-view';

const date = (iso: string | null) => (iso ? new Date(iso) : null);
const method = (m: Charge['payment_method'] | null) => (m ? normalizePaymentMethod(m) : null);

export const CUSTOMER_COLUMNS: Column<Customer>[] = [
  { header: 'Tipo', kind: 'text', width: 12, value: (c) => (c.type === 'PERSON' ? 'Particular' : 'Empresa') },
  { header: 'Nombre', kind: 'text', width: 32, value: (c) => c.name },
  { header: 'NIF', kind: 'text', value: (c) => c.cif ?? c.dni },
  { header: 'Teléfono', kind: 'text', value: (c) => (c.phone ? `${c.prefix ?? ''} ${c.phone}`.trim() : '-') },
  { header: 'Correo electrónico', kind: 'text', width: 32, value: (c) => c.email },
  { header: 'Cliente desde', kind: 'date', value: (c) => date(c.created_at) },
];

export const CHARGE_COLUMNS: Column<Charge>[] = [
  { header: 'Fecha', kind: 'date', value: (c) => date(c.created_at) },
  { header: 'Cliente', kind: 'text', width: 32, value: (c) => c.customer.name },
  { header: 'Correo electrónico', kind: 'text', width: 32, value: (c) => c.customer.email },
  { header: 'Importe', kind: 'money', value: (c) => c.amount },
  { header: 'Reembolsado', kind: 'money', value: (c) => c.amount_refunded },
  { header: 'Comisión', kind: 'money', value: (c) => c.amount_fee },
  { header: 'Neto', kind: 'money', value: (c) => c.amount_net },
  { header: 'Estado', kind: 'text', width: 16, value: (c) => c.status },
  { header: 'Método de pago', kind: 'text', width: 16, value: (c) => method(c.payment_method) },
  { header: 'Plan', kind: 'text', value: (c) => c.plans.map((p) => p.name).join(', ') },
  { header: 'ID', kind: 'text', width: 38, value: (c) => c.id },
];

export const PURCHASE_COLUMNS: Column<Purchase>[] = [
  { header: 'Fecha', kind: 'date', value: (p) => date(p.created_at) },
  { header: 'Cliente', kind: 'text', width: 32, value: (p) => p.customer.name },
  { header: 'Servicio', kind: 'text', value: (p) => p.service.name },
  { header: 'Plan', kind: 'text', value: (p) => p.plan.name },
  { header: 'Importe', kind: 'money', value: (p) => p.plan.unit_amount },
  { header: 'Estado', kind: 'text', width: 16, value: (p) => p.status },
  { header: 'Proveedor', kind: 'text', width: 12, value: (p) => p.provider },
  { header: 'Método de pago', kind: 'text', width: 16, value: (p) => method(p.payment_method) },
  { header: 'Próximo cobro', kind: 'date', value: (p) => date(p.next_recurring_date) },
  { header: 'Fecha de fin', kind: 'date', value: (p) => date(p.finish_date) },
  { header: 'ID', kind: 'text', width: 38, value: (p) => p.id },
];

export interface ServiceExportRow {
  name: string;
  status: string;
  published: boolean;
  plans: number;
  purchases: number;
  createdAt: Date;
}

export const SERVICE_COLUMNS: Column<ServiceExportRow>[] = [
  { header: 'Nombre', kind: 'text', width: 32, value: (s) => s.name },
  { header: 'Estado', kind: 'text', value: (s) => s.status },
  { header: 'Publicado', kind: 'text', width: 10, value: (s) => (s.published ? 'Sí' : 'No') },
  { header: 'Planes', kind: 'number', width: 10, value: (s) => s.plans },
  { header: 'Compras', kind: 'number', width: 10, value: (s) => s.purchases },
  { header: 'Creado', kind: 'date', value: (s) => s.createdAt },
];

export interface PlanExportRow {
  name: string;
  service: string;
  unitAmount: number;
  type: string;
  recurring: boolean;
  frequency: string | null;
  status: string;
  purchases: number;
  createdAt: Date;
}

export const PLAN_COLUMNS: Column<PlanExportRow>[] = [
  { header: 'Nombre', kind: 'text', width: 32, value: (p) => p.name },
  { header: 'Servicio', kind: 'text', width: 32, value: (p) => p.service },
  { header: 'Importe', kind: 'money', value: (p) => p.unitAmount },
  { header: 'Tipo', kind: 'text', width: 10, value: (p) => (p.type === 'fixed' ? 'Fijo' : 'Variable') },
  { header: 'Recurrente', kind: 'text', width: 10, value: (p) => (p.recurring ? 'Sí' : 'No') },
  { header: 'Frecuencia', kind: 'text', width: 12, value: (p) => p.frequency },
  { header: 'Estado', kind: 'text', value: (p) => p.status },
  { header: 'Compras', kind: 'number', width: 10, value: (p) => p.purchases },
  { header: 'Creado', kind: 'date', value: (p) => p.createdAt },
];
