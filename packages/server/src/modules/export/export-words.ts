import type {
  ChargeStatus,
  ExportTable,
  Frequency,
  HolderType,
  Language,
  PlanType,
  Provider,
  PurchaseStatus,
  ServiceStatus,
  normalizePaymentMethod,
} from '@cobro/contracts';

/** The interface languages; the export is written in the one the dashboard sends as Accept-Language (decision 1100). */
export type ExportLanguage = Language;

type Method = ReturnType<typeof normalizePaymentMethod>;

/**
 * A workbook's words. Statuses, methods and the rest are named as the dashboard names them (its catalogs), so a
 * cell reads like the list it came from; each status by its own name, as the list's status filter says it.
 */
export interface ExportWords {
  files: Record<ExportTable, string>;
  sheets: Record<ExportTable, string>;
  headers: Record<
    | 'type'
    | 'name'
    | 'taxId'
    | 'phone'
    | 'email'
    | 'customerSince'
    | 'date'
    | 'customer'
    | 'amount'
    | 'refunded'
    | 'fee'
    | 'net'
    | 'status'
    | 'method'
    | 'plan'
    | 'service'
    | 'provider'
    | 'nextCharge'
    | 'endDate'
    | 'published'
    | 'plans'
    | 'purchases'
    | 'created'
    | 'recurring'
    | 'frequency',
    string
  >;
  yes: string;
  no: string;
  holderTypes: Record<HolderType, string>;
  chargeStatuses: Record<ChargeStatus, string>;
  purchaseStatuses: Record<PurchaseStatus, string>;
  catalogStatuses: Record<ServiceStatus, string>;
  methods: Record<Method, string>;
  planTypes: Record<PlanType, string>;
  frequencies: Record<Frequency, string>;
}

/** Brand names, the same in every language. */
export const PROVIDER_NAMES: Record<Provider, string> = { STRIPE: 'Stripe', INESPAY: 'Inespay', REDSYS: 'Redsys' };

const es: ExportWords = {
  files: { customers: 'clientes', charges: 'cobros', purchases: 'ventas', services: 'servicios', plans: 'planes' },
  sheets: { customers: 'Clientes', charges: 'Cobros', purchases: 'Ventas', services: 'Servicios', plans: 'Planes' },
  headers: {
    type: 'Tipo',
    name: 'Nombre',
    taxId: 'NIF',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    customerSince: 'Cliente desde',
    date: 'Fecha',
    customer: 'Cliente',
    amount: 'Importe',
    refunded: 'Devuelto',
    fee: 'Comisión',
    net: 'Neto',
    status: 'Estado',
    method: 'Método de pago',
    plan: 'Plan',
    service: 'Servicio',
    provider: 'Proveedor',
    nextCharge: 'Próximo cobro',
    endDate: 'Fecha de fin',
    published: 'Publicado',
    plans: 'Planes',
    purchases: 'Compras',
    created: 'Creado',
    recurring: 'Recurrente',
    frequency: 'Frecuencia',
  },
  yes: 'Sí',
  no: 'No',
  holderTypes: { PERSON: 'Particular', COMPANY: 'Empresa' },
  chargeStatuses: {
    succeeded: 'Completado',
    paid: 'Completado',
    pending: 'Incompleto',
    processing: 'Procesando',
    failed: 'Fallido',
    refunded: 'Devuelto',
    canceled: 'Cancelado',
    needs_response: 'En disputa: pendiente de respuesta',
    warning_needs_response: 'En disputa: consulta pendiente de respuesta',
    submitted: 'En disputa: pruebas enviadas',
    unsubmitted: 'En disputa: pruebas no enviadas',
    won: 'En disputa: ganada',
    lost: 'En disputa: perdida',
    expired: 'En disputa: caducada',
  },
  purchaseStatuses: {
    incomplete: 'Incompleto',
    incomplete_expired: 'Incompleto, caducado',
    trialing: 'Prueba',
    active: 'Activo',
    past_due: 'Vencido',
    canceled: 'Cancelado',
    unpaid: 'Deuda',
    finished: 'Finalizado',
    paused: 'Pausado',
    paid: 'Pagado',
    succeeded: 'Completado',
    failed: 'Fallido',
    pending: 'Pendiente',
  },
  catalogStatuses: { DRAFT: 'Borrador', ACTIVE: 'Activo', PAUSED: 'Pausado', DISABLED: 'Desactivado' },
  methods: { card: 'Tarjeta', sepa_debit: 'Adeudo directo SEPA', inespay: 'Transferencia bancaria (Inespay)', redsys: 'Redsys', bizum: 'Bizum' },
  planTypes: { fixed: 'Fijo', variable: 'Variable' },
  frequencies: { day: 'Diario', week: 'Semanal', month: 'Mensual', quarterly: 'Trimestral', semianually: 'Semestral', year: 'Anual' },
};

