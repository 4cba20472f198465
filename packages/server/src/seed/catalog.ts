import type { Queryable } from '../db/database';
import { plans, services } from '../db/schema/index';
import type { Random } from './prng';

export type SeededPlan = typeof plans.$inferInsert & { id: string };
type PlanSpec = Omit<SeededPlan, 'id' | 'organizationId' | 'serviceId'>;

const SERVICES: { name: string; status: 'ACTIVE' | 'DRAFT'; plans: PlanSpec[] }[] = [
  {
    name: 'Clases de yoga',
    status: 'ACTIVE',
    plans: [
      { name: 'Mensual ilimitado', description: 'Clases sin límite durante el mes.', unitAmount: 4900, type: 'fixed', recurring: true, frequency: 'month', paymentDay: 1, prorate: true },
      { name: 'Bono 10 clases', description: 'Diez clases sin caducidad.', unitAmount: 9000, type: 'fixed', recurring: false },
      { name: 'Trimestral', description: 'Tres meses de clases, cuatro trimestres.', unitAmount: 13500, type: 'fixed', recurring: true, frequency: 'quarterly', billingCycles: 4 },
      { name: 'Semanal', description: 'Una clase por semana, seis semanas.', unitAmount: 1500, type: 'fixed', recurring: true, frequency: 'week', billingCycles: 6 },
    ],
  },
  {
    name: 'Consultoría fiscal',
    status: 'ACTIVE',
    plans: [
      { name: 'Declaración de la renta', description: 'Preparación y presentación del IRPF.', unitAmount: 6000, type: 'fixed', recurring: false },
      { name: 'Asesoría mensual', description: 'Contabilidad e impuestos trimestrales.', unitAmount: 12000, type: 'fixed', recurring: true, frequency: 'month' },
      { name: 'Horas de consultoría', description: 'Se factura por horas consumidas.', unitAmount: 5000, type: 'variable', recurring: true, frequency: 'month', futureCharge: 'last_charge' },
    ],
  },
  {
    name: 'Taller de cerámica',
    status: 'DRAFT',
    plans: [
      { name: 'Taller intensivo', description: 'Fin de semana de torno.', unitAmount: 15000, type: 'fixed', recurring: false },
      { name: 'Cuota anual', description: 'Acceso al taller todo el año.', unitAmount: 45000, type: 'fixed', recurring: true, frequency: 'year', billingCycles: 2 },
    ],
  },
];

/** Three services; published fixed plans carry a provider price id and a payment link. */
export async function seedCatalog(db: Queryable, random: Random, organizationId: string, since: Date, publicUrl: string) {
  const all: (SeededPlan & { serviceId: string })[] = [];
  for (const spec of SERVICES) {
    const serviceId = random.uuid();
    const published = spec.status === 'ACTIVE';
    await db.insert(services).values({ id: serviceId, organizationId, name: spec.name, status: spec.status, published, createdAt: since, updatedAt: since });
    for (const plan of spec.plans) {
      const id = random.uuid();
      const linked = published && plan.type === 'fixed';
      all.push({
        ...plan,
        id,
        organizationId,
        serviceId,
        status: spec.status,
        active: published,
        stripeId: published ? `price_${random.idText(16)}` : null,
        paymentLinkUrl: linked ? `${publicUrl}/checkout/${id}` : null,
        paymentLinkActive: linked,
        createdAt: since,
        updatedAt: since,
      });
    }
  }
  await db.insert(plans).values(all);
  return all;
}