const en: ExportWords = {
  files: { customers: 'customers', charges: 'payments', purchases: 'sales', services: 'services', plans: 'plans' },
  sheets: { customers: 'Customers', charges: 'Payments', purchases: 'Sales', services: 'Services', plans: 'Plans' },
  headers: {
    type: 'Type',
    name: 'Name',
    taxId: 'Tax ID',
    phone: 'Phone',
    email: 'E-mail',
    customerSince: 'Customer since',
    date: 'Date',
    customer: 'Customer',
    amount: 'Amount',
    refunded: 'Refunded',
    fee: 'Fee',
    net: 'Net',
    status: 'Status',
    method: 'Payment method',
    plan: 'Plan',
    service: 'Service',
    provider: 'Provider',
    nextCharge: 'Next charge',
    endDate: 'End date',
    published: 'Published',
    plans: 'Plans',
    purchases: 'Purchases',
    created: 'Created',
    recurring: 'Recurring',
    frequency: 'Frequency',
  },
  yes: 'Yes',
  no: 'No',
  holderTypes: { PERSON: 'Person', COMPANY: 'Company' },
  chargeStatuses: {
    succeeded: 'Succeeded',
    paid: 'Succeeded',
    pending: 'Incomplete',
    processing: 'Processing',
    failed: 'Failed',
    refunded: 'Refunded',
    canceled: 'Canceled',
    needs_response: 'Disputed: needs response',
    warning_needs_response: 'Disputed: inquiry needs response',
    submitted: 'Disputed: evidence submitted',
    unsubmitted: 'Disputed: evidence not submitted',
    won: 'Disputed: won',
    lost: 'Disputed: lost',
    expired: 'Disputed: expired',
  },
  purchaseStatuses: {
    incomplete: 'Incomplete',
    incomplete_expired: 'Incomplete, expired',
    trialing: 'Trial',
    active: 'Active',
    past_due: 'Past due',
    canceled: 'Canceled',
    unpaid: 'Debt',
    finished: 'Finished',
    paused: 'Paused',
    paid: 'Paid',
    succeeded: 'Succeeded',
    failed: 'Failed',
    pending: 'Pending',
  },
  catalogStatuses: { DRAFT: 'Draft', ACTIVE: 'Active', PAUSED: 'Paused', DISABLED: 'Disabled' },
  methods: { card: 'Card', sepa_debit: 'SEPA direct debit', inespay: 'Bank transfer (Inespay)', redsys: 'Redsys', bizum: 'Bizum' },
  planTypes: { fixed: 'Fixed', variable: 'Variable' },
  frequencies: { day: 'Daily', week: 'Weekly', month: 'Monthly', quarterly: 'Quarterly', semianually: 'Every six months', year: 'Yearly' },
};

const ca: ExportWords = {
  files: { customers: 'clients', charges: 'cobraments', purchases: 'vendes', services: 'serveis', plans: 'plans' },
  sheets: { customers: 'Clients', charges: 'Cobraments', purchases: 'Vendes', services: 'Serveis', plans: 'Plans' },
  headers: {
    type: 'Tipus',
    name: 'Nom',
    taxId: 'NIF',
    phone: 'Telèfon',
    email: 'Correu electrònic',
    customerSince: 'Client des de',
    date: 'Data',
    customer: 'Client',
    amount: 'Import',
    refunded: 'Reemborsat',
    fee: 'Comissió',
    net: 'Net',
    status: 'Estat',
    method: 'Mètode de pagament',
    plan: 'Pla',
    service: 'Servei',
    provider: 'Proveïdor',
    nextCharge: 'Pròxim cobrament',
    endDate: 'Data de finalització',
    published: 'Publicat',
    plans: 'Plans',
    purchases: 'Compres',
    created: 'Creat',
    recurring: 'Recurrent',
    frequency: 'Freqüència',
  },
  yes: 'Sí',
  no: 'No',
  holderTypes: { PERSON: 'Particular', COMPANY: 'Empresa' },
  chargeStatuses: {
    succeeded: 'Completat',
    paid: 'Completat',
    pending: 'Incomplet',
    processing: "S'està processant",
    failed: 'Fallit',
    refunded: 'Reemborsat',
    canceled: 'Cancel·lat',
    needs_response: 'En disputa: pendent de resposta',
    warning_needs_response: 'En disputa: consulta pendent de resposta',
    submitted: 'En disputa: proves enviades',
    unsubmitted: 'En disputa: proves no enviades',
    won: 'En disputa: guanyada',
    lost: 'En disputa: perduda',
    expired: 'En disputa: caducada',
  },
  purchaseStatuses: {
    incomplete: 'Incomplet',
    incomplete_expired: 'Incomplet, caducat',
    trialing: 'Prova',
    active: 'Actiu',
    past_due: 'Vençut',
    canceled: 'Cancel·lat',
    unpaid: 'Deute',
    finished: 'Finalitzat',
    paused: 'En pausa',
    paid: 'Pagat',
    succeeded: 'Completat',
    failed: 'Fallit',
    pending: 'Pendent',
  },
  catalogStatuses: { DRAFT: 'Esborrany', ACTIVE: 'Actiu', PAUSED: 'En pausa', DISABLED: 'Desactivat' },
  methods: { card: 'Targeta', sepa_debit: 'Domiciliació SEPA', inespay: 'Transferència bancària (Inespay)', redsys: 'Redsys', bizum: 'Bizum' },
  planTypes: { fixed: 'Fix', variable: 'Variable' },
  frequencies: { day: 'Diari', week: 'Setmanal', month: 'Mensual', quarterly: 'Trimestral', semianually: 'Semestral', year: 'Anual' },
};

export const EXPORT_WORDS: Record<ExportLanguage, ExportWords> = { es, en, ca };
